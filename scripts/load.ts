// `npm run load`: a bounded load figure, not a test. The shipped nginx configuration serves the
// built site on 127.0.0.1 while autocannon requests every page and every file they load, as
// a browser accepting brotli would, from 100 connections for 10 seconds. Prints requests per
// second, latency and errors, and exits 1 on any error or answer other than 2xx.
//
//   npm run load -- --duration 5 --connections 50
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { builtPagePaths } from "./hosting/built-pages.ts";
import { startNginx } from "./hosting/nginx-server.ts";
import { loadFigures, pageAssets } from "./load/plan.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "100" },
  },
});
// Bounded whatever is asked: the machine is shared, and this is a figure, not a stress test.
const duration = Math.min(Math.max(Number(values.duration) || 10, 1), 60);
const connections = Math.min(Math.max(Number(values.connections) || 100, 1), 200);

const build = join(import.meta.dirname, "..", "build");
const client = join(build, "client");
if (!existsSync(join(client, "index.html"))) {
  console.log("No build yet: running npm run build …");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const paths = new Set<string>();
const pages = builtPagePaths(client);
for (const page of pages) {
  paths.add(page);
  const file = join(client, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
  for (const asset of pageAssets(await readFile(file, "utf8"))) paths.add(asset);
}

const nginx = await startNginx(build);
try {
  // startNginx listens on 127.0.0.1 only; the load never leaves the machine.
  const url = new URL(nginx.origin);
  if (url.hostname !== "127.0.0.1") throw new Error(`Refusing to load ${nginx.origin}`);
  console.log(
    `Loading ${nginx.origin} (the shipped nginx configuration): ${paths.size} URLs, ` +
      `${connections} connections, ${duration} s …`,
  );
  const result = await autocannon({
    url: nginx.origin,
    connections,
    duration,
    headers: { "accept-encoding": "br, gzip" },
    requests: [...paths].map((path) => ({ method: "GET", path })),
  });
  const figures = loadFigures(result);
  console.log(
    [
      `requests        ${figures.requests} (${paths.size} URLs: ${pages.length} pages and their files)`,
      `requests/s      ${figures.requestsPerSecond}`,
      `latency p50     ${figures.p50Ms} ms`,
      `latency p99     ${figures.p99Ms} ms`,
      `latency max     ${figures.maxMs} ms`,
      `throughput      ${figures.megabytesPerSecond} MB/s`,
      `errors          ${figures.errors} (connection errors, timeouts and non-2xx answers)`,
    ].join("\n"),
  );
  process.exitCode = figures.errors === 0 ? 0 : 1;
} finally {
  await nginx.stop();
}
