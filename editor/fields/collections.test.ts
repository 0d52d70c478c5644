import { describe, expect, it } from "vitest";
import { collections, pathOfNew } from "./collections.ts";
import type { Collection } from "./fields.ts";

/** The collection named `name`, which the editor's list must have. */
function collectionNamed(name: string): Collection {
  const found = collections.find((collection) => collection.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

describe("the file a new portfolio section is written to", () => {
  const portfolio = collectionNamed("portfolio");

  it("lies in a folder named by the section's key", () => {
    expect(pathOfNew(portfolio, { key: "kok" })).toBe("content/portfolio/kok/avsnitt.yaml");
  });

  it("is named by the key without the spaces typed around it", () => {
    expect(pathOfNew(portfolio, { key: "  kok " })).toBe("content/portfolio/kok/avsnitt.yaml");
  });

  it("has a stand-in folder while the key is empty, blank, or not a text", () => {
    const standIn = "content/portfolio/nytt-avsnitt/avsnitt.yaml";
    expect(pathOfNew(portfolio, {})).toBe(standIn);
    expect(pathOfNew(portfolio, { key: "   " })).toBe(standIn);
    expect(pathOfNew(portfolio, { key: 12 })).toBe(standIn);
    expect(pathOfNew(portfolio, null)).toBe(standIn);
  });
});

describe("the file a new text page is written to", () => {
  const pages = collectionNamed("textsidor");

  it("is named by the address its heading gives it", () => {
    expect(pathOfNew(pages, { title: " Om oss " })).toBe("content/pages/om-oss.yaml");
  });

  it("has a stand-in name while the heading is empty, gives no address, or is not a text", () => {
    const standIn = "content/pages/ny-sida.yaml";
    expect(pathOfNew(pages, {})).toBe(standIn);
    expect(pathOfNew(pages, { title: "???" })).toBe(standIn);
    expect(pathOfNew(pages, { title: ["Om oss"] })).toBe(standIn);
  });
});
