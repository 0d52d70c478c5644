// `npm run bench`: Lighthouse 13 on every route, mobile and desktop, 5 runs each, the median of
// each figure. A benchmark, not a test: it prints the table and the misses against DESIGN.md
// section 8, writes bench-results/latest.json, and exits 0 unless --strict. --reports also keeps
// every run's full Lighthouse report in bench-results/reports/, where the cause of a miss is found.
//
// By default it measures the owner's site: a copy of the project whose photos are real camera
// photographs (bench/real-photos.ts), built afresh. --photos demo measures the build in build/
// with the demo drawings, building it first if there is none.
//
//   npm run bench -- --runs 1 --routes /,/portfolio --form mobile --photos demo --reports
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { buildWithRealPhotos } from "./bench/real-photos.ts";
import {
  budgetMisses,
  failingAudits,
  type LighthouseResult,
  markdownTable,
  medianRow,
  type Row,
  rowOf,
} from "./bench/summary.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { builtPagePaths } from "./hosting/built-pages.ts";
import { startNginx } from "./hosting/nginx-server.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    photos: { type: "string", default: "real" },
    // Every page of the build (built-pages.ts) unless narrowed.
    routes: { type: "string" },
    form: { type: "string", default: "both" },
    strict: { type: "boolean", default: false },
    reports: { type: "boolean", default: false },
  },
});

const root = join(import.meta.dirname, "..");

let buildDir = join(root, "build");
if (values.photos === "real") {
  buildDir = await buildWithRealPhotos(root, join(tmpdir(), "fotograf-bench-real-photos"));
} else if (!existsSync(join(buildDir, "client", "index.html"))) {
  console.log("No build yet: running npm run build …");
  await new Promise((done) =>
    spawn("npm", ["run", "build"], { stdio: "inherit" }).on("exit", done),
  );
}

// Measured as production serves it: the shipped nginx configuration, over HTTPS and HTTP/2.
const server = await startNginx(buildDir, { isHttps: true });
const base = server.origin;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  // The test certificate is self-signed.
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumFlags],
});

const reportDir = join(root, "bench-results", "reports");
if (values.reports) await mkdir(reportDir, { recursive: true });
const rows: Row[] = [];
const misses: string[] = [];
let lighthouseVersion = "";
try {
  const forms =
    values.form === "both"
      ? (["mobile", "desktop"] as const)
      : ([values.form] as ["mobile" | "desktop"]);
  for (const route of values.routes?.split(",") ?? builtPagePaths(join(buildDir, "client"))) {
    for (const form of forms) {
      const runs: { row: Row; lhr: LighthouseResult }[] = [];
      for (let run = 0; run < Number(values.runs); run++) {
        const result = await lighthouse(
          `${base}${route}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          form === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned no report for ${route} (${form})`);
        // Lighthouse's Result type is richer than what summary.ts reads.
        const lhr = result.lhr as unknown as LighthouseResult;
        lighthouseVersion = result.lhr.lighthouseVersion;
        runs.push({ row: rowOf(route, form, lhr), lhr });
        if (values.reports) {
          const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${form}-${run + 1}.json`;
          await writeFile(join(reportDir, name), JSON.stringify(result.lhr));
        }
      }
      const row = medianRow(runs.map((r) => r.row));
      rows.push(row);
      const rowMisses = budgetMisses(row);
      if (rowMisses.length > 0) {
        misses.push(
          ...rowMisses,
          ...failingAudits(runs[0]?.lhr as LighthouseResult).map((a) => `    ${a}`),
        );
      }
      console.log(
        `${route} ${form}: Performance ${row.performance}, LCP ${Math.round(row.lcp)} ms`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const table = markdownTable(rows);
await mkdir(join(root, "bench-results"), { recursive: true });
await writeFile(
  join(root, "bench-results", "latest.json"),
  JSON.stringify(
    { date: new Date().toISOString(), photos: values.photos, runs: Number(values.runs), rows },
    null,
    2,
  ),
);
console.log(
  `\nLighthouse ${lighthouseVersion}, ${values.photos} photos, median of ${values.runs} run(s) per row:\n\n${table}\n`,
);
console.log(
  misses.length > 0 ? `Budget misses:\n${misses.join("\n")}` : "Every row meets the budget.",
);
if (values.strict && misses.length > 0) process.exit(1);
