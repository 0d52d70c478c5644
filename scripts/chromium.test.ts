import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playwrightDisabledFeatures, withDisabledFeatures } from "./chromium.ts";

describe("withDisabledFeatures", () => {
  it("joins the features to the one --disable-features there is, keeping the other flags", () => {
    expect(withDisabledFeatures(["--a", "--disable-features=X,Y", "--b"], ["Y", "Z"])).toEqual([
      "--a",
      "--b",
      "--disable-features=X,Y,Z",
    ]);
  });

  it("adds one when there is none", () => {
    expect(withDisabledFeatures(["--a"], ["Z"])).toEqual(["--a", "--disable-features=Z"]);
  });
});

describe("playwrightDisabledFeatures", () => {
  it("repeats every feature the installed Playwright disables itself", () => {
    const require = createRequire(import.meta.url);
    const lib = join(require.resolve("playwright-core/package.json"), "..", "lib");
    const bundle = readFileSync(join(lib, "coreBundle.js"), "utf8");
    const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]/)?.[1];
    if (!list) throw new Error("Playwright's disabledFeatures list was not found in its bundle");
    const theirs = [...list.matchAll(/^\s*"([\w-]+)",?\s*$/gm)].map((match) => match[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(theirs));
  });
});
