// A request target read the way nginx reads it before matching a location: percent-escapes
// decoded, runs of slashes merged, `.` and `..` segments resolved, the query kept as sent.
// scripts/serve.ts routes on this, so the local server redirects, serves and refuses (400) the
// very paths nginx does. WHATWG URL parsing would not do: it reads `//evil.com/` as a host.
import { canonicalRedirect } from "./rules.ts";

export type RequestTarget = {
  /** Decoded and normalised: starts with `/`, no empty, `.` or `..` segment. */
  path: string;
  /** What followed the first `?`, undecoded; empty when there was none. */
  query: string;
};

/** An absolute-form target (`GET http://host/path`), which nginx answers by its path. */
const absoluteForm = /^https?:\/\/[^/?#]*/i;

/**
 * The target's path and query, or null where nginx answers 400 Bad Request. `target` holds one
 * character per byte received, as Node's `request.url` does (latin1).
 */
export function parseRequestTarget(target: string): RequestTarget | null {
  const origin = absoluteForm.exec(target)?.[0] ?? "";
  const rest = target.slice(origin.length);
  const relative = origin && !rest.startsWith("/") ? `/${rest}` : rest;
  if (!relative.startsWith("/")) return null;
  const queryStart = relative.indexOf("?");
  const rawPath = queryStart < 0 ? relative : relative.slice(0, queryStart);
  const query = queryStart < 0 ? "" : relative.slice(queryStart + 1);
  // A fragment never belongs in a request; nginx ends the path at `#`.
  const fragmentStart = rawPath.indexOf("#");
  const decoded = percentDecoded(fragmentStart < 0 ? rawPath : rawPath.slice(0, fragmentStart));
  if (decoded === null) return null;
  const path = withoutDotSegments(decoded);
  return path === null ? null : { path, query };
}

/** The Location a target is redirected to: a page, the query kept as sent; or null. */
export function redirectLocation(target: RequestTarget, pages: readonly string[]): string | null {
  const page = canonicalRedirect(target.path, pages);
  if (page === null) return null;
  return target.query ? `${page}?${target.query}` : page;
}

/** Every %XX as its byte, the bytes read as UTF-8; null for a broken escape or a NUL byte. */
function percentDecoded(path: string): string | null {
  const bytes = Buffer.from(path, "latin1");
  const out: number[] = [];
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] ?? 0;
    if (byte !== 0x25) {
      out.push(byte);
      continue;
    }
    const hex = bytes.subarray(index + 1, index + 3).toString("latin1");
    if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
    out.push(Number.parseInt(hex, 16));
    index += 2;
  }
  return out.includes(0) ? null : Buffer.from(out).toString("utf8");
}

/** Slashes merged and dot segments resolved; null when `..` climbs above the root. */
function withoutDotSegments(path: string): string | null {
  const segments = path.split("/");
  const last = segments.at(-1);
  const isDirectory = last === "" || last === "." || last === "..";
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (kept.pop() === undefined) return null;
      continue;
    }
    kept.push(segment);
  }
  if (kept.length === 0) return "/";
  return `/${kept.join("/")}${isDirectory ? "/" : ""}`;
}
