import { describe, expect, it, vi } from "vitest";
import type { Field, ItemKind, ListField, TextField } from "../fields/fields.ts";
import {
  kindOfItem,
  newGroupOf,
  newItemOf,
  pathKey,
  rowsOf,
  valueAt,
  withValueAt,
} from "./values.ts";

const named = (name: string) => ({ name, label: name, hint: "" });
const text = (name: string, kind: TextField["kind"] = "line"): Field => ({ ...named(name), kind });
const group = (name: string, fields: Field[] = []): Field => ({
  ...named(name),
  kind: "group",
  fields,
});
const list = (name: string, items: ItemKind[] = []): ListField => ({
  ...named(name),
  kind: "list",
  singular: name,
  folded: false,
  items,
});
/** A list's one kind of item: a group of `fields`. */
const rowOf = (fields: Field[]): ItemKind => ({ type: null, label: "rad", fields });

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
  expect(newItemOf({ type: null, label: "rad", field: text("item") })).toBe("");
  const fit: Field = {
    ...named("fit"),
    kind: "choice",
    options: [{ value: "cover", label: "Fyll" }],
    initial: "cover",
  };
  expect(newItemOf(rowOf([text("file", "photo"), fit]))).toEqual({ file: "", fit: "cover" });
  const block: ItemKind = { type: "list", label: "Lista", fields: [list("items")] };
  expect(newItemOf(block)).toEqual({ type: "list", items: [] });
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
  const filled = newGroupOf([
    group("terms", [text("hours"), { ...named("paid"), kind: "yesNo" }]),
    list("features"),
    { ...named("published"), kind: "yesNo" },
    text("title"),
  ]);
  expect(filled).toStrictEqual({
    terms: { hours: "", paid: false },
    features: [],
    published: false,
    title: "",
  });
});

it("fills a group field that lists no fields as an empty group", () => {
  expect(newGroupOf([group("terms")])).toStrictEqual({ terms: {} });
});

it("leaves a number out of a new group, for her to give", () => {
  expect(newGroupOf([{ ...named("order"), kind: "number" }, text("title")])).toStrictEqual({
    title: "",
  });
});

it("takes a choice's first value, and an empty one where the schema gives none", () => {
  const options = [{ value: "cover", label: "Fyll" }];
  expect(
    newGroupOf([
      { ...named("fit"), kind: "choice", options, initial: "cover" },
      { ...named("side"), kind: "choice", options },
    ]),
  ).toStrictEqual({ fit: "cover", side: "" });
});

it("dates a new item's date today, as a day", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(new Date("2025-03-14T15:09:26Z"));
    expect(newGroupOf([text("date", "date")])).toStrictEqual({ date: "2025-03-14" });
  } finally {
    vi.useRealTimers();
  }
});

it("makes a new item of a list of numbers an empty text, not nothing", () => {
  expect(
    newItemOf({ type: null, label: "storlek", field: { ...named("size"), kind: "number" } }),
  ).toBe("");
});

it("makes a new item of a kind with no fields an empty group", () => {
  expect(newItemOf(rowOf([]))).toStrictEqual({});
});

describe("which kind an item is", () => {
  const paragraph: ItemKind = { type: "paragraph", label: "stycke", fields: [] };
  const list: ItemKind = { type: "list", label: "lista", fields: [] };

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
