import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtPagePaths, pagePathOf } from "./built-pages.ts";

describe("pagePathOf", () => {
  it("answers a page's canonical path", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("portfolio/index.html")).toBe("/portfolio");
    expect(pagePathOf("a/b/index.html")).toBe("/a/b");
  });

  it("is null for the 404 page and every other file", () => {
    expect(pagePathOf("404.html")).toBeNull();
    expect(pagePathOf("sitemap.xml")).toBeNull();
    expect(pagePathOf("assets/app.js")).toBeNull();
  });

  it("is null for the owner's editor, which is no page of the site", () => {
    expect(pagePathOf("redigera/index.html")).toBeNull();
    expect(pagePathOf("redigera/assets/x/index.html")).toBeNull();
    expect(pagePathOf("redigerad/index.html")).toBe("/redigerad");
  });
});

describe("builtPagePaths", () => {
  const client = mkdtempSync(join(tmpdir(), "built-pages-"));
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("lists each prerendered page once, start page first, without the 404 page", () => {
    for (const file of [
      "index.html",
      "404.html",
      "om/index.html",
      "bilder/index.html",
      "x.js",
      "redigera/index.html",
    ]) {
      mkdirSync(dirname(join(client, file)), { recursive: true });
      writeFileSync(join(client, file), "");
    }
    expect(builtPagePaths(client)).toEqual(["/", "/bilder", "/om"]);
  });

  it("stops when there is no build", () => {
    expect(() => builtPagePaths(mkdtempSync(join(tmpdir(), "empty-")))).toThrow(/npm run build/);
  });
});
