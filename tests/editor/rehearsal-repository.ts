// The rehearsal's repository as the tests read and change it: a file as the branch holds it,
// and a commit made outside the editor, as on GitHub's website.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { rehearsalDir } from "../../playwright.config.ts";

const gitDir = join(rehearsalDir, "sajt.git");
export const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8" }).trim();
/** The bytes git answers, as they are (a photo's). */
export const gitBytes = (...args: string[]) => execFileSync("git", ["--git-dir", gitDir, ...args]);
/**
 * A commit made outside the editor, as on GitHub's website: `path` written with `text` (deleted,
 * where `text` is null) on top of the branch. The host builds it, as it builds every commit the branch moves to.
 */
export function commitOutside(path: string, text: string | Buffer | null) {
  const index = mkdtempSync(join(tmpdir(), "utanfor-"));
  const env = {
    ...process.env,
    GIT_INDEX_FILE: join(index, "index"),
    GIT_AUTHOR_NAME: "Lena Ljus",
    GIT_AUTHOR_EMAIL: "lena@ljusarumfoto.se",
    GIT_COMMITTER_NAME: "Lena Ljus",
    GIT_COMMITTER_EMAIL: "lena@ljusarumfoto.se",
  };
  const run = (args: string[], input?: string | Buffer) =>
    execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8", env, input }).trim();
  try {
    run(["read-tree", "main"]);
    // Mode 0 takes the path out of the index.
    const entry =
      text === null
        ? `0 ${"0".repeat(40)}\t${path}\n`
        : `100644 ${run(["hash-object", "-w", "--stdin"], text)}\t${path}\n`;
    run(["update-index", "--index-info"], entry);
    const head = run(["rev-parse", "main"]);
    const message = `${text === null ? "Delete" : "Update"} ${path}`;
    const commit = run(["commit-tree", run(["write-tree"]), "-p", head, "-m", message]);
    run(["update-ref", "refs/heads/main", commit, head]);
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}

/** A data file as the branch holds it now. */
export const fromBranch = <T>(path: string) => parse(git("show", `main:${path}`)) as T;
