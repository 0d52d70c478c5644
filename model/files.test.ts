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
  it("names the fixed files, each section folder's file and each text page, as the build reads them", () => {
    const files = dataFilesAmong(paths);
    expect(files.slice(0, 7)).toEqual([
      "site.yaml",
      "terms.yaml",
      "services.yaml",
      "packages.yaml",
      "home.yaml",
      "emails.yaml",
      "portfolio.yaml",
    ]);
    // A folder without its section file is no section; a page in a subfolder no page.
    expect(files.slice(7)).toEqual([
      "portfolio/bostad/avsnitt.yaml",
      "pages/bokningsvillkor.yaml",
      "pages/om-oss.yaml",
    ]);
  });
});

describe("portfolioFoldersAmong", () => {
  it("lists each folder's photos, not its section file or hidden files", () => {
    expect(portfolioFoldersAmong(paths)).toEqual({ bostad: ["01.jpg"], tom: ["01.jpg"] });
  });
});
