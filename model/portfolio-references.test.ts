// The portfolio's sections and what names them (docs/hardening.md): a reference to a section
// that is not there, a section whose key is not its folder's name, a photo not in its folder,
// and what the build tells without stopping (a folder without its avsnitt.yaml, photos the list
// leaves out). Small documents written here, so each test shows one rule.
import { describe, expect, it } from "vitest";
import { type ContentDocuments, lineOf, sectionFile } from "./files.ts";
import { portfolioErrors, portfolioNotices, sectionReferences } from "./portfolio-references.ts";

const section = (key: string, files: readonly string[]) => ({
  key,
  title: `Avsnittet ${key}`,
  fit: "cover",
  photos: files.map((file) => ({ file })),
});

/** The fixed files, empty but for what `fixed` gives, and `sections` by key. */
function documentsWith(
  fixed: Partial<Record<keyof ContentDocuments, unknown>>,
  sections: Record<string, unknown> = {},
): ContentDocuments {
  return {
    "site.yaml": {},
    "terms.yaml": {},
    "services.yaml": {},
    "packages.yaml": {},
    "home.yaml": {},
    "emails.yaml": {},
    "portfolio.yaml": {},
    ...fixed,
    ...Object.fromEntries(Object.entries(sections).map(([key, data]) => [sectionFile(key), data])),
  };
}

describe("sectionReferences", () => {
  it("finds each value that names a section, in the order the build checks them", () => {
    const documents = documentsWith({
      "services.yaml": { services: [{ portfolio: "bostad" }, { title: "Tryck" }] },
      "home.yaml": {
        teaser: { items: [{ portfolio: "dronare" }] },
        print: { portfolio: "tryck" },
      },
      "portfolio.yaml": { sections: ["bostad", "tryck"] },
    });
    expect(sectionReferences(documents)).toEqual([
      { file: "content/services.yaml", field: "services[0].portfolio", key: "bostad" },
      { file: "content/home.yaml", field: "teaser.items[0].portfolio", key: "dronare" },
      { file: "content/home.yaml", field: "print.portfolio", key: "tryck" },
      { file: "content/portfolio.yaml", field: "sections[0]", key: "bostad" },
      { file: "content/portfolio.yaml", field: "sections[1]", key: "tryck" },
    ]);
  });

  it("finds none in files left empty", () => {
    const documents = documentsWith({
      "services.yaml": null,
      "home.yaml": null,
      "portfolio.yaml": null,
    });
    expect(sectionReferences(documents)).toEqual([]);
  });

  it("finds none in lists written as something else, or a start page without its teaser", () => {
    const documents = documentsWith({
      "services.yaml": { services: "bostad" },
      "home.yaml": { print: "tryck" },
      "portfolio.yaml": { sections: "bostad" },
    });
    expect(sectionReferences(documents)).toEqual([]);
  });

  it("passes over an empty entry and one not written as a key can be", () => {
    const documents = documentsWith({
      "services.yaml": { services: [null, { portfolio: "Bostad!" }, { portfolio: "tryck" }] },
    });
    expect(sectionReferences(documents)).toEqual([
      { file: "content/services.yaml", field: "services[2].portfolio", key: "tryck" },
    ]);
  });
});

describe("portfolioErrors", () => {
  it("names a reference to a section that is not there, with the sections there are", () => {
    const documents = documentsWith(
      { "portfolio.yaml": { sections: ["bostad", "slott"] } },
      { tryck: section("tryck", []), bostad: section("bostad", []) },
    );
    expect(portfolioErrors(documents, { bostad: [], tryck: [] }).map(lineOf)).toEqual([
      "content/portfolio.yaml: sections[1]: slott finns inte bland portfolions avsnitt; skriv en av bostad, tryck",
    ]);
  });

  it("names a reference when the portfolio has no section at all", () => {
    const documents = documentsWith({ "portfolio.yaml": { sections: ["bostad"] } });
    expect(portfolioErrors(documents, {}).map(lineOf)).toEqual([
      "content/portfolio.yaml: sections[0]: bostad finns inte; portfolion har inga avsnitt",
    ]);
  });

  it("names a section whose key is not its folder's name", () => {
    const documents = documentsWith({}, { bostad: section("villa", []) });
    expect(portfolioErrors(documents, { bostad: [] }).map(lineOf)).toEqual([
      "content/portfolio/bostad/avsnitt.yaml: key: ska vara mappens namn, bostad, eftersom avsnittet ligger i content/portfolio/bostad/",
    ]);
  });

  it("names each photo not in the section's folder", () => {
    const documents = documentsWith({}, { bostad: section("bostad", ["01.jpg", "02.jpg"]) });
    expect(portfolioErrors(documents, { bostad: ["02.jpg"] }).map(lineOf)).toEqual([
      "content/portfolio/bostad/avsnitt.yaml: photos[0].file: content/portfolio/bostad/01.jpg finns inte; ladda upp bilden eller ta bort raden",
    ]);
  });

  it("says which file each broken reference misses: the section's file, the photo", () => {
    const documents = documentsWith(
      { "portfolio.yaml": { sections: ["bostad", "slott"] } },
      { bostad: section("bostad", ["01.jpg"]) },
    );
    expect(portfolioErrors(documents, { bostad: [] })).toEqual([
      expect.objectContaining({
        file: "content/portfolio.yaml",
        path: "sections[1]",
        missing: "content/portfolio/slott/avsnitt.yaml",
      }),
      expect.objectContaining({
        file: "content/portfolio/bostad/avsnitt.yaml",
        path: "photos[0].file",
        missing: "content/portfolio/bostad/01.jpg",
      }),
    ]);
  });

  it("names a section whose key is not its folder's name without saying a file is missing", () => {
    const documents = documentsWith({}, { bostad: section("villa", []) });
    expect(portfolioErrors(documents, { bostad: [] })[0]).not.toHaveProperty("missing");
  });

  it("names every photo of a section whose folder is not listed", () => {
    const documents = documentsWith({}, { bostad: section("bostad", ["01.jpg"]) });
    expect(portfolioErrors(documents, {}).map(lineOf)).toEqual([
      "content/portfolio/bostad/avsnitt.yaml: photos[0].file: content/portfolio/bostad/01.jpg finns inte; ladda upp bilden eller ta bort raden",
    ]);
  });
});

describe("portfolioNotices", () => {
  it("tells of a folder with photos but no avsnitt.yaml", () => {
    expect(portfolioNotices(documentsWith({}), { villa: ["01.jpg"] })).toEqual([
      "content/portfolio/villa/: har ingen avsnitt.yaml, så bilderna i mappen visas inte på sajten",
    ]);
  });

  it("tells nothing of an empty folder without avsnitt.yaml", () => {
    expect(portfolioNotices(documentsWith({}), { villa: [] })).toEqual([]);
  });

  it("tells nothing of a folder whose avsnitt.yaml is wrongly written: its errors say it", () => {
    const documents = documentsWith({}, { villa: { key: "villa" } });
    expect(portfolioNotices(documents, { villa: ["01.jpg"] })).toEqual([]);
  });

  it("tells nothing when the list names every photo in the folder", () => {
    const documents = documentsWith({}, { bostad: section("bostad", ["01.jpg", "02.jpg"]) });
    expect(portfolioNotices(documents, { bostad: ["01.jpg", "02.jpg"] })).toEqual([]);
  });

  it("tells of one photo the list leaves out", () => {
    const documents = documentsWith({}, { bostad: section("bostad", ["01.jpg"]) });
    expect(portfolioNotices(documents, { bostad: ["01.jpg", "02.jpg"] })).toEqual([
      "content/portfolio/bostad/avsnitt.yaml: 02.jpg ligger i mappen men står inte i photos, så den visas inte på sajten",
    ]);
  });

  it("tells of several photos the list leaves out, in one line", () => {
    const documents = documentsWith({}, { bostad: section("bostad", ["01.jpg"]) });
    expect(portfolioNotices(documents, { bostad: ["01.jpg", "02.jpg", "03.jpg"] })).toEqual([
      "content/portfolio/bostad/avsnitt.yaml: 02.jpg, 03.jpg ligger i mappen men står inte i photos, så de visas inte på sajten",
    ]);
  });
});
