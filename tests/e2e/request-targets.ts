// Hostile request targets for the servers' generated-input tests, and where a browser goes on a
// redirect. Each target is bytes as they would arrive: sendRaw (raw-http.ts) writes them as is.
import fc from "fast-check";
import type { RawAnswer } from "./raw-http.ts";

/** Where a browser goes on `answer`: its Location resolved against the URL it asked for. */
export function landing(origin: string, target: string, answer: RawAnswer): URL {
  // WHATWG parsing, as a browser's: a backslash in the path counts as a slash.
  const asked = URL.parse(`${origin}${target}`) ?? new URL(origin);
  return new URL(answer.headers.location ?? "", asked);
}

/** Bytes a request target cannot hold raw: they end the request line or split it. */
const framing = new Set([0x20, 0x0d, 0x0a]);
const raw = (value: string | Uint8Array) =>
  Buffer.from(Buffer.from(value).filter((byte) => !framing.has(byte)));
/** Separators, dots and their escapes, broken escapes, URL syntax and the site's own files. */
const special = [
  ..."/ // \\ . .. %2F %2f %5C %5c %2E %2e %2e%2e % %% %G0 %00 ? # ; @ : & = + ~".split(" "),
  ..."evil.com http: https://x.se index.html assets 404.html .git".split(" "),
];
const hex = (byte: number) => byte.toString(16).padStart(2, "0");

/**
 * A piece of a hostile request path: separators, dots and their escapes, page names, any byte
 * percent-encoded (either case) or raw, Unicode raw as UTF-8 (lone surrogates too), and long runs
 * on either side of nginx's 8 KB and Node's 16 KB limits.
 */
const targetPiece = (pages: readonly string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...pages.map((page) => raw(page.slice(1)))) },
    { weight: 4, arbitrary: fc.constantFrom(...special).map(raw) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: 255 }), fc.boolean())
        .map(([byte, isUpper]) => raw(`%${isUpper ? hex(byte).toUpperCase() : hex(byte)}`)),
    },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }).map(raw) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 4 }).map(raw) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 4 }).map(raw) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("a", "/", "%2F", "\\", "../", "ö"),
          fc.integer({ min: 500, max: 6000 }),
        )
        .map(([unit, count]) => raw(unit.repeat(count))),
    },
  );
/** What may follow a page's name and still reach its redirect, or nearly. */
const pageTail = fc.constantFrom(
  ...["/", "//", "%2F", "%2f", "\\", "%5C", "/.", "/./", "/..", "/%2e", "?", "#", "/?", "/#"],
);

/** Any path; and as often, one built around a page's name, where the redirects are. */
export function requestTargets(pages: readonly string[]) {
  const pieces = (maxLength: number) =>
    fc.array(targetPiece(pages), { maxLength }).map((list) => Buffer.concat(list));
  return fc.oneof(
    pieces(10).map((rest) => Buffer.concat([Buffer.from("/"), rest])),
    fc
      .tuple(
        pieces(2),
        fc.constantFrom(...pages.filter((page) => page !== "/")),
        fc.array(pageTail, { minLength: 1, maxLength: 3 }),
        pieces(2),
      )
      .map(([before, page, tail, after]) =>
        Buffer.concat([Buffer.from("/"), before, raw(page), raw(tail.join("")), after]),
      ),
  );
}
