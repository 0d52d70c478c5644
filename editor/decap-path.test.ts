// The path of a new entry, as Decap makes it: compared with Decap's own code (its source ships in
// its package), on chosen and generated headings and keys, so an upgrade that names files
// otherwise fails here.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decapSlug, newEntryPath } from "./decap-path.ts";

// Loaded by name: Decap's sources are read as they ship, not type-checked with this project.
const urlHelper = "decap-cms-core/src/lib/urlHelper.ts";
const { sanitizeSlug } = (await import(/* @vite-ignore */ urlHelper)) as {
  sanitizeSlug(value: string, config: object): string;
};
// Decap's prepareSlug (lib/formatters.ts, which needs all of Decap's app to load), as it reads in
// the installed version; its source is compared below.
const prepareSlug = (value: string) =>
  value.trim().toLocaleLowerCase().replace(/[']/g, "").replace(/[.]/g, "-");
// The slug settings of editor/config.ts, with Decap's default replacement.
const decaps = (value: string) =>
  sanitizeSlug(prepareSlug(value), {
    encoding: "ascii",
    clean_accents: true,
    sanitize_replacement: "-",
  });

const chosen = [
  "Om oss",
  "Villkor_2025",
  "Kök & bad",
  "kok-",
  "-kok",
  "a--b",
  "Trädgård Bromma",
  "Så arbetar jag!",
  "ÅÄÖ åäö",
  "priser 2.500 kr",
  "Lena's sida",
  "~tilde~",
  "  mellanslag  ",
  "con",
  "..",
  "🙂 glad",
  'a/b\\c:d*e?f"g<h>i|j',
];

describe("decapSlug", () => {
  it("follows Decap's prepareSlug as it is written in the installed Decap", async () => {
    const { readFile } = await import("node:fs/promises");
    const source = await readFile(
      new URL(import.meta.resolve("decap-cms-core/src/lib/formatters.ts")),
      "utf8",
    );
    const body = source.slice(source.indexOf("export function prepareSlug"));
    const steps = body.slice(0, body.indexOf("\n}")).replace(/\s+|\/\/.*$/gm, "");
    expect(steps).toBe(
      "exportfunctionprepareSlug(slug:string){return(slug.trim().toLocaleLowerCase().replace(/[']/g,'').replace(/[.]/g,'-'));",
    );
  });

  it("is Decap's own slug of chosen headings and keys", () => {
    for (const value of chosen) expect(decapSlug(value), value).toBe(decaps(value));
  });

  it("is Decap's own slug of generated ones (seed 20261128)", () => {
    const text = fc.string({
      unit: fc.constantFrom(..."aAzZåäöÅÄÖéü019 -_.~'!/&:?\t🙂"),
      maxLength: 30,
    });
    fc.assert(
      fc.property(text, (value) => decapSlug(value) === decaps(value)),
      { seed: 20261128, numRuns: 2000 },
    );
  });
});

describe("newEntryPath", () => {
  const page = (slug: string) => `${slug}.yaml`;
  it("numbers a path that is taken, as Decap does", () => {
    const taken = new Set(["content/pages/om-oss.yaml", "content/pages/om-oss-1.yaml"]);
    expect(newEntryPath("content/pages", "Om oss", page, taken)).toBe(
      "content/pages/om-oss-2.yaml",
    );
    expect(newEntryPath("content/pages", "Villkor_2025", page, taken)).toBe(
      "content/pages/villkor_2025.yaml",
    );
    const section = (slug: string) => `${slug}/avsnitt.yaml`;
    expect(
      newEntryPath(
        "content/portfolio",
        "bostad",
        section,
        new Set(["content/portfolio/bostad/avsnitt.yaml"]),
      ),
    ).toBe("content/portfolio/bostad-1/avsnitt.yaml");
  });
});
