import { describe, expect, it } from "vitest";
import { collections } from "./collections.ts";
import { namedEntry } from "./entry-address.ts";

const at = (hash: string) => namedEntry(`https://www.dinsajt.se/redigera/${hash}`, collections);

describe("namedEntry", () => {
  it("knows an entry of a list of files by the list alone", () => {
    expect(at("#/collections/startsidan/entries/home")).toMatchObject({
      kind: "file",
      path: "content/home.yaml",
    });
    expect(at("#/collections/startsidan/entries/finns-inte")).toMatchObject({
      kind: "no-file",
      collection: { name: "startsidan" },
      entry: "finns-inte",
    });
  });

  it("names the file of a folder's entry as Decap does, to be asked for", () => {
    expect(at("#/collections/portfolio/entries/bostad/avsnitt")).toMatchObject({
      kind: "file",
      path: "content/portfolio/bostad/avsnitt.yaml",
    });
    expect(at("#/collections/textsidor/entries/om%20oss")).toMatchObject({
      entry: "om oss",
      path: "content/pages/om oss.yaml",
    });
  });

  it("names nothing for a made-up list, or a path that climbs out of its folder", () => {
    expect(at("#/collections/bloggen/entries/x")).toEqual({
      kind: "no-collection",
      collection: "bloggen",
    });
    for (const entry of ["../site", "a//b", "./x"]) {
      expect(at(`#/collections/portfolio/entries/${entry}`)).toMatchObject({ kind: "no-file" });
    }
  });

  it("leaves the lists and a new entry to Decap", () => {
    for (const hash of ["", "#/", "#/collections/portfolio", "#/collections/portfolio/new"]) {
      expect(at(hash)).toBeNull();
    }
  });
});
