// Which photos of its folder a file's data names: the values of its photo fields (a section's
// photos, a pair's before photo), found by the fields, wherever a list or a group holds them.
import type { Field } from "../fields/fields.ts";
import { kindOfItem, kindsOf, rowsOf, valueAt } from "./values.ts";

const namesAPhoto = (field: Field) => field.widget === "image" || field.widget === "beforePhoto";

export function photosNamed(fields: readonly Field[], data: unknown): Set<string> {
  const named = new Set<string>();
  const visit = (field: Field, value: unknown) => {
    if (namesAPhoto(field)) {
      if (typeof value === "string" && value !== "") named.add(value);
    } else if (field.widget === "object") {
      visitGroup((field.fields as Field[] | undefined) ?? [], value);
    } else if (field.widget === "list") {
      const kinds = kindsOf(field);
      for (const item of rowsOf(value)) {
        const kind = kindOfItem(kinds, item);
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
