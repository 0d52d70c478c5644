// `npm run bench`: Lighthouse 13 on every route, mobile and desktop, 5 runs each, the median of
// each figure, under both of Lighthouse's throttling methods: simulated (a trace taken unthrottled,
// its network and processor time then modelled) and applied (`devtools`: the latency, bandwidth
// and processor slowdown really imposed while the page loads, closer to what a phone on weak 4G
// lives). Beside the pages it measures the floor, a bare page (bench/floor.ts), in the same
// rounds: the budget is a distance to it, since absolute times drift with the machine's load. A
// benchmark, not a test: it prints one table per form and method, each page's paints also as
// their distance to the floor's and the largest paint's spread over the runs, and the misses
// against the budget, writes bench-results/latest.json, and exits 0 unless --strict. --reports
// also keeps every run's full Lighthouse report in bench-results/reports/, where the cause of a
// miss is found. Then it loads each page once at each phone width (and a tablet's and a laptop's)
// under the same applied throttling and prints the layout shift of each load (bench/layout-shift.ts;
// --no-shifts leaves it out). --long-tasks prints where each page's blocking time went: every task
// of 50 ms or more in each applied-throttling load, its work by kind and the script that asked for
// it (bench/long-tasks.ts). Last, the owner's editor on her phone, signed in, in the publishing
// rehearsal of the (first) project, which Lighthouse cannot sign in to (bench/editor-phone.ts;
// --no-editor leaves it out).
//
// By default it measures the owner's site: a copy of the project whose photos are real camera
// photographs (bench/real-photos.ts), built afresh. --photos demo measures the build in build/
// with the demo drawings, building it first if there is none. --project measures another copy
// of the project (a variant for an ablation) the same way; --build measures a build folder
// made before, as it is. Both may be given several times: the variants are then measured in
// turns, round by round with the floor, each from its own nginx, so a busy moment on the machine
// falls on all alike, and each gets its own tables. --beside <ref> measures the working tree and
// the commit <ref> that way (bench/beside.ts): a regression beside the commit before it.
//
//   npm run bench -- --runs 1 --routes /,/portfolio --form mobile --method devtools --reports
//   npm run bench -- --build ../with/build --build ../without/build --routes / --form mobile
//   npm run bench -- --beside 5b4ecbb --routes /,/portfolio --form mobile --no-editor
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { checkoutBeside } from "./bench/beside.ts";
import {
  type EditorRuns,
  editorMisses,
  editorTable,
  measureEditorOnPhone,
} from "./bench/editor-phone.ts";
import { type PhotoRuns, photosTable } from "./bench/editor-photos.ts";
import { floorBuild } from "./bench/floor.ts";
import {
  measureLayoutShift,
  type ShiftRow,
  shiftMisses,
  shiftTable,
} from "./bench/layout-shift.ts";
import { type LongTask, longTasksOf, taskLine } from "./bench/long-tasks.ts";
import { buildWithRealPhotos } from "./bench/real-photos.ts";
import {
  budgetMisses,
  failingAudits,
  floorOf,
  floorRoute,
  type LighthouseResult,
  type Method,
  markdownTable,
  medianRow,
  methodNames,
  type Row,
  rowOf,
} from "./bench/summary.ts";
import { chromiumFlags, chromiumPath, quietFeatures, withDisabledFeatures } from "./chromium.ts";
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
    project: { type: "string", multiple: true },
    build: { type: "string", multiple: true },
    beside: { type: "string" },
    strict: { type: "boolean", default: false },
    reports: { type: "boolean", default: false },
    "long-tasks": { type: "boolean", default: false },
    shifts: { type: "boolean", default: true },
    editor: { type: "boolean", default: true },
  },
  allowNegative: true,
});

const root = join(import.meta.dirname, "..");
const methods: Method[] =
  values.method === "both" ? ["simulate", "devtools"] : [values.method as Method];
if (!methods.every((method) => method === "simulate" || method === "devtools")) {
  throw new Error(`--method ${values.method}: expected simulate, devtools or both`);
}

/** The build folder measured for `project`: its real-photo copy's, or its own demo build. */
async function buildOf(project: string): Promise<string> {
  if (values.photos === "real") {
    // One copy per project folder, so variants (and worktrees) built side by side keep theirs.
    return buildWithRealPhotos(
      project,
      join(tmpdir(), `fotograf-bench-real-photos-${basename(project)}`),
    );
  }
  const buildDir = join(project, "build");
  if (!existsSync(join(buildDir, "client", "index.html"))) {
    console.log("No build yet: running npm run build …");
    await new Promise((done) =>
      spawn("npm", ["run", "build"], { cwd: project, stdio: "inherit" }).on("exit", done),
    );
  }
  return buildDir;
}

type Variant = { name: string; buildDir: string; origin: string; stop: () => Promise<void> };
/** How a line of output names what it measured; the variant only when there are several. */
const label = (variant: Variant, ...rest: string[]) =>
  [variant.name, ...rest].filter(Boolean).join(" ");
const variants: Variant[] = [];
const named = [
  ...(values.build ?? []).map((dir) => ({ name: dir, buildDir: resolve(dir) })),
  ...(values.project ?? []).map((dir) => ({ name: dir, project: resolve(dir) })),
];
if (values.beside) {
  named.push(
    { name: "working tree", project: root },
    { name: values.beside, project: await checkoutBeside(root, values.beside) },
  );
}
if (named.length === 0) named.push({ name: "", project: root });
for (const variant of named) {
  const buildDir = "buildDir" in variant ? variant.buildDir : await buildOf(variant.project);
  // Measured as production serves it: the shipped nginx configuration, over HTTPS and HTTP/2.
  const server = await startNginx(buildDir, { isHttps: true });
  variants.push({ name: variant.name, buildDir, origin: server.origin, stop: server.stop });
}
const [firstVariant] = variants as [Variant];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  // The launcher's own flags come first, with our features joined to its --disable-features:
  // Chromium reads only the last one (chromium.ts).
  ignoreDefaultFlags: true,
  chromeFlags: withDisabledFeatures(
    [
      ...chromeLauncher.Launcher.defaultFlags(),
      "--headless=new",
      // The test certificate is self-signed.
      "--ignore-certificate-errors",
      ...chromiumFlags,
    ],
    quietFeatures,
  ),
});

const reportDir = join(root, "bench-results", "reports");
if (values.reports) await mkdir(reportDir, { recursive: true });
// The floor, served beside the site and measured in the same rounds (bench/floor.ts).
const floorDir = await floorBuild();
const floorServer = await startNginx(floorDir, { isHttps: true });
const floorVariant: Variant = {
  name: "",
  buildDir: "",
  origin: floorServer.origin,
  stop: floorServer.stop,
};
const rows: Row[] = [];
const shiftRows: ShiftRow[] = [];
const longTasks: { variant: string; route: string; run: number; tasks: LongTask[] }[] = [];
const misses: string[] = [];
let lighthouseVersion = "";
try {
  const forms =
    values.form === "both"
      ? (["mobile", "desktop"] as const)
      : ([values.form] as ["mobile" | "desktop"]);
  const routes = values.routes?.split(",") ?? builtPagePaths(join(firstVariant.buildDir, "client"));
  // Each measured series: the floor or one page of one variant, under one method.
  const series = [
    ...methods.map((method) => ({ route: floorRoute, variant: floorVariant, method })),
    ...routes.flatMap((route) =>
      variants.flatMap((variant) => methods.map((method) => ({ route, variant, method }))),
    ),
  ];
  for (const form of forms) {
    // Round by round, every series once: a busy moment on the machine falls on all alike, the
    // floor included.
    const runs = new Map(series.map((one) => [one, [] as Row[]]));
    const firstReports = new Map<(typeof series)[number], LighthouseResult>();
    for (let run = 0; run < Number(values.runs); run++) {
      for (const one of series) {
        const { route, variant, method } = one;
        const path = route === floorRoute ? "/" : route;
        const result = await lighthouse(
          `${variant.origin}${path}`,
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
            `${label(variant, route, form, method)}: run left out, ${result.lhr.runtimeError.code}`,
          );
          continue;
        }
        // Lighthouse's Result type is richer than what summary.ts reads.
        const lhr = result.lhr as unknown as LighthouseResult;
        runs.get(one)?.push({ ...rowOf(route, form, method, lhr), variant: variant.name });
        if (!firstReports.has(one)) firstReports.set(one, lhr);
        if (values["long-tasks"] && method === "devtools" && route !== floorRoute) {
          const tasks = longTasksOf(result.artifacts.Trace.traceEvents);
          longTasks.push({ variant: variant.name, route, run: run + 1, tasks });
        }
        if (values.reports) {
          const prefix = variant.name ? `${variant.name.replace(/\W+/g, "-")}-` : "";
          const name = `${prefix}${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${form}-${method}-${run + 1}.json`;
          await writeFile(join(reportDir, name), JSON.stringify(result.lhr));
        }
      }
    }
    for (const one of series) {
      const { route, variant, method } = one;
      const measured = runs.get(one) ?? [];
      if (measured.length === 0) {
        throw new Error(`No run measured ${label(variant, route)} (${form}, ${method})`);
      }
      const row = { ...medianRow(measured), variant: variant.name };
      rows.push(row);
      console.log(
        `${label(variant, route, form, method)}: Performance ${row.performance}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms (spread ${Math.round(row.lcpSpread)} ms), TBT ${Math.round(row.tbt)} ms`,
      );
      if (route === floorRoute) continue;
      const floor = floorOf(rows, form, method);
      const rowMisses = budgetMisses(row, floor).map((miss) => label(variant, miss));
      if (rowMisses.length > 0) {
        misses.push(
          ...rowMisses,
          ...failingAudits(firstReports.get(one) as LighthouseResult).map((a) => `    ${a}`),
        );
      }
    }
  }
  if (values.shifts) {
    for (const variant of variants) {
      const measured = await measureLayoutShift(chrome.port, variant.origin, routes);
      for (const [index, shifts] of measured.entries()) {
        const row = { variant: variant.name, route: routes[index] as string, shifts };
        shiftRows.push(row);
        misses.push(...shiftMisses(row).map((miss) => label(variant, miss)));
      }
    }
  }
} finally {
  await chrome.kill();
  await floorServer.stop();
  await rm(floorDir, { recursive: true, force: true });
  for (const variant of variants) await variant.stop();
}

// After the pages, on its own: the rehearsal builds and serves beside nothing else.
let editorRuns: { screens: EditorRuns; photos: PhotoRuns } | null = null;
if (values.editor) {
  editorRuns = await measureEditorOnPhone(
    resolve(values.project?.[0] ?? root),
    Number(values.runs),
  );
  misses.push(...editorMisses(editorRuns.screens));
}

await mkdir(join(root, "bench-results"), { recursive: true });
await writeFile(
  join(root, "bench-results", "latest.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      photos: values.photos,
      builds: variants.map((variant) => variant.buildDir),
      runs: Number(values.runs),
      rows,
      layoutShift: shiftRows,
      longTasks,
      editor: editorRuns,
    },
    null,
    2,
  ),
);
for (const { variant, method } of variants.flatMap((variant) =>
  methods.map((method) => ({ variant, method })),
)) {
  const of = variant.name ? `${variant.name}: ` : "";
  for (const form of new Set(rows.map((row) => row.form))) {
    const floor = floorOf(rows, form, method);
    const table = markdownTable(
      [
        floor,
        ...rows.filter(
          (row) =>
            row.method === method &&
            row.form === form &&
            row.variant === variant.name &&
            row.route !== floorRoute,
        ),
      ],
      floor,
    );
    console.log(
      `\n${of}Lighthouse ${lighthouseVersion}, ${form}, ${methodNames[method]}, ${values.photos} photos, median of ${values.runs} run(s) per row, each page beside the floor (a bare page) measured in the same rounds:\n\n${table}\n`,
    );
  }
}
for (const variant of variants) {
  const measured = shiftRows.filter((row) => row.variant === variant.name);
  if (measured.length === 0) continue;
  const of = variant.name ? `${variant.name}: ` : "";
  console.log(
    `\n${of}layout shift during one load of each page, applied throttling (slow 4G, processor x4), by viewport width:\n\n${shiftTable(measured)}\n`,
  );
}
for (const { variant, route, run, tasks } of longTasks) {
  const of = variant ? `${variant} ` : "";
  console.log(`\n${of}${route}, applied throttling, round ${run}: ${tasks.length} long task(s)`);
  for (const task of tasks) console.log(`  ${taskLine(task)}`);
}
if (editorRuns) {
  console.log(
    `\nThe editor at her own address (the publishing rehearsal), 390 × 844, applied throttling (slow 4G, processor x4), median of ${values.runs} round(s), each beside the start page's hero photo:\n\n${editorTable(editorRuns.screens)}\n`,
  );
  console.log(
    `\nHer shoot into a new section at her own address, 390 × 844, processor x4 on Wi-Fi (no network throttling), median of ${values.runs} round(s):\n\n${photosTable(editorRuns.photos)}\n`,
  );
}
console.log(
  misses.length > 0 ? `Budget misses:\n${misses.join("\n")}` : "Every row meets the budget.",
);
if (values.strict && misses.length > 0) process.exit(1);
