// A failed build never costs the owner the last good build/: scripts/build.ts builds elsewhere and
// puts the result in place only once every step has succeeded.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoExtensions } from "#model/photo-rules.ts";
import { copyProject } from "./copy-project.ts";

const root = join(import.meta.dirname, "..");
let copy: string;

/** Every photo of content/ in the copy made one small photo, so the copy builds in seconds. */
async function smallPhotos(folder: string, photo: Buffer) {
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const extension = entry.name.slice(entry.name.lastIndexOf(".")).toLowerCase();
    if (entry.isFile() && (photoExtensions as readonly string[]).includes(extension))
      await writeFile(join(entry.parentPath, entry.name), photo);
  }
}

/** Runs the build in the copy; stopped after `timeout` ms, so a hang fails the test, not the run. */
function runBuild(timeout: number): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(copy, "scripts", "build.ts")], { cwd: copy });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), timeout);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

beforeAll(async () => {
  copy = join(await mkdtemp(join(tmpdir(), "build-")), "projekt");
  await copyProject(root, copy);
  const photo = await sharp({
    create: { width: 1000, height: 667, channels: 3, background: "#8a9aa6" },
  })
    .jpeg()
    .toBuffer();
  await smallPhotos(join(copy, "content"), photo);
});
afterAll(() => rm(join(copy, ".."), { recursive: true, force: true }));

describe("scripts/build.ts", () => {
  it("leaves the last good build/ in place when the build fails after the content check", async () => {
    const lastGood = join(copy, "build", "client", "index.html");
    await mkdir(join(copy, "build", "client"), { recursive: true });
    await writeFile(lastGood, "<!doctype html><title>Förra bygget</title>");
    await writeFile(join(copy, "build", "nginx.conf"), "# förra bygget\n");
    // Content passes its check; the app's code does not compile.
    await appendFile(join(copy, "app", "root.tsx"), "\nexport const = ;\n");

    const { status, output } = await runBuild(240_000);
    expect(output, "the content check passed").toContain("content/: inga fel");
    expect(status, output).not.toBe(0);
    expect(await readFile(lastGood, "utf8")).toBe("<!doctype html><title>Förra bygget</title>");
    expect(await readFile(join(copy, "build", "nginx.conf"), "utf8")).toBe("# förra bygget\n");
    expect(existsSync(join(copy, ".build-previous")), "no half-done swap").toBe(false);
  }, 300_000);
});
