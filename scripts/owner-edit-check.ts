// The owner's loop, proved: a copy of the project gets the edits an owner makes in content/ (a
// new hero heading, a new price, a photo removed, a new phone number, a seventh portfolio
// section with its own photos), then is built and tested there. The site is right after such
// edits, so the tests must pass: a test that restates content instead of reading it fails here.
// Each edit is made as the owner makes it, in the file's text, and fails loudly when the text it
// changes is no longer there, so a change in content/'s shape updates this script too.
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { copyProject } from "./copy-project.ts";

const root = join(import.meta.dirname, "..");
const target = join(tmpdir(), `fotograf-owner-edit-${process.pid}`);

/** Replaces the one occurrence of `from` in `file` (under the copy) with `to`. */
async function edit(file: string, from: string, to: string) {
  const path = join(target, file);
  const text = await readFile(path, "utf8");
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(
      `${file} has ${count} occurrences of ${JSON.stringify(from)}, not one: update the owner's edits in scripts/owner-edit-check.ts to the file's new shape`,
    );
  }
  await writeFile(path, text.replace(from, to));
  console.log(`  ${file}: ${from.trim()} → ${to.trim()}`);
}

async function ownersEdits() {
  await edit(
    "content/home.ts",
    'heading: "Bilder som får bostaden att sticka ut",',
    'heading: "Ljusa bilder som säljer bostaden",',
  );
  await edit("content/packages.ts", 'price: "2.500 kr",', 'price: "2.700 kr",');
  await edit("content/site.ts", 'phone: "070-174 06 50",', 'phone: "070-174 06 42",');

  await rm(join(target, "content/portfolio/bostad/07.jpg"));
  console.log("  content/portfolio/bostad/07.jpg: removed");

  // A seventh section: its entry at the end of galleries.ts, and a folder of three photos.
  await edit(
    "content/portfolio/galleries.ts",
    "] as const satisfies readonly Gallery[];",
    '  { key: "kok", title: "Kök", fit: "cover", altTexts: {} },\n] as const satisfies readonly Gallery[];',
  );
  const kitchen = join(target, "content/portfolio/kok");
  await mkdir(kitchen);
  for (const file of ["01.jpg", "02.jpg", "03.jpg"]) {
    await copyFile(join(target, "content/portfolio/bostad", file), join(kitchen, file));
  }
  console.log(`  ${relative(target, kitchen)}/: 01.jpg, 02.jpg, 03.jpg`);
}

/** A port no other process listens on, for this run's server beside the normal suite's. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${command} ${args.join(" ")} (in the edited copy)`);
  const result = spawnSync(command, args, {
    cwd: target,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ after the owner's edits: ${command} ${args.join(" ")} failed`);
    console.error(`  The edited copy is kept in ${target}`);
    process.exit(result.status ?? 1);
  }
}

// Left out: they test the shipped nginx configuration and bad requests to it, which no edit in
// content/ changes, and starting nginx is the slowest part of the browser suite. The normal run
// before this one covers them.
const contentIndependent = new Set(["nginx.spec.ts", "hardening.spec.ts"]);

console.log(`The owner's edits, in a copy of the project (${target}):`);
await copyProject(root, target);
await ownersEdits();
run("npm", ["run", "build"]);
run("npx", ["vitest", "run"]);
const specs = (await readdir(join(target, "tests/e2e")))
  .filter((file) => file.endsWith(".spec.ts") && !contentIndependent.has(file))
  .sort()
  .map((file) => `tests/e2e/${file}`);
run("npx", ["playwright", "test", ...specs], { E2E_PORT: String(await freePort()) });
await rm(target, { recursive: true, force: true });
console.log("\n✔ The site builds and passes its tests after the owner's edits");
