// Serves build/client the way the production hosts do (build/nginx.conf, deploy/README.md), from
// the same rules in scripts/hosting: one canonical URL per page without a trailing slash, 404.html
// with status 404 for unknown paths, long caching for hashed assets, precompressed responses and
// the build's security headers. Used by `npm start` and the browser tests.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { cacheControlFor, canonicalRedirect, notFoundPage } from "./hosting/rules.ts";
import { siteSecurityHeaders } from "./hosting/site-headers.ts";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

// Computed from the built pages exactly as the build computes them for nginx and _headers.
const securityHeaders = await siteSecurityHeaders(root).then(
  (result) => result.headers,
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);

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
  ".xml": "text/xml; charset=utf-8",
  ".ico": "image/x-icon",
};

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The file a URL path is served from, or null. Directories serve their index.html. */
async function resolveFile(pathname: string): Promise<string | null> {
  // nginx serves the 404 page only as the answer to unknown paths, never at its own URL.
  if (pathname === notFoundPage) return null;
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
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  const available: typeof options = [];
  for (const option of options) {
    if (await isFile(`${file}${option.suffix}`)) available.push(option);
  }
  return {
    encoding: available.find((option) => accepted.has(option.name)),
    isCompressible: available.length > 0,
  };
}

const server = createServer(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { ...securityHeaders, Allow: "GET, HEAD" });
    response.end();
    return;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  const { pathname } = url;

  const canonical = canonicalRedirect(pathname);
  if (canonical) {
    response.writeHead(301, { ...securityHeaders, Location: `${canonical}${url.search}` });
    response.end();
    return;
  }

  const file = await resolveFile(pathname).catch(() => null);
  const served = file ?? join(root, notFoundPage);
  const { encoding, isCompressible } = await precompressed(
    served,
    String(request.headers["accept-encoding"] ?? ""),
  );
  response.writeHead(file ? 200 : 404, {
    ...securityHeaders,
    "Content-Type": types[extname(served)] ?? "application/octet-stream",
    "Cache-Control": cacheControlFor(pathname, file !== null),
    ...(isCompressible ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "Content-Encoding": encoding.name } : {}),
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  createReadStream(encoding ? `${served}${encoding.suffix}` : served).pipe(response);
});

server.listen(port, host, () => {
  // In Swedish: `npm start` is the owner's command, and this is the line it ends with.
  const address = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  console.log(`Sajten visas på ${address} – öppna adressen i webbläsaren. Stoppa med Ctrl+C.`);
});
