// Serves build/client the way the production hosts do (deploy/ has their configs): one canonical
// URL per page without a trailing slash, 404.html with status 404 for unknown paths, long
// caching for hashed assets. Used by `npm start` and the browser tests.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { cacheControl } from "./hosting/rules.ts";

const root = join(import.meta.dirname, "..", "build", "client");
// The security headers the build computed for every host (scripts/hosting), so local runs and
// the browser tests see the same Content-Security-Policy as production.
const headersFile = join(root, "..", "headers.json");
const securityHeaders: Record<string, string> = existsSync(headersFile)
  ? JSON.parse(readFileSync(headersFile, "utf8"))
  : {};
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ico": "image/x-icon",
};

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The file a URL path is served from, or null. Directories serve their index.html. */
async function resolveFile(pathname: string): Promise<string | null> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [join(root, safe), join(root, safe, "index.html")];
  for (const candidate of candidates) {
    if (candidate.startsWith(root) && (await isFile(candidate))) return candidate;
  }
  return null;
}

/** The build writes .br and .gz beside text files; send the best one the browser accepts. */
async function precompressed(file: string, acceptEncoding: string) {
  const options = [
    { name: "br", suffix: ".br" },
    { name: "gzip", suffix: ".gz" },
  ];
  for (const option of options) {
    if (acceptEncoding.includes(option.name) && (await isFile(`${file}${option.suffix}`)))
      return option;
  }
  return null;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const { pathname } = url;

  if (pathname.length > 1 && pathname.endsWith("/")) {
    response.writeHead(301, {
      ...securityHeaders,
      Location: `${pathname.replace(/\/+$/, "")}${url.search}`,
    });
    response.end();
    return;
  }

  const file = await resolveFile(pathname).catch(() => null);
  const status = file ? 200 : 404;
  const served = file ?? join(root, "404.html");
  const isHashedAsset = pathname.startsWith("/assets/");
  const encoding = await precompressed(served, String(request.headers["accept-encoding"] ?? ""));
  response.writeHead(status, {
    ...securityHeaders,
    "Content-Type": types[extname(served)] ?? "application/octet-stream",
    "Cache-Control": isHashedAsset ? cacheControl.asset : cacheControl.html,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding.name } : {}),
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  createReadStream(encoding ? `${served}${encoding.suffix}` : served).pipe(response);
});

server.listen(port, host, () => {
  console.log(`The site is served on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
