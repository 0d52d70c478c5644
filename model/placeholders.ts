// Facts written once. A text in content/ names a fact by its Swedish placeholder, such as
// {leveranstid}, and the build writes the fact's value in its place, so that changing a number
// in terms.yaml changes every text that states it. A placeholder that names no fact stops the
// build with the file, the field and the placeholders there are. The e-mail templates use the
// same {name} form for what the visitor's click fills in; those are left for the e-mail.

import { type ContentDocuments, type ContentFile, fieldError, type Problem } from "./files.ts";
import {
  fillPlaceholders as fillLine,
  packageEnquiryFields,
  packageEnquiryLists,
  placeholdersOf,
} from "./mailto.ts";

/** Each fact's placeholder, and the file and field its value is written in. */
export const facts = {
  leveranstid: ["terms.yaml", ["deliveryHours"]],
  avbokningsgräns: ["terms.yaml", ["freeCancellationHours"]],
  avbokningsavgift: ["terms.yaml", ["lateCancellationFee"]],
  sparandetid: ["terms.yaml", ["invoiceRetentionYears"]],
  namn: ["site.yaml", ["name"]],
  företagsnamn: ["site.yaml", ["companyName"]],
  omdömestjänst: ["site.yaml", ["reviews", "provider"]],
  källangivelse: ["site.yaml", ["photoRights", "creditText"]],
} as const satisfies Record<string, readonly [ContentFile, readonly string[]]>;

const factNames = Object.keys(facts);
/**
 * The facts a business may not have, optional in the schema (a reviews service): a text that
 * names one the owner has left blank is stopped here. A required fact left blank is named by
 * its own file's check.
 */
const optionalFacts: ReadonlySet<string> = new Set<keyof typeof facts>(["omdömestjänst"]);
const isFact = (name: string): name is keyof typeof facts => Object.hasOwn(facts, name);

/** The package enquiry's own placeholders, filled in when the visitor sends it. */
const enquiryNames: readonly string[] = [...packageEnquiryFields, ...packageEnquiryLists];

const valueAt = (data: unknown, path: readonly string[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
    data,
  );

const isSource = (file: ContentFile, path: readonly PropertyKey[]) =>
  Object.values(facts).some(
    ([source, field]) => source === file && field.join(".") === path.join("."),
  );

/** "{a}, {b} eller {c}" */
const orList = (names: readonly string[]) => {
  const written = names.map((name) => `{${name}}`);
  return written.length > 1
    ? `${written.slice(0, -1).join(", ")} eller ${written.at(-1)}`
    : written.join("");
};

/**
 * Every document with its facts filled in, or the lines naming each placeholder that is no fact.
 * A fact whose own value is wrongly written is left as it stands: its file's check names it.
 */
export function fillPlaceholders(documents: ContentDocuments): {
  documents: ContentDocuments;
  errors: Problem[];
} {
  const values: Record<string, string> = {};
  // An optional fact the owner has left blank has no text to give.
  const blanks = new Map<string, string>();
  for (const [name, [file, path]] of Object.entries(facts)) {
    const value = valueAt(documents[file], path);
    if (typeof value === "string" && value.trim() !== "") values[name] = value;
    else if (typeof value === "number") values[name] = String(value);
    else if (optionalFacts.has(name) && (value ?? "") === "") {
      blanks.set(name, `content/${file}: ${path.join(".")}`);
    }
  }
  const errors: Problem[] = [];

  function fill(file: ContentFile, path: PropertyKey[], value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item, index) => fill(file, [...path, index], item));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, fill(file, [...path, key], item)]),
      );
    }
    if (typeof value !== "string") return value;
    const names = placeholdersOf(value);
    if (names.length === 0) return value;
    if (isSource(file, path)) {
      errors.push(
        fieldError(
          file,
          path,
          `andra texter hämtar det här värdet, så det kan inte självt innehålla ${orList(names)}; skriv ut det`,
        ),
      );
      return value;
    }
    const ownNames = file === "emails.yaml" && path[0] === "packageEnquiry" ? enquiryNames : [];
    for (const name of names) {
      const blank = blanks.get(name);
      if (blank) {
        errors.push(
          fieldError(
            file,
            path,
            `{${name}} är tom (${blank}); fyll i den där, eller skriv om texten utan {${name}}`,
          ),
        );
      } else if (!isFact(name) && !ownNames.includes(name)) {
        errors.push(
          fieldError(
            file,
            path,
            `{${name}} finns inte; skriv en av ${orList([...factNames, ...ownNames])}`,
          ),
        );
      }
    }
    return fillLine(value, values);
  }

  const filled = Object.fromEntries(
    Object.entries(documents).map(([file, data]) => [
      file,
      file === "terms.yaml" ? data : fill(file as ContentFile, [], data),
    ]),
  ) as ContentDocuments;
  return { documents: filled, errors };
}
