import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isContentPath } from "./content-path.ts";
import { isOwnOrigin, pathsNamed } from "./editor-backend.ts";

describe("pathsNamed", () => {
  it("finds every path an action of Decap's backend names", () => {
    const persist = {
      action: "persistEntry",
      params: {
        entry: { path: "content/home.yaml", raw: "path: scripts/x.ts" },
        dataFiles: [{ path: "content/home.yaml", newPath: "content/hem.yaml" }],
        assets: [{ path: "content/portfolio/bostad/14.jpg", content: "…" }],
      },
    };
    expect(pathsNamed(persist)).toEqual([
      "content/home.yaml",
      "content/home.yaml",
      "content/hem.yaml",
      "content/portfolio/bostad/14.jpg",
    ]);
    expect(pathsNamed({ params: { folder: "content/portfolio", mediaFolder: "x" } })).toEqual([
      "content/portfolio",
      "x",
    ]);
    expect(pathsNamed({ params: { paths: ["content/a.jpg", "app/root.tsx"] } })).toEqual([
      "content/a.jpg",
      "app/root.tsx",
    ]);
  });

  it("names a value of another type where a path belongs, and the files whose versions are sent", () => {
    const list = ["../../../../content/pages/payload.txt"];
    expect(pathsNamed({ action: "restorePrevious", params: { path: list } })).toEqual([list]);
    expect(pathsNamed({ params: { paths: "content/x.jpg", newPath: 7 } })).toEqual([
      "content/x.jpg",
      7,
    ]);
    expect(pathsNamed({ params: { baseVersions: { "../package.json": "abc" } } })).toEqual([
      "../package.json",
    ]);
    expect(
      pathsNamed({ params: { dataFiles: [{ path: "content/a.yaml", newPath: null }] } }),
    ).toEqual(["content/a.yaml"]);
  });
});

describe("isContentPath", () => {
  it("allows content/ and what lies in it", () => {
    for (const path of ["content", "content/home.yaml", "content/portfolio/kok/01.jpg"]) {
      expect(isContentPath(path), path).toBe(true);
    }
  });

  it("refuses every path outside content/, however it is written", () => {
    for (const path of [
      "scripts/build.ts",
      "content/../package.json",
      "./content/../app/root.tsx",
      "content2/x",
      "/content/x",
      "..\\content\\x",
      "",
    ]) {
      expect(isContentPath(path), path).toBe(false);
    }
    for (const value of [["content/x.yaml"], 7, null, undefined, { path: "content" }]) {
      expect(isContentPath(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("isOwnOrigin", () => {
  const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

  it("takes requests from the local site's own page, by either name", () => {
    expect(isOwnOrigin(request({ host: "localhost:4173" }), 4173)).toBe(true);
    expect(
      isOwnOrigin(request({ host: "127.0.0.1:4173", origin: "http://127.0.0.1:4173" }), 4173),
    ).toBe(true);
  });

  it("refuses another page in the browser, another port and a rebound host name", () => {
    expect(
      isOwnOrigin(request({ host: "localhost:4173", origin: "https://evil.example" }), 4173),
    ).toBe(false);
    expect(
      isOwnOrigin(request({ host: "localhost:4173", origin: "http://localhost:3000" }), 4173),
    ).toBe(false);
    expect(isOwnOrigin(request({ host: "evil.example:4173" }), 4173)).toBe(false);
    expect(isOwnOrigin(request({}), 4173)).toBe(false);
  });
});
