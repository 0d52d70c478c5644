// The form's data as plain values, changed without being mutated: a value at a path of names and
// indexes, a list item moved, taken out or added. The path's written form is the build's
// ("packages[0].price"), so a line of the build's check finds its field.
import type { Field } from "../fields/fields.ts";

export type Step = string | number;
export type Path = readonly Step[];

/** "packages[0].price" for ["packages", 0, "price"]. */
export const pathKey = (path: Path) =>
  path
    .map((step) => (typeof step === "number" ? `[${step}]` : `.${step}`))
    .join("")
    .slice(1);

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

/** `list` with the item at `from` moved to `to`. */
export function moved<Item>(list: readonly Item[], from: number, to: number): Item[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export const without = <Item>(list: readonly Item[], index: number): Item[] =>
  list.filter((_, at) => at !== index);

/** A new value of `field`, as the schema fills it in: its default, or empty. */
function newValueOf(field: Field): unknown {
  if (field.default !== undefined && field.default !== "{{now}}") return field.default;
  switch (field.widget) {
    case "object":
      return newGroupOf((field.fields as Field[] | undefined) ?? []);
    case "list":
      return [];
    case "boolean":
      return false;
    case "number":
      return undefined;
    case "datetime":
      return new Date().toISOString().slice(0, 10);
    default:
      return "";
  }
}

/** A new group of `fields`, each value as the schema fills it in. */
export function newGroupOf(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = newValueOf(field);
      return value === undefined ? [] : [[field.name, value]];
    }),
  );
}

/** The kinds of item a list holds: one, or a kind per block (a text page's). */
export type ItemKind = {
  name: string | null;
  label: string;
  fields: Field[] | null;
  field?: Field;
};

export function kindsOf(list: Field): ItemKind[] {
  const types = list.types as (Field & { name: string })[] | undefined;
  if (types) {
    return types.map((kind) => ({
      name: kind.name,
      label: kind.label,
      fields: (kind.fields as Field[] | undefined) ?? [],
    }));
  }
  const single = list.field as Field | undefined;
  const label = String(list.label_singular ?? list.label.toLowerCase());
  return single
    ? [{ name: null, label, fields: null, field: single }]
    : [{ name: null, label, fields: (list.fields as Field[] | undefined) ?? [] }];
}

/** A new item of `kind`, for a list whose kinds are told apart by `typeKey`. */
export function newItemOf(kind: ItemKind, typeKey = "type"): unknown {
  if (kind.field) return newValueOf(kind.field) ?? "";
  const group = newGroupOf(kind.fields ?? []);
  return kind.name === null ? group : { [typeKey]: kind.name, ...group };
}

/** The kind of a list's `item`. */
export function kindOfItem(kinds: readonly ItemKind[], item: unknown, typeKey = "type") {
  if (kinds.length === 1) return kinds[0];
  const name = isRecord(item) ? item[typeKey] : undefined;
  return kinds.find((kind) => kind.name === name);
}
