// `npm run bench`: Lighthouse 13 on every route, mobile and desktop, 5 runs each, the median of
// each figure, under both of Lighthouse's throttling methods: simulated (a trace taken unthrottled,
// its network and processor time then modelled) and applied (`devtools`: the latency, bandwidth
// and processor slowdown really imposed while the page loads, closer to what a phone on weak 4G
// lives). A benchmark, not a test: it prints one table per method and the misses against the
// budget, writes bench-results/latest.json, and exits 0 unless --strict. --reports also keeps
// every run's full Lighthouse report in bench-results/reports/, where the cause of a miss is found.
//
// By default it measures the owner's site: a copy of the project whose photos are real camera
// photographs (bench/real-photos.ts), built afresh. --photos demo measures the build in build/
// with the demo drawings, building it first if there is none. --project measures another copy
// of the project (a variant for an ablation) the same way; --build measures a build folder
// made before, as it is, so variants can be measured in turns without building again.
//
//   npm run bench -- --runs 1 --routes /,/portfolio --form mobile --method devtools --reports
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { buildWithRealPhotos } from "./bench/real-photos.ts";
import {
  budgetMisses,
  failingAudits,
  type LighthouseResult,
  type Method,
  markdownTable,
  medianRow,
  methodNames,
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
    // simulate, devtools, or both.
    method: { type: "string", default: "both" },
    project: { type: "string" },
    build: { type: "string" },
    strict: { type: "boolean", default: false },
    reports: { type: "boolean", default: false },
  },
});

const root = join(import.meta.dirname, "..");
const project = resolve(values.project ?? root);
const methods: Method[] =
  values.method === "both" ? ["simulate", "devtools"] : [values.method as Method];
if (!methods.every((method) => method === "simulate" || method === "devtools")) {
  throw new Error(`--method ${values.method}: expected simulate, devtools or both`);
}

let buildDir = join(project, "build");
if (values.build) {
  buildDir = resolve(values.build);
} else if (values.photos === "real") {
  // One copy per project folder, so variants (and worktrees) built side by side keep theirs.
  buildDir = await buildWithRealPhotos(
    project,
    join(tmpdir(), `fotograf-bench-real-photos-${basename(project)}`),
  );
} else if (!existsSync(join(buildDir, "client", "index.html"))) {
  console.log("No build yet: running npm run build …");
  await new Promise((done) =>
    spawn("npm", ["run", "build"], { cwd: project, stdio: "inherit" }).on("exit", done),
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
      // The methods take turns run by run, so a busy moment on the machine falls on both alike.
      const runs = new Map(methods.map((method) => [method, [] as Row[]]));
      const firstReports = new Map<Method, LighthouseResult>();
      for (let run = 0; run < Number(values.runs); run++) {
        for (const method of methods) {
          const result = await lighthouse(
            `${base}${route}`,
            { port: chrome.port, output: "json", logLevel: "error", throttlingMethod: method },
            form === "desktop" ? desktopConfig : undefined,
          );
          if (!result) {
            throw new Error(`Lighthouse returned no report for ${route} (${form}, ${method})`);
          }
          lighthouseVersion = result.lhr.lighthouseVersion;
          // A run Lighthouse could not measure (on a busy machine, now and then) has no figures:
          // left out of the median rather than counted as a score of 0.
          if (result.lhr.runtimeError) {
            console.log(
              `${route} ${form} ${method}: run left out, ${result.lhr.runtimeError.code}`,
            );
            continue;
          }
          // Lighthouse's Result type is richer than what summary.ts reads.
          const lhr = result.lhr as unknown as LighthouseResult;
          runs.get(method)?.push(rowOf(route, form, method, lhr));
          if (!firstReports.has(method)) firstReports.set(method, lhr);
          if (values.reports) {
            const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${form}-${method}-${run + 1}.json`;
            await writeFile(join(reportDir, name), JSON.stringify(result.lhr));
          }
        }
      }
      for (const method of methods) {
        const measured = runs.get(method) ?? [];
        if (measured.length === 0) throw new Error(`No run measured ${route} (${form}, ${method})`);
        const row = medianRow(measured);
        rows.push(row);
        const rowMisses = budgetMisses(row);
        if (rowMisses.length > 0) {
          misses.push(
            ...rowMisses,
            ...failingAudits(firstReports.get(method) as LighthouseResult).map((a) => `    ${a}`),
          );
        }
        console.log(
          `${route} ${form} ${method}: Performance ${row.performance}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

await mkdir(join(root, "bench-results"), { recursive: true });
await writeFile(
  join(root, "bench-results", "latest.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      photos: values.photos,
      build: buildDir,
      runs: Number(values.runs),
      rows,
    },
    null,
    2,
  ),
);
for (const method of methods) {
  const table = markdownTable(rows.filter((row) => row.method === method));
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${methodNames[method]}, ${values.photos} photos, median of ${values.runs} run(s) per row:\n\n${table}\n`,
  );
}
console.log(
  misses.length > 0 ? `Budget misses:\n${misses.join("\n")}` : "Every row meets the budget.",
);
if (values.strict && misses.length > 0) process.exit(1);
