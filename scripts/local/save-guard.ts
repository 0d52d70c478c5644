// What the editor's local backend does before it writes: the save is laid over a copy of
// content/ (symbolic links, so no photo is copied, and no file of content/ is touched: a hard link
// would change its link count, which the rebuild's watcher hears as a change) and the build's own
// check (checkProject) runs on it. A save that would stop the build is refused with the check's problems; one that
// leaves the content as buildable as it was is written, each file whole or not at all.
import { createHash } from "node:crypto";
import { mkdir, readdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Problem } from "#model/files.ts";
import { refusingProblems } from "#model/save-problems.ts";
import { checkProject } from "../content/check-project.ts";
import { projectPath } from "../photos/check.ts";
import { isContentPath } from "./content-path.ts";

/** A file a save writes (its bytes) or removes (null), by its path in the project: content/…. */
export type Change = { path: string; bytes: Uint8Array | null };

/** A file's version as the editor's backend names it when it reads the file: its SHA-256. */
export const versionOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Where saves are staged: in the project's own cache, never under content/. */
const stagingFolder = (projectRoot: string) =>
  join(projectRoot, "node_modules", ".cache", "redigeraren");

let staged = 0;

/** Mirrors `from` into `to`: its folders made anew, each file a link to its own. */
async function mirror(from: string, to: string) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await mirror(source, target);
    else await symlink(source, target);
  }
}

/** Writes `bytes` to `path` through a file beside it, so a reader finds the old file or the new. */
export async function writeWhole(path: string, bytes: Uint8Array) {
  await mkdir(dirname(path), { recursive: true });
  const partial = join(dirname(path), `.${process.pid}-${staged++}.sparas`);
  try {
    await writeFile(partial, bytes);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Applies `changes` to the project in `root`; a path outside content/ is never written. */
export async function applyChanges(root: string, changes: readonly Change[]) {
  const outside = changes.find(({ path }) => !isContentPath(path));
  if (outside) throw new Error(`Redigeraren får bara ändra i content/, inte i ${outside.path}`);
  for (const { path, bytes } of changes) {
    if (bytes === null) await rm(join(root, path), { force: true });
    else await writeWhole(join(root, path), bytes);
  }
}

/**
 * The problems that refuse `changes` to the project at `projectRoot`: those of the build's check
 * on the changed content that it does not already find today (a file broken by hand must
 * not keep the owner from saving another, nor from fixing it), and those about a file it writes
 * (model/save-problems.ts).
 */
export async function problemsOfChanges(
  projectRoot: string,
  changes: readonly Change[],
): Promise<Problem[]> {
  const before = (await checkProject(projectRoot, false)).errors;
  const root = join(stagingFolder(projectRoot), `utkast-${process.pid}-${staged++}`);
  try {
    await mirror(join(projectRoot, "content"), join(root, "content"));
    await applyChanges(root, changes);
    // Photo messages name files from the project: the staged ones as if they were in content/.
    const prefix = `${projectPath(root)}/`;
    const after = (await checkProject(root, false)).errors.map((problem) => ({
      ...problem,
      words: problem.words.replaceAll(prefix, ""),
    }));
    return refusingProblems(
      before,
      after,
      changes.flatMap(({ path, bytes }) => (bytes === null ? [] : [path])),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
