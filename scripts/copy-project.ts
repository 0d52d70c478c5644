// A working copy of the project in another folder, for builds that must not touch this one: the
// benchmark's real-photo build and the owner-edit check. Sources and content are copied; build
// output and test results are left behind; node_modules is linked, so the copy shares the
// installed packages and the photo encoder's cache (node_modules/.cache/photos).
import { cp, mkdir, readdir, rm, symlink } from "node:fs/promises";
import { join } from "node:path";

const skipped = new Set([
  "node_modules",
  ".git",
  "build",
  ".build-next",
  ".build-previous",
  "bench-results",
  ".react-router",
  "test-results",
  "playwright-report",
]);

/** Replaces `target` with a copy of the project at `root`. */
export async function copyProject(root: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const name of await readdir(root)) {
    if (skipped.has(name)) continue;
    await cp(join(root, name), join(target, name), { recursive: true });
  }
  await symlink(join(root, "node_modules"), join(target, "node_modules"), "dir");
}
