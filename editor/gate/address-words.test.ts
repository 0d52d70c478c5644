import { describe, expect, it } from "vitest";
import { addressProblems } from "./address-words.ts";

const paths = [
  "portfolio/bostad/avsnitt.yaml",
  "portfolio/tryck/avsnitt.yaml",
  "pages/bokningsvillkor.yaml",
];
const lines = (entry: Parameters<typeof addressProblems>[0]) =>
  addressProblems(entry, paths).map(({ line, field }) => [line, field?.path]);

describe("addressProblems", () => {
  it("says a new section's key is taken, beside the key, however Decap numbered its address", () => {
    const made = (path: string, key: string) =>
      lines({ collection: "portfolio", path, data: { key }, isNew: true });
    const taken = [
      ["Nyckel: bostad finns redan: ett annat avsnitt har den. Välj en annan.", "key"],
    ];
    expect(made("content/portfolio/bostad-1/avsnitt.yaml", "bostad")).toEqual(taken);
    expect(made("content/portfolio/bostad/avsnitt-1.yaml", "bostad")).toEqual(taken);
    expect(made("content/portfolio/bostad/avsnitt.yaml", "bostad")).toEqual(taken);
    expect(made("content/portfolio/kok/avsnitt.yaml", "kok")).toEqual([]);
  });

  it("says a section's key cannot move it from its folder, or that the other key is taken", () => {
    const changed = (key: string) =>
      lines({
        collection: "portfolio",
        path: "content/portfolio/tryck/avsnitt.yaml",
        data: { key },
        isNew: false,
      });
    expect(changed("bostad")[0]?.[0]).toBe(
      "Nyckel: bostad finns redan: ett annat avsnitt har den. Välj en annan.",
    );
    expect(changed("kok")[0]?.[0]).toMatch(
      /^Nyckel: går inte att ändra på ett avsnitt som finns, eftersom dess bilder ligger i mappen tryck\./,
    );
    expect(changed("tryck")).toEqual([]);
  });

  it("says beside the heading why a new text page's address cannot be, naming no file", () => {
    const page = (file: string) =>
      lines({ collection: "textsidor", path: `content/pages/${file}.yaml`, data: {}, isNew: true });
    expect(page("villkor_2025")).toEqual([
      [
        "Rubrik: ger adressen /villkor_2025, men en adress får bara ha små bokstäver a–z, siffror och bindestreck. Skriv rubriken utan _.",
        "title",
      ],
    ]);
    expect(page("redigera")[0]?.[0]).toBe(
      "Rubrik: ger adressen /redigera, som sajten själv använder. Välj en annan rubrik.",
    );
    expect(page("om-oss")).toEqual([]);
    for (const [line] of [...page("villkor_2025"), ...page("redigera")]) {
      expect(line).not.toMatch(/content\/|\.yaml/);
    }
  });
});
