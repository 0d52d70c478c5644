// The steps of `npm test` and how they are run: one after another, or in lanes side by side. On
// this 2-core machine a browser pass with one worker (the editor's sessions, which wait on
// rebuilds) leaves a core idle; a lane beside it uses that core. A step run beside others keeps
// its output until it ends and prints it whole, so the log reads one step at a time.
import { spawn } from "node:child_process";
import { minutes } from "./duration.ts";

export type Step = {
  command: string;
  args: string[];
  /** Where it runs; the project itself if not given. */
  cwd?: string;
  env?: Record<string, string>;
  /** Said after its output, what it is, for a step in another folder. */
  label?: string;
};

export class StepFailed extends Error {}

/** The steps running now, stopped when another fails. */
const running = new Set<ReturnType<typeof spawn>>();

/** Stops every step still running (each with what it started: its own process group). */
export function stopAll() {
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
    }
  }
}

const line = (step: Step) =>
  `${step.command} ${step.args.join(" ")}${step.label ? ` (${step.label})` : ""}`;

/** Runs `step`; its output goes straight through, or is kept and printed whole at its end. */
export function runStep(step: Step, { kept = false } = {}): Promise<void> {
  const started = performance.now();
  if (!kept) console.log(`\n▶ ${line(step)}`);
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd,
      env: { ...process.env, ...step.env },
      stdio: kept ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      running.delete(child);
      if (kept) {
        console.log(`\n▶ ${line(step)}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) {
        console.error(`\n✖ ${line(step)} failed`);
        reject(new StepFailed(line(step)));
        return;
      }
      console.log(`  (${minutes(performance.now() - started)})`);
      resolve();
    });
  });
}

/** Runs each lane's steps in order, the lanes side by side; the first failure stops them all. */
export async function runLanes(lanes: Step[][]): Promise<void> {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step, { kept: lanes.length > 1 });
    }),
  ).catch((error: unknown) => {
    stopAll();
    throw error;
  });
}
