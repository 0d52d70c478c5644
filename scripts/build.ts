// The production build: check content/, let React Router prerender every route, turn the
// prerendered not-found route into the 404.html that static hosts serve with status 404, let
// each page carry its stylesheets (scripts/page-css) and start its scripts after its first
// screen (scripts/app-start), then write the host configurations (scripts/hosting), precompress
// the text files and add the owner's editor (scripts/build-editor.ts, /redigera/, no page of the site).
// All of it happens in .build-next/ (react-router.config.ts), which takes the place of build/
// only once every step has succeeded: a build that fails or is stopped leaves the last good
// build/ as it was.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { deferAppStart } from "./app-start/defer-app-start.ts";
import { buildEditor } from "./build-editor.ts";
import { precompress } from "./hosting/precompress.ts";
import { inlineStylesheets } from "./page-css/inline-stylesheets.ts";

const root = join(import.meta.dirname, "..");
const build = join(root, "build");
const next = join(root, ".build-next");
const client = join(next, "client");

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  // A command that could not start at all (not installed, not on PATH) says nothing itself.
  if (result.error) console.error(`${command}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The build's own arguments (--publicera) are the content check's.
run(process.execPath, [join(import.meta.dirname, "check-content.ts"), ...process.argv.slice(2)]);
// Imported only now: it reads content/, and a content file that does not parse must reach the
// owner as the check's Swedish line, not as the trace of a failed import.
const { nginxPlacementFromEnv, writeHostingConfigs } = await import("./hosting/write-configs.ts");
await rm(next, { recursive: true, force: true });
run("react-router", ["build"]);

const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error(`Expected the prerendered not-found page at ${notFound}`);
  process.exit(1);
}
await rename(notFound, join(client, "404.html"));
await rm(join(client, "404"), { recursive: true, force: true });
// Every route is prerendered, so the SPA fallback would only ever mask a missing page.
await rm(join(client, "__spa-fallback.html"), { force: true });
console.log("Wrote build/client/404.html");
const pages = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
// Every page links the same root sheet: each sheet is read once.
const sheets = new Map<string, string>();
const readSheet = (href: string) => {
  const css = sheets.get(href) ?? readFileSync(join(client, href), "utf8");
  sheets.set(href, css);
  return css;
};
for (const page of pages) {
  const file = join(client, page);
  const html = await readFile(file, "utf8");
  const withStyles = inlineStylesheets(html, page, readSheet);
  await writeFile(file, deferAppStart(withStyles, page));
}
console.log(
  `${pages.length} pages carry their stylesheets and start their scripts after their first screen`,
);
// nginx serves from where the files will be, build/client, not from where they are made.
const hosting = await writeHostingConfigs(client, nginxPlacementFromEnv(join(build, "client")));
console.log(
  `Wrote nginx.conf, _headers, _redirects, sitemap.xml, robots.txt (${hosting.hashes} inline script and ${hosting.styleHashes} inline stylesheet hashes from ${hosting.pages} pages)`,
);
console.log(`Compressed ${await precompress(client)} files (.br, .gz)`);
const editor = await buildEditor(client);
console.log(
  editor.isCached
    ? "Copied the editor's page, unchanged since its last build, into build/client/redigera/"
    : "Built the editor's page into build/client/redigera/",
);

const previous = join(root, ".build-previous");
await rm(previous, { recursive: true, force: true });
if (existsSync(build)) await rename(build, previous);
await rename(next, build);
await rm(previous, { recursive: true, force: true });
console.log("build/ holds the new build");
