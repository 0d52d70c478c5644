// The portfolio put together from its sections' files: page order, alt texts, pairs, and what
// the build tells the owner about photos the site does not show.
import { describe, expect, it } from "vitest";
import { sectionFile } from "./files.ts";
import { assembleGalleries, photoAltText } from "./galleries.ts";
import { documentsOf } from "./load.ts";
import { portfolioNotices } from "./portfolio-references.ts";
import type { PortfolioSection } from "./schema.ts";

const section = (key: string, photos: PortfolioSection["photos"]): PortfolioSection => ({
  key,
  title: `Avsnitt ${key}`,
  fit: "cover",
  photos,
});

describe("assembleGalleries", () => {
  const sections = {
    kok: section("kok", [{ file: "b.jpg" }, { file: "a.jpg", alt: "Köket i kvällsljus" }]),
    bad: section("bad", [{ file: "1.jpg" }, { file: "2.jpg", before: "1.jpg" }]),
    hall: section("hall", []),
  };

  it("orders the sections as the page lists them, then the others by key", () => {
    expect(assembleGalleries(sections, ["kok", "saknas"]).map((gallery) => gallery.key)).toEqual([
      "kok",
      "bad",
      "hall",
    ]);
  });

  it("keeps the photos in their listed order, each with its own or a numbered alt text", () => {
    const [kok] = assembleGalleries(sections, ["kok"]);
    expect(kok?.photos).toEqual([
      { file: "b.jpg", alt: "Avsnitt kok – bild 1" },
      { file: "a.jpg", alt: "Köket i kvällsljus" },
    ]);
  });

  it("pairs each styled photo with the photo it names, before first", () => {
    const [bad] = assembleGalleries(sections, ["bad"]);
    expect(bad?.pairs).toEqual([["1.jpg", "2.jpg"]]);
  });
});

describe("portfolioNotices", () => {
  const documents = documentsOf();
  const first = (documents["portfolio.yaml"] as { sections: string[] }).sections[0] ?? "";
  const listed = (documents[sectionFile(first)] as PortfolioSection).photos.map((p) => p.file);

  it("says nothing when every photo in a section's folder is listed", () => {
    expect(portfolioNotices(documents, { [first]: listed })).toEqual([]);
  });

  it("names the photos a section's folder holds but its list leaves out", () => {
    expect(portfolioNotices(documents, { [first]: [...listed, "ny.jpg"] })).toEqual([
      `content/portfolio/${first}/avsnitt.yaml: ny.jpg ligger i mappen men står inte i photos, så den visas inte på sajten`,
    ]);
  });

  it("names a folder of photos without an avsnitt.yaml", () => {
    expect(portfolioNotices(documents, { "utan-avsnitt": ["01.jpg"] })).toEqual([
      "content/portfolio/utan-avsnitt/: har ingen avsnitt.yaml, så bilderna i mappen visas inte på sajten",
    ]);
  });
});

describe("photoAltText", () => {
  it("numbers photos after their section", () => {
    expect(photoAltText("Exteriörfoto", 4)).toBe("Exteriörfoto – bild 4");
  });

  it("uses a written alt text when there is one", () => {
    expect(photoAltText("Drönarfotografering", 3, "Dronarfotografering – bild 3")).toBe(
      "Dronarfotografering – bild 3",
    );
    expect(photoAltText("Drönarfotografering", 2, "  ")).toBe("Drönarfotografering – bild 2");
  });
});
