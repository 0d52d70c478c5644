import { describe, expect, it } from "vitest";
import { headersFile, maxHeaderLineLength, redirectsFile } from "./static-host-files.ts";

const headers = { "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY" };
const pages = ["/", "/portfolio", "/bokningsvillkor", "/integritetspolicy"];

/** The rule blocks of a `_headers` file: path -> its header lines. */
function rules(text: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const chunk of text.trim().split("\n\n")) {
    const [path = "", ...lines] = chunk.split("\n").filter((line) => !line.startsWith("#"));
    if (path) result.set(path, lines);
  }
  return result;
}

describe("_headers", () => {
  const file = rules(headersFile(headers, pages));

  it("sends the security headers with every response", () => {
    expect(file.get("/*")).toEqual([
      "  Content-Security-Policy: default-src 'self'",
      "  X-Frame-Options: DENY",
    ]);
  });

  it("caches hashed assets for a year and revalidates each page and the 404 page", () => {
    expect(file.get("/assets/*")).toEqual(["  Cache-Control: public, max-age=31536000, immutable"]);
    for (const path of [...pages, "/404.html"]) {
      expect(file.get(path), path).toEqual(["  Cache-Control: no-cache"]);
    }
  });

  it("sets Cache-Control once per path, since Cloudflare joins repeated headers", () => {
    expect(file.get("/*")?.some((line) => line.includes("Cache-Control"))).toBe(false);
  });

  it("refuses a line Cloudflare Pages would ignore", () => {
    const huge = { "Content-Security-Policy": "x".repeat(maxHeaderLineLength) };
    expect(() => headersFile(huge, pages)).toThrow(/over 2000 characters/);
  });
});

describe("_redirects", () => {
  const lines = redirectsFile(pages)
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("#"));

  it("redirects each page's slash-ended form, forced for Netlify and plain for Cloudflare", () => {
    expect(lines).toContain("/portfolio/ /portfolio 301!");
    expect(lines).toContain("/portfolio/ /portfolio 301");
    expect(lines.indexOf("/portfolio/ /portfolio 301!")).toBeLessThan(
      lines.indexOf("/portfolio/ /portfolio 301"),
    );
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
    expect(lines).toHaveLength(12);
    for (const line of lines) expect(line.split(" "), line).toHaveLength(3);
  });
});
