// The form's data as plain values, changed without being mutated: a value at a path of names and
// indexes, a list item moved, taken out or added. The path's written form is the build's
// ("packages[0].price"), so a line of the build's check finds its field.
import type { Field, ItemKind } from "../fields/fields.ts";

export type Step = string | number;
export type Path = readonly Step[];

/** "packages[0].price" for ["packages", 0, "price"], as the build's check writes it. */
export { formatFieldPath as pathKey } from "#model/files.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === "number") node = node[step];
    else if (isRecord(node) && typeof step === "string") node = node[step];
    else return undefined;
  }
  return node;
}

/** A list's rows: none where the value is not a list (a new file's, or a file without it). */
export const rowsOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** `data` with `value` at `path` (a name left out where `value` is undefined). */
export function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === "number") {
    const list = Array.isArray(data) ? [...data] : [];
    list[step] = withValueAt(list[step], rest, value);
    return list;
  }
  const map = isRecord(data) ? { ...data } : {};
  const inner = withValueAt(map[step], rest, value);
  if (inner === undefined) delete map[step];
  else map[step] = inner;
  return map;
}

/** A new value of `field`, as the schema fills it in: its first choice, or empty. */
function newValueOf(field: Field): unknown {
  switch (field.kind) {
    case "choice":
      return field.initial ?? "";
    case "group":
      return newGroupOf(field.fields);
    case "list":
      return [];
    case "yesNo":
      return false;
    case "number":
      return undefined;
    case "date":
      return new Date().toISOString().slice(0, 10);
    default:
      return "";
  }
}

export function newGroupOf(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = newValueOf(field);
      return value === undefined ? [] : [[field.name, value]];
    }),
  );
}

/** A new item of `kind`; a list of several kinds tells them apart by the item's `type`. */
export function newItemOf(kind: ItemKind): unknown {
  if (kind.field) return newValueOf(kind.field) ?? "";
  const group = newGroupOf(kind.fields);
  return kind.type === null ? group : { type: kind.type, ...group };
}

export function kindOfItem(kinds: readonly ItemKind[], item: unknown) {
  if (kinds.length === 1) return kinds[0];
  const name = isRecord(item) ? item.type : undefined;
  return kinds.find((kind) => kind.type === name);
}
