// The data files of content/ as they were when the site was last built without a fault, so that
// a file broken by hand can be brought back from the editor (Återställ senaste fungerande
// versionen). `npm start` keeps them after each build that succeeds, in the project's cache; a
// file that changed while that build ran and no longer reads is not kept. Before any such build,
// the file as the repository's last commit has it stands in.
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, posix, relative } from "node:path";
import { promisify } from "node:util";
import { readContentYaml } from "#model/read-yaml.ts";
import { writeWhole } from "./save-guard.ts";

const keptFolder = (projectRoot: string) =>
  join(projectRoot, "node_modules", ".cache", "redigeraren", "senast-byggt");

/** Keeps every data file of content/ that reads, as the last good version of it. */
export async function keepLastBuilt(projectRoot: string) {
  const content = join(projectRoot, "content");
  const files = await readdir(content, { recursive: true, withFileTypes: true });
  for (const file of files.filter((each) => each.isFile() && each.name.endsWith(".yaml"))) {
    const full = join(file.parentPath, file.name);
    const path = relative(projectRoot, full).split("\\").join("/");
    const bytes = await readFile(full).catch(() => null);
    if (bytes && readContentYaml(path, bytes).ok) {
      await writeWhole(join(keptFolder(projectRoot), path), bytes);
    }
  }
}

/** The last good version of the data file at `path` ("content/…"), or null when there is none. */
export async function lastBuilt(projectRoot: string, path: string): Promise<Uint8Array | null> {
  const kept = await readFile(join(keptFolder(projectRoot), path)).catch(() => null);
  if (kept) return kept;
  const committed = await promisify(execFile)("git", ["show", `HEAD:${posix.normalize(path)}`], {
    cwd: projectRoot,
    encoding: "buffer",
    maxBuffer: 8 * 1024 * 1024,
  }).catch(() => null);
  return committed && readContentYaml(path, committed.stdout).ok ? committed.stdout : null;
}
