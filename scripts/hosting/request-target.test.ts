import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRequestTarget, redirectLocation } from "./request-target.ts";

const pages = ["/", "/portfolio", "/bokningsvillkor", "/integritetspolicy"];
const path = (target: string) => parseRequestTarget(target)?.path ?? null;

describe("parseRequestTarget", () => {
  it("decodes escapes and merges slashes, as nginx matches a path", () => {
    expect(path("/%5Cevil.com/")).toBe("/\\evil.com/");
    expect(path("/%2F%5Cevil.com/")).toBe("/\\evil.com/");
    expect(path("//evil.com/")).toBe("/evil.com/");
    expect(path("/portfolio//")).toBe("/portfolio/");
    expect(path("/portfolio%2F")).toBe("/portfolio/");
    expect(path("/K%C3%B6k")).toBe("/Kök");
    // A target holds one character per byte received, as request.url does: UTF-8 as latin1.
    expect(path("/KÃ¶k")).toBe("/Kök");
  });

  it("resolves . and .. segments, and refuses (400) a path that climbs above the root", () => {
    expect(path("/a/..")).toBe("/");
    expect(path("/portfolio/.")).toBe("/portfolio/");
    expect(path("/assets/../portfolio")).toBe("/portfolio");
    expect(path("/a/%2e%2e/portfolio/")).toBe("/portfolio/");
    for (const target of ["/..", "/../etc/passwd", "/%2e%2e/%2E%2E/etc/passwd", "/a/..%2f..%2f"]) {
      expect(parseRequestTarget(target), target).toBeNull();
    }
  });

  it("refuses a broken escape, a NUL byte and a target that is not a path", () => {
    for (const target of ["/%zz", "/%", "/a%0", "/a%00b", "*", "evil.com", "@evil.com/", ""]) {
      expect(parseRequestTarget(target), target).toBeNull();
    }
  });

  it("keeps the query as sent and ends the path at a fragment", () => {
    expect(parseRequestTarget("/portfolio/?a=%2F&b")).toEqual({
      path: "/portfolio/",
      query: "a=%2F&b",
    });
    expect(parseRequestTarget("/a#b/?c")).toEqual({ path: "/a", query: "c" });
  });

  it("reads an absolute-form target by its path, whatever host it names", () => {
    expect(parseRequestTarget("http://evil.com/portfolio/?x")).toEqual({
      path: "/portfolio/",
      query: "x",
    });
    expect(parseRequestTarget("https://evil.com")).toEqual({ path: "/", query: "" });
  });

  it("never throws, and any path it gives is clean (generated targets)", () => {
    const piece = fc.oneof(
      fc.constantFrom("/", "\\", ".", "..", "%2F", "%5C", "%2e", "%", "?", "#", "portfolio"),
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, "0")}`),
      fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)) }),
    );
    const target = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
    let paths = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          target,
          target.map((rest) => `/${rest}`),
        ),
        (value) => {
          const result = parseRequestTarget(value);
          // A refused target (400) has no path to be clean; the count below shows enough have.
          if (result === null) return;
          paths += 1;
          expect(result.path.startsWith("/")).toBe(true);
          expect(result.path).not.toContain("//");
          expect(result.path.split("/")).not.toContain("..");
          expect(result.path.split("/")).not.toContain(".");
        },
      ),
      { seed: 20, numRuns: 2000 },
    );
    // Without it, a parser (or a generator) that refused every target would pass unexamined.
    expect(paths).toBeGreaterThanOrEqual(400);
  });
});

describe("redirectLocation", () => {
  it("sends a page's slash-ended URL to the page, the query kept", () => {
    const at = (target: string) => {
      const parsed = parseRequestTarget(target);
      return parsed && redirectLocation(parsed, pages);
    };
    expect(at("/portfolio/")).toBe("/portfolio");
    expect(at("/portfolio//?a=1")).toBe("/portfolio?a=1");
    expect(at("/portfolio/?")).toBe("/portfolio");
    expect(at("/")).toBeNull();
    expect(at("/%5Cevil.com/")).toBeNull();
    expect(at("/finns-inte/")).toBeNull();
  });

  it("only ever lands on a page of the site (generated targets, resolved as a browser does)", () => {
    const site = "https://www.example.se";
    const piece = fc.oneof(
      fc.constantFrom("/", "//", "\\", "%5C", "%2F", "..", ".", "?", "#", "@", ":", "evil.com"),
      fc.constantFrom(...pages.map((page) => page.slice(1))),
      fc.string({ unit: fc.integer({ min: 0x21, max: 0xff }).map((c) => String.fromCharCode(c)) }),
    );
    // Pieces at random seldom spell a page with a slash after it, the one target that redirects
    // (13 in 2,000): as many again spell one, with pieces before it, in its tail and its query.
    const aimed = fc
      .tuple(
        fc.array(piece, { maxLength: 4 }),
        fc.constantFrom(...pages.slice(1).map((page) => page.slice(1))),
        fc.constantFrom("/", "//", "/./", "%2F", "%2f/", "/%2e/", "/a/../"),
        fc.array(piece, { maxLength: 4 }),
      )
      .map(([before, page, tail, query]) => [...before, "/", page, tail, "?", ...query]);
    let redirects = 0;
    fc.assert(
      fc.property(fc.oneof(fc.array(piece, { maxLength: 10 }), aimed), (pieces) => {
        const target = `/${pieces.join("")}`;
        const parsed = parseRequestTarget(target);
        const location = parsed && redirectLocation(parsed, pages);
        // Most targets are answered where they are; the count below shows enough redirect.
        if (!location) return;
        redirects += 1;
        const landing = new URL(location, URL.parse(`${site}${target}`) ?? site);
        expect(landing.origin, target).toBe(site);
        expect(pages, target).toContain(landing.pathname);
      }),
      { seed: 20, numRuns: 2000 },
    );
    // Without it, a redirect that never fires (or a generator that never asks for one) would pass.
    expect(redirects).toBeGreaterThanOrEqual(140);
  });
});
