// Serves build/client the way the production hosts do (build/nginx.conf, deploy/README.md), from
// the same rules in scripts/hosting: one canonical URL per page without a trailing slash, 404.html
// with status 404 for unknown paths, long caching for hashed assets, precompressed responses and
// the build's security headers. Used by `npm start` and the browser tests.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, STATUS_CODES } from "node:http";
import { extname, join } from "node:path";
import { builtPagePaths } from "./hosting/built-pages.ts";
import { parseRequestTarget, redirectLocation } from "./hosting/request-target.ts";
import { cacheControlFor, notFoundPage } from "./hosting/rules.ts";
import { siteSecurityHeaders } from "./hosting/site-headers.ts";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

// Computed from the built pages exactly as the build computes them for nginx and _headers.
let securityHeaders: Record<string, string>;
let pages: string[];
try {
  securityHeaders = (await siteSecurityHeaders(root)).headers;
  pages = builtPagePaths(root);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

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

/** The file a normalised path is served from, or null. Directories serve their index.html. */
async function resolveFile(path: string): Promise<string | null> {
  // nginx serves the 404 page only as the answer to unknown paths, never at its own URL.
  if (path === notFoundPage) return null;
  // parseRequestTarget left no `..` in the path, so it stays inside root.
  const file = join(root, path);
  for (const candidate of [file, join(file, "index.html")]) {
    if (await isFile(candidate)) return candidate;
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
  const target = parseRequestTarget(request.url ?? "/");
  if (!target) {
    response.writeHead(400, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8" });
    response.end("Bad Request\n");
    return;
  }

  const location = redirectLocation(target, pages);
  if (location) {
    response.writeHead(301, { ...securityHeaders, Location: location });
    response.end();
    return;
  }

  const file = await resolveFile(target.path);
  const served = file ?? join(root, notFoundPage);
  const { encoding, isCompressible } = await precompressed(
    served,
    String(request.headers["accept-encoding"] ?? ""),
  );
  response.writeHead(file ? 200 : 404, {
    ...securityHeaders,
    "Content-Type": types[extname(served)] ?? "application/octet-stream",
    "Cache-Control": cacheControlFor(target.path, file !== null),
    ...(isCompressible ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "Content-Encoding": encoding.name } : {}),
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  createReadStream(encoding ? `${served}${encoding.suffix}` : served)
    .on("error", () => response.destroy())
    .pipe(response);
});

/** What Node answers a request it cannot read; anything else is a 400, as nginx answers it. */
const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

// Node answers a request it cannot parse (a control character in the path, a request line over
// 16 KB) by itself, without the security headers; nginx sends them with its 400 and 414.
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus[error.code ?? ""] ?? 400;
  const headers = Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join("")}` +
      "Content-Length: 0\r\nConnection: close\r\n\r\n",
  );
});

server.listen(port, host, () => {
  // In Swedish: `npm start` is the owner's command, and this is the line it ends with.
  const address = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  console.log(`Sajten visas på ${address} – öppna adressen i webbläsaren. Stoppa med Ctrl+C.`);
});
