// `npm start`, the owner's one command: builds the site, then serves it on
// http://localhost:4173/ with the editor on /redigera/, whose saves go straight into content/
// (scripts/local/editor-backend.ts). Each change under content/ rebuilds the site, one build at a
// time, and every open page of the site loads the new build by itself. A build that fails keeps
// the last good one on screen (scripts/build.ts swaps build/ only on success) and says why, in
// Swedish. Bound to 127.0.0.1: nothing on the network can reach the editor.
import { existsSync, watch } from "node:fs";
import { join } from "node:path";
import { createBuildServer } from "./hosting/build-server.ts";
import { editorFolder } from "./hosting/rules.ts";
import { editorBackend } from "./local/editor-backend.ts";
import { liveReload, withLiveReload } from "./local/live-reload.ts";
import { rebuildQueue } from "./local/rebuild-queue.ts";
import { type BuildReport, runBuild } from "./local/run-build.ts";

const projectRoot = join(import.meta.dirname, "..");
const client = join(projectRoot, "build", "client");
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
  // After the check, the app build failed: its last lines say why.
  if (report.isChecked) {
    console.log(
      report.tail.length > 0
        ? `${report.tail.join("\n")}\n`
        : "Bygget avbröts utan att säga varför.",
    );
  }
  console.log(
    existsSync(client)
      ? "Sajten byggdes inte om: rätta det som står ovan och spara igen. Sidan visar den senaste version som gick att bygga."
      : "Sajten gick inte att bygga: rätta det som står ovan och kör npm start igen.",
  );
}

// --befintligt-bygge serves the build already there and builds only after a change: for the
// owner-edit check, whose copy of the project is built just before.
if (!process.argv.includes("--befintligt-bygge") || !existsSync(client)) {
  console.log("Bygger sajten …");
  tell(await runBuild(projectRoot), "");
  if (!existsSync(client)) process.exit(1);
}

const reload = liveReload(() => ({ "X-Content-Type-Options": "nosniff" }));
const backend = await editorBackend(projectRoot, port);
const site = await createBuildServer({
  root: client,
  intercept: (request, response, path) =>
    backend(request, response, path) || reload.handle(request, response, path),
  rewritePage: withLiveReload,
});

const queue = rebuildQueue({
  quietMs: 400,
  build: async () => {
    console.log("\nSparat – bygger om …");
    const report = await runBuild(projectRoot);
    if (report.isBuilt) {
      await site.reload();
      reload.built();
    }
    tell(report, " – öppna sidor visar ändringen nu.");
  },
});
watch(join(projectRoot, "content"), { recursive: true }, () => queue.changed());

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
