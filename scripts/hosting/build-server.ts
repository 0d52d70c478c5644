// Serves build/client the way the production hosts do (build/nginx.conf, deploy/README.md), from
// the same rules in scripts/hosting: one canonical URL per page without a trailing slash, 404.html
// with status 404 for unknown paths, long caching for hashed assets, precompressed responses, the
// build's security headers, and the editor's own headers on its folder. scripts/serve.ts serves a
// build with it as it is; scripts/start.ts (the owner's `npm start`) adds the editor's local
// backend and the live reload of an open page (scripts/local).
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import { extname, join } from "node:path";
import { builtPagePaths } from "./built-pages.ts";
import { parseRequestTarget, redirectLocation } from "./request-target.ts";
import { cacheControlFor, editorFolder, notFoundPage } from "./rules.ts";
import { siteSecurityHeaders } from "./site-headers.ts";

export type BuildServerOptions = {
  /** The build's client folder. */
  root: string;
  /**
   * Answers a request before the build does (the local server's editor backend and live
   * reload); returns false to leave it to the build. `path` is decoded and normalised.
   */
  intercept?: (request: IncomingMessage, response: ServerResponse, path: string) => boolean;
  /** Rewrites a page of the site (never the editor's) before it is sent. */
  rewritePage?: (html: string) => string;
};

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
  ".yml": "text/yaml; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
};

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The build writes .br and .gz beside text files; the best one the browser accepts. */
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

/** What Node answers a request it cannot read; anything else is a 400, as nginx answers it. */
const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * A server for the build in `root`. `reload()` reads the build again (its pages and the hashes
 * in its policy), for the local server after each rebuild, from another folder if it names one
 * (`npm start` serves a page saying what to fix until content/ can be built); it throws when the
 * folder has no build.
 */
export async function createBuildServer(options: BuildServerOptions) {
  const { intercept, rewritePage } = options;
  let root = options.root;
  // Computed from the built pages exactly as the build computes them for nginx and _headers.
  let state: {
    headers: Record<string, string>;
    editorHeaders: Record<string, string>;
    pages: string[];
  };
  const reload = async (from = root) => {
    const { headers, editorHeaders } = await siteSecurityHeaders(from);
    state = { headers, editorHeaders, pages: builtPagePaths(from) };
    root = from;
  };
  await reload();

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

  const server: Server = createServer(async (request, response) => {
    const { headers } = state;
    const target = parseRequestTarget(request.url ?? "/");
    if (target && intercept?.(request, response, target.path)) return;
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...headers, Allow: "GET, HEAD" });
      response.end();
      return;
    }
    if (!target) {
      response.writeHead(400, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      response.end("Bad Request\n");
      return;
    }

    const location = redirectLocation(target, state.pages);
    if (location) {
      response.writeHead(301, { ...headers, Location: location });
      response.end();
      return;
    }

    const file = await resolveFile(target.path);
    const served = file ?? join(root, notFoundPage);
    const isEditor = file !== null && target.path.startsWith(editorFolder);
    const rewrite = rewritePage && !isEditor && extname(served) === ".html" ? rewritePage : null;
    const { encoding, isCompressible } = rewrite
      ? { encoding: undefined, isCompressible: false }
      : await precompressed(served, String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(file ? 200 : 404, {
      ...(isEditor ? state.editorHeaders : headers),
      "Content-Type": types[extname(served)] ?? "application/octet-stream",
      "Cache-Control": cacheControlFor(target.path, file !== null),
      ...(isCompressible ? { Vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "Content-Encoding": encoding.name } : {}),
    });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    if (rewrite) {
      response.end(rewrite(await readFile(served, "utf8")));
      return;
    }
    createReadStream(encoding ? `${served}${encoding.suffix}` : served)
      .on("error", () => response.destroy())
      .pipe(response);
  });

  // Node answers a request it cannot parse (a control character in the path, a request line over
  // 16 KB) by itself, without the security headers; nginx sends them with its 400 and 414.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus[error.code ?? ""] ?? 400;
    const lines = Object.entries(state.headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}` +
        "Content-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });

  return { server, reload };
}
