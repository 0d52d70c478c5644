// The rehearsal's host, standing in for Netlify: every commit the branch moves to, whatever moved
// it (the editor through the GitHub stand-in, a push, a commit made as on GitHub's website), is
// built as Netlify builds it (`npm run build` in a fresh checkout, its production context, so the build
// stops on the demo's placeholders), one at a time, the newest waiting first: as Netlify cancels a
// deploy that a newer commit has overtaken, a commit still waiting when a newer one comes is not
// built (its changes are in the newer one's build). A build that succeeds
// is published; each one's outcome is reported on its commit as a commit status. The build is
// told its commit as Netlify tells it (COMMIT_REF).
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import type { GitRepository } from "./git-repository.ts";

export type HostOptions = {
  repository: GitRepository;
  /** Where checkouts are built and builds are kept. */
  workDir: string;
  /** The project whose installed packages each checkout uses. */
  projectRoot: string;
  /** The GitHub-shaped API and a token that may post statuses to `repo` ("owner/name"). */
  api: string;
  token: string;
  repo: string;
  /** The published site's address, linked from a status. */
  siteUrl: string;
  /** The build's environment beyond the host's own. */
  env: Record<string, string>;
  /** Called with a build's client folder when it is to be served. */
  publish: (clientDir: string) => Promise<void>;
  log?: (line: string) => void;
};

/** The status context the host reports under, as Netlify names its own. */
export const statusContext = "netlify/publicering";

/** The first Swedish line of a failed build's output that says why, for the commit status. */
export function failureReason(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const reason =
    lines.find((line) => /^(content\/|Före publicering|Bygget stoppades|Bygget)/.test(line)) ??
    lines.findLast((line) => !/^(at |npm |>)/.test(line)) ??
    "Bygget misslyckades";
  return reason.length > 140 ? `${reason.slice(0, 139)}…` : reason;
}

export function createHost(options: HostOptions) {
  const { repository, workDir, log = () => {} } = options;
  const queue: string[] = [];
  let draining = false;
  let stopped = false;
  let current: ReturnType<typeof spawn> | null = null;
  let watching: ReturnType<typeof setInterval> | null = null;

  async function report(sha: string, state: string, description: string, targetUrl?: string) {
    await fetch(`${options.api}/repos/${options.repo}/statuses/${sha}`, {
      method: "POST",
      headers: { Authorization: `token ${options.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        state,
        description,
        context: statusContext,
        ...(targetUrl ? { target_url: targetUrl } : {}),
      }),
    });
  }

  function run(
    checkout: string,
    logFile: string,
    sha: string,
  ): Promise<{ ok: boolean; output: string }> {
    return new Promise((resolve) => {
      const out = createWriteStream(logFile);
      let output = "";
      const child = spawn("npm", ["run", "build"], {
        cwd: checkout,
        env: {
          ...process.env,
          ...options.env,
          NETLIFY: "true",
          CONTEXT: "production",
          COMMIT_REF: sha,
        },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      current = child;
      const take = (chunk: Buffer) => {
        output += chunk.toString();
        out.write(chunk);
      };
      child.stdout?.on("data", take);
      child.stderr?.on("data", take);
      child.on("close", (code) => {
        current = null;
        out.end();
        resolve({ ok: code === 0, output });
      });
    });
  }

  /** The commit as the console names it for her: its message and who made it. */
  async function named(sha: string) {
    const commit = await repository.readCommit(sha).catch(() => null);
    const message = commit?.message.split("\n")[0]?.trim() || sha.slice(0, 7);
    return commit ? `"${message}" (${commit.author.name})` : message;
  }

  async function build(sha: string) {
    const name = await named(sha);
    await report(sha, "pending", "Sajten byggs om");
    log(`Sajten byggs om med ändringen ${name} …`);
    const checkout = join(workDir, "checkouts", sha);
    await rm(checkout, { recursive: true, force: true });
    await mkdir(checkout, { recursive: true });
    await repository.exportTo(sha, checkout);
    await symlink(join(options.projectRoot, "node_modules"), join(checkout, "node_modules"), "dir");
    const logFile = join(workDir, "logs", `${sha}.log`);
    await mkdir(join(workDir, "logs"), { recursive: true });
    const started = performance.now();
    const { ok, output } = await run(checkout, logFile, sha);
    if (stopped) return;
    const seconds = Math.round((performance.now() - started) / 1000);
    if (!ok) {
      const reason = failureReason(output);
      log(`Sajten byggdes inte med ändringen ${name}: ${reason}`);
      log(`  Hela utskriften från bygget: ${logFile}`);
      await report(sha, "failure", reason);
      await rm(checkout, { recursive: true, force: true });
      return;
    }
    const deployed = join(workDir, "deploys", sha);
    await mkdir(join(workDir, "deploys"), { recursive: true });
    await rm(deployed, { recursive: true, force: true });
    await rename(join(checkout, "build", "client"), deployed);
    await options.publish(deployed);
    await rm(checkout, { recursive: true, force: true });
    log(`Sajten är uppdaterad med ändringen ${name} (${seconds} s).`);
    await report(sha, "success", "Sajten är uppdaterad", options.siteUrl);
  }

  async function drain() {
    while (!stopped && queue.length > 0) {
      const sha = queue.pop() as string;
      queue.length = 0;
      await build(sha).catch(async (error: Error) => {
        // A build stopped with the rehearsal is no failure to report.
        if (stopped) return;
        log(`Sajten kunde inte byggas (${error.message}).`);
        await report(sha, "error", "Värden kunde inte bygga sajten").catch(() => {});
      });
    }
    draining = false;
  }

  return {
    /** Builds `sha` once the build under way ends, unless a newer commit comes before then. */
    push(sha: string) {
      queue.push(sha);
      if (!draining) {
        draining = true;
        void drain();
      }
    },
    /** Builds every commit `ref` moves to from now on, its current one first. */
    async watch(ref: string, intervalMs = 500) {
      let last = await repository.resolve(ref, "commit");
      if (last) this.push(last);
      watching = setInterval(async () => {
        const head = await repository.resolve(ref, "commit").catch(() => null);
        if (!head || head === last || stopped) return;
        last = head;
        this.push(head);
      }, intervalMs);
    },
    stop() {
      stopped = true;
      queue.length = 0;
      if (watching) clearInterval(watching);
      // The build and everything it started (Vite, the photo encoder) are one process group.
      if (current?.pid) {
        try {
          process.kill(-current.pid, "SIGTERM");
        } catch {}
      }
    },
  };
}
