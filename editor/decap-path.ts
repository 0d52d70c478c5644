// Where Decap writes a new entry: its collection's slug template filled from the draft and made
// safe as Decap makes it (decap-cms-core 3.19, lib/formatters.ts prepareSlug and
// lib/urlHelper.ts sanitizeSlug, with this editor's slug settings), and numbered when the path is
// taken (backend.ts generateUniqueSlug). Decap makes the slug only after the editor's check runs,
// so the check works the path out here; decap-path.test.ts compares it with Decap's own code, and
// fails when an upgrade of Decap names files otherwise.
import diacritics from "diacritics";
import sanitizeFilename from "sanitize-filename";

/** Decap's slug of `value`: lower case, accents taken off, ASCII URI characters, `-` between. */
export function decapSlug(value: string): string {
  const prepared = value.trim().toLocaleLowerCase().replace(/'/g, "").replace(/\./g, "-");
  const ascii = Array.from(diacritics.remove(prepared))
    .map((char) => (/[\w\-.~]/i.test(char) ? char : "-"))
    .join("");
  return sanitizeFilename(ascii, { replacement: "-" })
    .replace(/-+/g, "-")
    .replace(/^-/, "")
    .replace(/-$/, "");
}

/** A new entry's path under `folder` ("content/pages"): `name(slug)`, numbered past `taken`. */
export function newEntryPath(
  folder: string,
  identifier: string,
  name: (slug: string) => string,
  taken: ReadonlySet<string>,
): string {
  const slug = decapSlug(identifier);
  let unique = slug;
  for (let index = 1; taken.has(`${folder}/${name(unique)}`); index += 1) {
    unique = `${slug}-${index}`;
  }
  return `${folder}/${name(unique)}`;
}
