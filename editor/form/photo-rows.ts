// A list whose items are photos (a portfolio section's): which field of an item names its photo
// and which describes it, a new item for a photo she adds, and the photos she has not described
// yet. Alt texts may be left empty (the site then reads the section's title and the photo's
// number), so one missing is asked for, not refused.
import type { Field, ItemKind } from "../fields/fields.ts";
import { newItemOf, valueAt } from "./values.ts";

export type PhotoRows = { kind: ItemKind; photo: string; alt: string };

/** The photo and alt-text fields of a list's one kind of item, or null for any other list. */
export function photoRowsOf(kinds: readonly ItemKind[]): PhotoRows | null {
  const [kind, ...others] = kinds;
  if (!kind?.fields || others.length > 0) return null;
  const photo = kind.fields.find((field) => field.kind === "photo");
  const alt = kind.fields.find((field) => field.name === "alt");
  return photo && alt ? { kind, photo: photo.name, alt: alt.name } : null;
}

/**
 * A new item for the photo `name`: its other fields as a new item has them, less those a new item
 * leaves empty, which her file would otherwise keep as empty lines (`before: ""`).
 */
export function rowFor(rows: PhotoRows, name: string): unknown {
  const given = Object.entries(newItemOf(rows.kind) as object).filter(([, value]) => value !== "");
  return { ...Object.fromEntries(given), [rows.photo]: name };
}

/** Whether `item` names a photo and says nothing of what it shows. */
export function lacksAltText(rows: PhotoRows, item: unknown): boolean {
  const photo = valueAt(item, [rows.photo]);
  const alt = valueAt(item, [rows.alt]);
  return typeof photo === "string" && photo !== "" && (typeof alt !== "string" || !alt.trim());
}

/** How many photos of the form's photo lists have no alt text. */
export function photosWithoutAltText(fields: readonly Field[], data: unknown): number {
  return fields.reduce((count, field) => {
    const rows = field.kind === "list" ? photoRowsOf(field.items) : null;
    const items = valueAt(data, [field.name]);
    if (!rows || !Array.isArray(items)) return count;
    return count + items.filter((item) => lacksAltText(rows, item)).length;
  }, 0);
}
