// Which photos of its folder a file's data names: the values of its photo fields (a section's
// photos, a pair's before photo), found by the fields, wherever a list or a group holds them.
import type { Field } from "../fields/fields.ts";
import { kindOfItem, rowsOf, valueAt } from "./values.ts";

const namesAPhoto = (field: Field) => field.kind === "photo" || field.kind === "beforePhoto";

export function photosNamed(fields: readonly Field[], data: unknown): Set<string> {
  const named = new Set<string>();
  const visit = (field: Field, value: unknown) => {
    if (namesAPhoto(field)) {
      if (typeof value === "string" && value !== "") named.add(value);
    } else if (field.kind === "group") {
      visitGroup(field.fields, value);
    } else if (field.kind === "list") {
      for (const item of rowsOf(value)) {
        const kind = kindOfItem(field.items, item);
        if (kind?.field) visit(kind.field, item);
        else visitGroup(kind?.fields ?? [], item);
      }
    }
  };
  const visitGroup = (group: readonly Field[], value: unknown) => {
    for (const field of group) visit(field, valueAt(value, [field.name]));
  };
  visitGroup(fields, data);
  return named;
}
