import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorSecurityHeaders, securityHeaders } from "./rules.ts";
import { headersFile, maxHeaderLineLength, redirectsFile } from "./static-host-files.ts";

const input = {
  scriptHashes: ["abc=", "def="],
  styleHashes: [],
  frameOrigin: "https://widget.example.com",
};
const headers = securityHeaders(input);
const editorHeaders = editorSecurityHeaders(input);
const pages = ["/", "/bokningsvillkor", "/integritetspolicy", "/portfolio"];
const files = [
  "/favicon.svg",
  "/index.html",
  "/portfolio/index.html",
  "/robots.txt",
  "/sitemap.xml",
];
const text = headersFile({ headers, editorHeaders, pages, files });

/** The rule blocks of a `_headers` file, in order: path and its headers. */
function rules(file: string): [string, [string, string][]][] {
  return file
    .trim()
    .split("\n\n")
    .map((chunk) => chunk.split("\n").filter((line) => !line.startsWith("#")))
    .filter((lines) => lines.length > 0)
    .map(([path = "", ...lines]) => [
      path,
      lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
    ]);
}

/**
 * The headers a host sends for `path` from a `_headers` file: every rule whose path matches (a
 * `*` matches anything), a header two rules set either joined with ", " (Cloudflare Pages) or
 * the later one kept (Netlify's own tooling). The editor's page must come out right either way.
 */
function hostHeaders(file: string, path: string, repeated: "join" | "last") {
  const sent: Record<string, string> = {};
  for (const [rule, entries] of rules(file)) {
    const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const pattern = new RegExp(`^${rule.split("*").map(literal).join(".*")}$`);
    if (!pattern.test(path)) continue;
    for (const [name, value] of entries) {
      sent[name] = repeated === "join" && sent[name] ? `${sent[name]}, ${value}` : value;
    }
  }
  return sent;
}

// What scripts/hosting/static-host-files.ts wrote at main's commit c292f83, before the editor,
// for the same input: the site's headers on /* and Cache-Control per path.
const atMain = readFileSync(join(import.meta.dirname, "fixtures", "headers-at-main.txt"), "utf8");

describe("_headers", () => {
  const publicPaths = [...pages, "/404.html", "/assets/app-1a2b3c.js", ...files];

  it("sends every page, the 404 page, the assets and every file exactly the headers it sent before the editor", () => {
    for (const path of publicPaths) {
      for (const repeated of ["join", "last"] as const) {
        expect(hostHeaders(text, path, repeated), `${path} (${repeated})`).toEqual(
          hostHeaders(atMain, path, repeated),
        );
      }
    }
  });

  it("sends the editor's page only its own headers, on hosts that join repeated headers too", () => {
    for (const path of ["/redigera/", "/redigera/index.html", "/redigera/publicering.json"]) {
      for (const repeated of ["join", "last"] as const) {
        expect(hostHeaders(text, path, repeated), `${path} (${repeated})`).toEqual({
          ...editorHeaders,
          "Cache-Control": "no-cache",
        });
      }
    }
    // Its hashed scripts never change under their names: she does not fetch them again.
    for (const repeated of ["join", "last"] as const) {
      expect(hostHeaders(text, "/redigera/assets/editor-start-a1b2c3.js", repeated)).toEqual({
        ...editorHeaders,
        "Cache-Control": "public, max-age=31536000, immutable",
      });
    }
    expect(editorHeaders["Content-Security-Policy"]).not.toBe(headers["Content-Security-Policy"]);
    expect(editorHeaders["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  it("sets a header the site and the editor send differently never on /*", () => {
    const [everywhere] = rules(text);
    expect(everywhere?.[0]).toBe("/*");
    for (const [name, value] of everywhere?.[1] ?? []) {
      expect(editorHeaders[name], name).toBe(value);
    }
    expect(everywhere?.[1].map(([name]) => name)).not.toContain("Content-Security-Policy");
  });

  it("has no header set by two rules for one path, since Cloudflare joins them", () => {
    for (const path of [...publicPaths, "/redigera/", "/redigera/assets/a.js", "/nope"]) {
      expect(hostHeaders(text, path, "join"), path).toEqual(hostHeaders(text, path, "last"));
    }
  });

  it("refuses a line Cloudflare Pages would ignore", () => {
    const huge = { "Content-Security-Policy": "x".repeat(maxHeaderLineLength) };
    expect(() => headersFile({ headers: huge, editorHeaders, pages, files })).toThrow(
      /over 2000 characters/,
    );
  });
});

describe("_redirects", () => {
  const lines = redirectsFile(pages)
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("#"));

  it("redirects each page's slash-ended form, never forced: Netlify would loop on a forced one", () => {
    expect(lines).toContain("/portfolio/ /portfolio 301");
    expect(lines.filter((line) => line.endsWith(" 301!"))).toEqual([]);
  });

  it("serves each page at its slashless URL and leaves the start page alone", () => {
    expect(lines).toContain("/bokningsvillkor /bokningsvillkor/index.html 200!");
    expect(lines).toContain("/bokningsvillkor /bokningsvillkor/index.html 200");
    expect(lines.some((line) => line.startsWith("/ "))).toBe(false);
  });

  it("redirects only page paths, each to a page of the same site: no splat, no placeholder", () => {
    const site = "https://www.example.se";
    for (const [from = "", to = "", status = ""] of lines.map((line) => line.split(" "))) {
      if (!status.startsWith("301")) continue;
      expect(pages.map((page) => `${page}/`)).toContain(from);
      expect(new URL(to, `${site}${from}`).origin, to).toBe(site);
      expect(pages).toContain(to);
    }
    expect(lines.join("\n")).not.toMatch(/[*:]/);
  });

  it("has three tokens per rule, as both hosts require", () => {
    expect(lines).toHaveLength(9);
    for (const line of lines) expect(line.split(" "), line).toHaveLength(3);
  });
});
