// The steps of `npm test`, run one after another, each with its output straight through and its
// time after it. On this 2-core machine every step keeps both cores busy (measured: 97–100 % in
// each browser pass and build), so steps side by side gained little and timed tests out.
import { spawn } from "node:child_process";
import { minutes } from "./duration.ts";

export type Step = {
  command: string;
  args: string[];
  /** Where it runs; the project itself if not given. */
  cwd?: string;
  env?: Record<string, string>;
  /** Said after its command, what it is, for a step in another folder. */
  label?: string;
  /** Shown in place of its arguments, where they are a long list (files). */
  argsShown?: string;
};

export class StepFailed extends Error {}

/** Each step run so far, with its time: the table `npm test` ends with. */
const ran: { line: string; milliseconds: number; passed: boolean }[] = [];

/** The steps run so far and their times, one per line, the whole run's time last. */
export function stepTable(total: number): string {
  const width = Math.max(...ran.map(({ line }) => line.length), 5);
  const row = (name: string, milliseconds: number, mark = " ") =>
    `${mark} ${name.padEnd(width)}  ${minutes(milliseconds).padStart(9)}`;
  return [
    ...ran.map(({ line, milliseconds, passed }) => row(line, milliseconds, passed ? "✔" : "✖")),
    row("Total", total),
  ].join("\n");
}

/** Runs `step`; rejects when it fails. */
export function runStep(step: Step): Promise<void> {
  const shown = step.argsShown ?? step.args.join(" ");
  const line = `${step.command} ${shown}${step.label ? ` (${step.label})` : ""}`;
  const started = performance.now();
  console.log(`\n▶ ${line}`);
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd,
      env: { ...process.env, ...step.env },
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("close", (code) => {
      ran.push({ line, milliseconds: performance.now() - started, passed: code === 0 });
      if (code !== 0) {
        console.error(`\n✖ ${line} failed`);
        reject(new StepFailed(line));
        return;
      }
      console.log(`  (${minutes(performance.now() - started)})`);
      resolve();
    });
  });
}
