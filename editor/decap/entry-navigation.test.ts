import { describe, expect, it } from "vitest";
import { entryAt, isEntryToEntry } from "./entry-navigation.ts";

const at = (hash: string) => `http://localhost:4173/redigera/${hash}`;

describe("isEntryToEntry", () => {
  it("is a move straight from one entry's form to another's", () => {
    expect(
      isEntryToEntry(
        at("#/collections/startsidan/entries/home"),
        at("#/collections/startsidan/entries/packages"),
      ),
    ).toBe(true);
    expect(
      isEntryToEntry(
        at("#/collections/portfolio/entries/bostad/avsnitt"),
        at("#/collections/portfolio/new"),
      ),
    ).toBe(true);
  });

  it("is not a move through a list, nor to the same entry", () => {
    expect(
      isEntryToEntry(at("#/collections/startsidan"), at("#/collections/startsidan/entries/home")),
    ).toBe(false);
    expect(
      isEntryToEntry(at("#/collections/startsidan/entries/home"), at("#/collections/startsidan")),
    ).toBe(false);
    expect(
      isEntryToEntry(
        at("#/collections/startsidan/entries/home"),
        at("#/collections/startsidan/entries/home"),
      ),
    ).toBe(false);
  });

  it("reads the entry from the address", () => {
    expect(entryAt(at("#/collections/portfolio/entries/kok/avsnitt"))).toBe(
      "portfolio/entries/kok/avsnitt",
    );
    expect(entryAt(at(""))).toBeNull();
  });
});
