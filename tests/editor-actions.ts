// What the browser tests of the editor of our own share: its entries and labels read from the
// editor's own configuration (so a relabelled field never turns a test red), and the status
// panel's word that a save went through.
import type { Page } from "@playwright/test";
import { collections } from "../editor/fields/collections.ts";
import type { Field } from "../editor/fields/fields.ts";

/** A file's entry in the editor: `collection`'s file `name`. */
export function fileEntry(collection: string, name: string) {
  const entry = collections
    .find((candidate) => candidate.name === collection)
    ?.files?.find((file) => file.name === name);
  if (!entry) throw new Error(`no entry ${collection}/${name}`);
  return entry;
}

/** The label of the field `name` among `fields`. */
/** The fields inside a group, or inside each item of a list of groups; none for any other field. */
export function fieldsInside(field: Field | undefined): Field[] {
  if (field?.kind === "group") return field.fields;
  if (field?.kind === "list") return field.items[0]?.fields ?? [];
  return [];
}

/** What one item of a list is called ("bild"); a field that is no list has none. */
export function singularOf(field: Field | undefined): string {
  if (field?.kind !== "list") throw new Error(`${field?.name} is no list`);
  return field.singular;
}

export function labelOf(fields: readonly Field[], name: string) {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field.label;
}

/** The status panel's word that a save went through. */
export const saved = (page: Page) =>
  page.getByRole("status").getByText("Ändringen är sparad.", { exact: false });
