// `npm run bench -- --beside <ref>`: another commit measured in the same rounds as the working
// tree, so a regression and its fix are one command apart. The commit's files are written out
// of git (no worktree is registered in the checkout), and it gets the packages its own lockfile
// names: this checkout's node_modules when the lockfiles are the same, its own `npm ci` when not
// (an older commit may build with packages that are gone since), kept for the next run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder holding the files of `ref` with its packages installed, made once per commit. */
export async function checkoutBeside(root: string, ref: string): Promise<string> {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  const target = join(tmpdir(), `fotograf-bench-${commit.slice(0, 12)}`);
  const done = join(target, ".bench-ready");
  if (existsSync(done)) return target;

  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", commit], {
    cwd: root,
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
  const untar = spawnSync("tar", ["-x", "-C", target], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`Unpacking ${ref} failed: ${untar.stderr}`);

  const lockOf = (dir: string) => readFile(join(dir, "package-lock.json"), "utf8");
  if ((await lockOf(root)) === (await lockOf(target))) {
    await symlink(join(root, "node_modules"), join(target, "node_modules"), "dir");
  } else {
    console.log(`${ref} (${commit.slice(0, 7)}) has packages of its own: npm ci …`);
    const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
      cwd: target,
      stdio: "inherit",
    });
    if (install.status !== 0) throw new Error(`npm ci for ${ref} failed`);
  }
  await writeFile(done, `${commit}\n`);
  return target;
}
