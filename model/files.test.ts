import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataFilesAmong, portfolioFoldersAmong } from "./files.ts";

// A listing as GitHub's tree of content/ gives it, or a walk of the folder on disk.
const paths = [
  "site.yaml",
  "home.yaml",
  "images/hero.jpg",
  "pages/om-oss.yaml",
  "pages/bokningsvillkor.yaml",
  "pages/arkiv/gammal.yaml",
  "pages/bild.jpg",
  "portfolio/bostad/avsnitt.yaml",
  "portfolio/bostad/01.jpg",
  "portfolio/bostad/.DS_Store",
  "portfolio/tom/01.jpg",
  "portfolio.yaml",
];

describe("dataFilesAmong", () => {
  it("names every file content/ always has, even where the listing lacks it, so a missing one is reported", () => {
    // The files at the top of the project's content/, which every site has.
    const always = readdirSync(join(import.meta.dirname, "..", "content")).filter((file) =>
      file.endsWith(".yaml"),
    );
    expect(dataFilesAmong([]).sort()).toEqual(always.sort());
  });

  it("names each section folder's file, then each text page's, in name order, after those", () => {
    const files = dataFilesAmong(paths);
    // A folder without its section file is no section; a page in a subfolder no page.
    expect(files.filter((file) => file.includes("/"))).toEqual([
      "portfolio/bostad/avsnitt.yaml",
      "pages/bokningsvillkor.yaml",
      "pages/om-oss.yaml",
    ]);
    expect(files.findIndex((file) => file.includes("/"))).toBe(files.length - 3);
  });
});

describe("portfolioFoldersAmong", () => {
  it("lists each folder's photos, not its section file or hidden files", () => {
    expect(portfolioFoldersAmong(paths)).toEqual({ bostad: ["01.jpg"], tom: ["01.jpg"] });
  });
});
