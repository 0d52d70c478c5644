// Where the address Decap gives a new entry (a section's folder, a text page's file) or a
// section's changed key is one the build refuses, said beside the field she typed it in and in her
// words: taken by another section, used by the site itself, or not an address the site can have.
// Never a file path, and never the numbered folder Decap makes of a taken key ("bostad-1").
import { sectionFile } from "#model/files.ts";
import { addressFormat, takenAddresses } from "#model/pages.ts";
import type { SaveProblem } from "./check-before-save.ts";

const said = (field: string, label: string, problem: string): SaveProblem => ({
  line: `${label}: ${problem}`,
  field: { path: field, problem },
});

/**
 * Why the save of an entry of `collection` at `path` (as Decap writes it) with `data` names an
 * address the site cannot have; `paths`: content/'s files, from content/.
 */
export function addressProblems(
  entry: { collection: string; path: string; data: unknown; isNew: boolean },
  paths: readonly string[],
): SaveProblem[] {
  const { collection, path, isNew } = entry;
  const data = (entry.data ?? {}) as Record<string, unknown>;
  if (collection === "portfolio") {
    const key = typeof data.key === "string" ? data.key : null;
    if (!key) return [];
    // Decap numbers a new entry whose address is taken ("bostad-1/avsnitt", "bostad/avsnitt-1"),
    // and writes a changed key into the folder the section has: neither is where the key points.
    const isInPlace = path === `content/${sectionFile(key)}`;
    if (isInPlace && !isNew) return [];
    if (paths.includes(sectionFile(key))) {
      return [
        said("key", "Nyckel", `${key} finns redan: ett annat avsnitt har den. Välj en annan.`),
      ];
    }
    if (isNew) return [];
    const folder = /^content\/portfolio\/([^/]+)\//.exec(path)?.[1] ?? key;
    return [
      said(
        "key",
        "Nyckel",
        `går inte att ändra på ett avsnitt som finns, eftersom dess bilder ligger i mappen ${folder}. Vill du ha en annan nyckel: lägg till ett nytt avsnitt med den och ladda upp bilderna där.`,
      ),
    ];
  }
  if (collection !== "textsidor" || !isNew) return [];
  const address = /^content\/pages\/(.+)\.yaml$/.exec(path)?.[1];
  if (!address) return [];
  if (takenAddresses.includes(address)) {
    return [
      said(
        "title",
        "Rubrik",
        `ger adressen /${address}, som sajten själv använder. Välj en annan rubrik.`,
      ),
    ];
  }
  if (!addressFormat.test(address)) {
    const others = [...new Set(address.replace(/[a-z0-9-]/g, ""))].join(" ");
    const instead = others
      ? `Skriv rubriken utan ${others}.`
      : "Skriv rubriken med bokstäver och siffror, orden skilda med ett mellanslag.";
    return [
      said(
        "title",
        "Rubrik",
        `ger adressen /${address}, men en adress får bara ha små bokstäver a–z, siffror och bindestreck. ${instead}`,
      ),
    ];
  }
  return [];
}
