import { describe, expect, it, vi } from "vitest";
import type { Field } from "../fields/fields.ts";
import {
  type ItemKind,
  kindOfItem,
  kindsOf,
  newGroupOf,
  newItemOf,
  pathKey,
  rowsOf,
  valueAt,
  withValueAt,
} from "./values.ts";

const field = (name: string, widget: string, more: Partial<Field> = {}): Field => ({
  name,
  label: name,
  hint: "",
  widget,
  ...more,
});

/** The kind at `index` of the list `field`, which must have one there. */
function kindAt(field: Field, index = 0): ItemKind {
  const kind = kindsOf(field)[index];
  if (!kind) throw new Error(`no kind ${index}`);
  return kind;
}

it("writes a path as the build names a value", () => {
  expect(pathKey(["packages", 0, "features", 2])).toBe("packages[0].features[2]");
  expect(pathKey(["title"])).toBe("title");
});

it("reads and sets a value at a path without changing the data it was given", () => {
  const data = { packages: [{ name: "Bas", price: "1.000 kr" }] };
  const changed = withValueAt(data, ["packages", 0, "price"], "2.000 kr");
  expect(valueAt(changed, ["packages", 0, "price"])).toBe("2.000 kr");
  expect(valueAt(changed, ["packages", 0, "name"])).toBe("Bas");
  expect(data.packages[0]?.price).toBe("1.000 kr");
});

it("leaves a name out where its value is emptied to undefined", () => {
  expect(withValueAt({ alt: "x", file: "01.jpg" }, ["alt"], undefined)).toEqual({ file: "01.jpg" });
});

it("makes a new item of each kind of list with the schema's defaults", () => {
  const texts = field("features", "list", { field: field("item", "string") });
  expect(newItemOf(kindAt(texts))).toBe("");
  const photos = field("photos", "list", {
    fields: [field("file", "image"), field("fit", "select", { default: "cover" })],
  });
  expect(newItemOf(kindAt(photos))).toEqual({ file: "", fit: "cover" });
  const blocks = field("blocks", "list", {
    types: [
      { ...field("paragraph", "object"), fields: [field("text", "text")] },
      { ...field("list", "object"), fields: [field("items", "list")] },
    ],
  });
  expect(kindsOf(blocks).map((kind) => kind.name)).toEqual(["paragraph", "list"]);
  expect(newItemOf(kindAt(blocks, 1))).toEqual({ type: "list", items: [] });
});

it("reads nothing where a step does not fit the data: a name in a list, an index in a group", () => {
  expect(valueAt(["a", "b"], ["0"])).toBeUndefined();
  expect(valueAt({ 0: "x" }, [0])).toBeUndefined();
});

it("reads nothing beneath a text, an empty value or a missing one", () => {
  expect(valueAt({ title: "Hem" }, ["title", "length"])).toBeUndefined();
  expect(valueAt({ note: null }, ["note", "text"])).toBeUndefined();
  expect(valueAt({}, ["packages", 0, "price"])).toBeUndefined();
});

it("reads the whole data at the empty path", () => {
  const data = { title: "Hem" };
  expect(valueAt(data, [])).toBe(data);
});

it("sets a value where the path names a place the data does not have yet", () => {
  expect(withValueAt(undefined, ["packages", 1, "price"], "900 kr")).toEqual({
    packages: [undefined, { price: "900 kr" }],
  });
});

it("sets a named value on a fresh group where the data there was a list", () => {
  expect(withValueAt(["a"], ["title"], "Hem")).toStrictEqual({ title: "Hem" });
});

it("sets an item on a fresh list where the data there was a group", () => {
  expect(withValueAt({ 0: "a" }, [0], "b")).toStrictEqual(["b"]);
});

it("removes the name itself, not only its value, where a value is emptied to undefined", () => {
  const changed = withValueAt({ alt: "x", file: "01.jpg" }, ["alt"], undefined);
  expect(Object.keys(changed as object)).toEqual(["file"]);
});

it("gives a list's rows, and none where the value is not a list", () => {
  expect(rowsOf(["a", "b"])).toEqual(["a", "b"]);
  expect(rowsOf(undefined)).toEqual([]);
  expect(rowsOf({ 0: "a" })).toEqual([]);
});

it("fills a new group as the schema does: a nested group, an empty list, no, and empty text", () => {
  const group = newGroupOf([
    field("terms", "object", { fields: [field("hours", "string"), field("paid", "boolean")] }),
    field("features", "list"),
    field("published", "boolean"),
    field("title", "string"),
  ]);
  expect(group).toStrictEqual({
    terms: { hours: "", paid: false },
    features: [],
    published: false,
    title: "",
  });
});

it("fills a group field that lists no fields as an empty group", () => {
  expect(newGroupOf([field("terms", "object")])).toStrictEqual({ terms: {} });
});

it("leaves a number out of a new group, for her to give", () => {
  expect(newGroupOf([field("order", "number"), field("title", "string")])).toStrictEqual({
    title: "",
  });
});

it("takes a field's default over its kind's empty value", () => {
  expect(newGroupOf([field("order", "number", { default: 3 })])).toStrictEqual({ order: 3 });
});

it("dates a new item's date today, as a day", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(new Date("2025-03-14T15:09:26Z"));
    expect(newGroupOf([field("date", "datetime")])).toStrictEqual({ date: "2025-03-14" });
  } finally {
    vi.useRealTimers();
  }
});

it("names one item of a list by its singular label, or else by its label in small letters", () => {
  const sections = field("sections", "list", {
    label: "Avsnitt",
    label_singular: "avsnitt i portfolion",
    fields: [],
  });
  expect(kindAt(sections).label).toBe("avsnitt i portfolion");
  expect(kindAt(field("features", "list", { label: "Ingår i Paketet" })).label).toBe(
    "ingår i paketet",
  );
});

it("gives a list of groups that names no fields one kind of item with no fields", () => {
  expect(kindsOf(field("rows", "list"))).toEqual([{ name: null, label: "rows", fields: [] }]);
});

it("makes a new item of a list of numbers an empty text, not nothing", () => {
  expect(newItemOf(kindAt(field("sizes", "list", { field: field("size", "number") })))).toBe("");
});

it("makes a new item of a kind with no fields an empty group", () => {
  expect(newItemOf({ name: null, label: "rad", fields: null })).toStrictEqual({});
});

describe("which kind an item is", () => {
  const paragraph: ItemKind = { name: "paragraph", label: "stycke", fields: [] };
  const list: ItemKind = { name: "list", label: "lista", fields: [] };

  it("is a list's one kind, whatever the item says", () => {
    expect(kindOfItem([paragraph], { type: "list" })).toBe(paragraph);
  });

  it("is the kind the item's type names, among several", () => {
    expect(kindOfItem([paragraph, list], { type: "list" })).toBe(list);
    expect(kindOfItem([paragraph, list], { type: "paragraph" })).toBe(paragraph);
  });

  it("is none, among several, for an item of no known type or no group at all", () => {
    expect(kindOfItem([paragraph, list], { type: "quote" })).toBeUndefined();
    expect(kindOfItem([paragraph, list], "list")).toBeUndefined();
  });
});
