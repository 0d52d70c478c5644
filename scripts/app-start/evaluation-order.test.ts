import { describe, expect, it } from "vitest";
import { evaluateFirst, type ImportsOf } from "./evaluation-order.ts";

// The shape of the built site: the framework's chunks import each other, the entry imports them,
// and the route modules import the entry.
const graph: Record<string, string[]> = {
  "/manifest.js": [],
  "/entry.client.js": ["/runtime.js", "/react-dom.js", "/react-router.js"],
  "/runtime.js": [],
  "/react-dom.js": ["/runtime.js"],
  "/react-router.js": ["/runtime.js", "/react-dom.js"],
  "/root.js": ["/react-router.js", "/shared.js", "/entry.client.js"],
  "/shared.js": ["/react-dom.js", "/entry.client.js"],
  "/home.js": ["/react-router.js", "/shared.js", "/entry.client.js"],
};
const importsOf: ImportsOf = (module) => graph[module] ?? [];

describe("evaluateFirst", () => {
  it("gives the modules that do not need the entry, each after the modules it imports", () => {
    expect(evaluateFirst(Object.keys(graph), "/entry.client.js", importsOf)).toEqual([
      "/manifest.js",
      "/runtime.js",
      "/react-dom.js",
      "/react-router.js",
    ]);
  });

  it("leaves out the entry and everything that imports it, directly or not", () => {
    const first = evaluateFirst(Object.keys(graph), "/entry.client.js", importsOf);
    for (const module of ["/entry.client.js", "/root.js", "/shared.js", "/home.js"]) {
      expect(first).not.toContain(module);
    }
  });

  it("follows imports that are not in the page's list", () => {
    expect(evaluateFirst(["/react-router.js"], "/entry.client.js", importsOf)).toEqual([
      "/runtime.js",
      "/react-dom.js",
      "/react-router.js",
    ]);
  });

  it("ends on an import cycle and keeps a module that imports the entry through one out", () => {
    const cyclic: Record<string, string[]> = {
      "/a.js": ["/b.js"],
      "/b.js": ["/a.js"],
      "/c.js": ["/d.js"],
      "/d.js": ["/c.js", "/entry.js"],
      "/e.js": ["/f.js"],
      "/f.js": ["/e.js"],
      "/g.js": ["/e.js", "/entry.js"],
    };
    const first = evaluateFirst(Object.keys(cyclic), "/entry.js", (module) => cyclic[module] ?? []);
    expect(first).toEqual(["/b.js", "/a.js", "/f.js", "/e.js"]);
  });
});
