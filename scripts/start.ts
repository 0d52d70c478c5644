// `npm start`, the owner's one command: builds the site, then serves it on
// http://localhost:4173/ with the editor on /redigera/, whose saves go straight into content/
// (scripts/local/editor-backend.ts). Each change under content/ rebuilds the site, one build at a
// time, and every open page of the site loads the new build by itself; the editor's page hears
// how each rebuild went. A build that fails keeps the last good one on screen (scripts/build.ts
// swaps build/ only on success) and says why, in Swedish. When content/ has never been built,
// every page of the site says what to fix and the editor is served beside it, so a broken file
// never locks the owner out. Bound to 127.0.0.1: nothing on the network can reach the editor.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { lineOf, type Problem } from "#model/files.ts";
import { createBuildServer } from "./hosting/build-server.ts";
import { editorFolder } from "./hosting/rules.ts";
import { editorBackend } from "./local/editor-backend.ts";
import { writeFixFirstSite } from "./local/fix-first-page.ts";
import { keepLastBuilt } from "./local/last-built.ts";
import { type BuildStatus, liveReload, withLiveReload } from "./local/live-reload.ts";
import { rebuildQueue } from "./local/rebuild-queue.ts";
import { type BuildReport, runBuild } from "./local/run-build.ts";
import { watchContent } from "./local/watch-content.ts";

const projectRoot = join(import.meta.dirname, "..");
const client = join(projectRoot, "build", "client");
/** What is served while content/ has never been built: the page that says what to fix. */
const fixFirst = join(projectRoot, "node_modules", ".cache", "lokal-sajt");
const port = Number(process.env.PORT ?? 4173);
const host = "127.0.0.1";
const address = `http://localhost:${port}`;

/** The check's lines of the last build, so a rebuild repeats them only when they change. */
let lastCheck = "";

function tell(report: BuildReport, what: string) {
  const check = report.checkLines.join("\n");
  if (check && (check !== lastCheck || !report.isBuilt)) console.log(`\n${check}\n`);
  lastCheck = check;
  if (report.isBuilt) {
    console.log(`Klart på ${report.seconds} s${what}`);
    return;
  }
  // After the check, the app build failed: a file of content/ changed while it ran (the check's
  // words, no stack trace), or its last lines say why.
  if (report.isChecked) {
    const why = report.problems.length > 0 ? report.problems.map(lineOf) : report.tail;
    console.log(why.length > 0 ? `${why.join("\n")}\n` : "Bygget avbröts utan att säga varför.");
  }
  console.log(
    existsSync(client)
      ? "Sajten byggdes inte om: rätta det som står ovan och spara igen. Sidan visar den senaste version som gick att bygga."
      : `Sajten gick inte att bygga: rätta det som står ovan, i redigeraren (${address}${editorFolder}) eller i filen. Sajten byggs när du sparar.`,
  );
}

/**
 * Why a build failed: the problems it found in content/, as data; where it found none, what it
 * said last (after a passed check, whose lines only list the demo's placeholders, the app build's
 * last words; else the check's own lines).
 */
function reasons(report: BuildReport): { problems: Problem[]; lines: string[] } {
  if (report.problems.length > 0) return { problems: report.problems, lines: [] };
  return { problems: [], lines: report.isChecked ? report.tail.slice(-5) : report.checkLines };
}

/** Why a build failed, as the page that says what to fix lists it. */
const reasonLines = (report: BuildReport) => {
  const { problems, lines } = reasons(report);
  return [...problems.map(lineOf), ...lines];
};

// --befintligt-bygge serves the build already there and builds only after a change: for the
// owner-edit check, whose copy of the project is built just before.
let firstReport: BuildReport | null = null;
if (!process.argv.includes("--befintligt-bygge") || !existsSync(client)) {
  console.log("Bygger sajten …");
  firstReport = await runBuild(projectRoot);
  if (firstReport.isBuilt) await keepLastBuilt(projectRoot);
  tell(firstReport, "");
} else {
  // The build already there was made of content/ as it is: its files are the last good ones.
  await keepLastBuilt(projectRoot);
}
if (!existsSync(client)) {
  console.log("Gör i ordning redigeraren …");
  await writeFixFirstSite(fixFirst, firstReport ? reasonLines(firstReport) : []);
}

const reload = liveReload(() => ({ "X-Content-Type-Options": "nosniff" }));
// A first build that failed is what the editor's box says on opening, as after a save.
if (firstReport && !firstReport.isBuilt) reload.status({ state: "fel", ...reasons(firstReport) });
const backend = editorBackend(projectRoot, port);
const site = await createBuildServer({
  root: existsSync(client) ? client : fixFirst,
  intercept: (request, response, path) =>
    backend(request, response, path) || reload.handle(request, response, path),
  rewritePage: withLiveReload,
});

const queue = rebuildQueue({
  quietMs: 400,
  build: async () => {
    console.log("\nSparat – bygger om …");
    reload.status({ state: "bygger" });
    const report = await runBuild(projectRoot);
    let status: BuildStatus = { state: "fel", ...reasons(report) };
    if (report.isBuilt) {
      await keepLastBuilt(projectRoot);
      await site.reload(client);
      reload.built();
      status = { state: "klar", seconds: report.seconds };
    } else if (!existsSync(client)) {
      await writeFixFirstSite(fixFirst, reasonLines(report));
      await site.reload(fixFirst);
      reload.built();
    }
    reload.status(status);
    tell(report, " – öppna sidor visar ändringen nu.");
  },
});
await watchContent(join(projectRoot, "content"), () => queue.changed());

site.server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Porten ${port} används redan – stäng det andra fönstret där npm start körs, eller välj en annan port: PORT=4174 npm start`
      : error.message,
  );
  process.exit(1);
});
site.server.listen(port, host, () => {
  console.log(`
Sajten visas på ${address}/
Redigeraren finns på ${address}${editorFolder} – det du sparar där skrivs i content/, sajten byggs
om och sidan i webbläsaren visar ändringen efter en stund.
Stoppa med Ctrl+C.`);
});
