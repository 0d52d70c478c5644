import { expect, it } from "vitest";
import type { Field } from "../fields/fields.ts";
import { type ItemKind, kindsOf, newItemOf, pathKey, valueAt, withValueAt } from "./values.ts";

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
