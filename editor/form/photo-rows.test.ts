import { expect, it } from "vitest";
import { homeSchema, portfolioSectionSchema, textPageSchema } from "#model/schema.ts";
import type { Field, ItemKind, TextField } from "../fields/fields.ts";
import { fieldsOf } from "../fields/schema-fields.ts";
import { lacksAltText, photoRowsOf, photosWithoutAltText, rowFor } from "./photo-rows.ts";

const sectionFields = fieldsOf(portfolioSectionSchema);
const photosField = sectionFields.find((field) => field.name === "photos");
const rows = photosField?.kind === "list" ? photoRowsOf(photosField.items) : null;

it("finds a section's photo and alt-text fields, and no photo rows in a list of another kind", () => {
  expect(rows && { photo: rows.photo, alt: rows.alt }).toEqual({ photo: "file", alt: "alt" });
  const otherLists = [homeSchema, textPageSchema]
    .flatMap((schema) => fieldsOf(schema))
    .flatMap((field) => (field.kind === "list" ? [field] : []));
  expect(otherLists.length).toBeGreaterThan(0);
  expect(otherLists.map((field) => photoRowsOf(field.items))).toEqual(otherLists.map(() => null));
});

it("makes a new row that names the photo and leaves its alt text for her, no empty field in it", () => {
  if (!rows) throw new Error("no photo rows");
  const row = rowFor(rows, "kok-1.jpg");
  expect(row).toEqual({ file: "kok-1.jpg" });
  expect(lacksAltText(rows, row)).toBe(true);
});

it("counts the photos of the form with no alt text, blanks too, and not a row with no photo", () => {
  const data = {
    photos: [
      { file: "a.jpg", alt: "Köket i kvällsljus" },
      { file: "b.jpg", alt: "" },
      { file: "c.jpg", alt: "   " },
      { file: "d.jpg" },
      { file: "", alt: "" },
    ],
  };
  expect(photosWithoutAltText(sectionFields, data)).toBe(3);
  expect(photosWithoutAltText(sectionFields, { photos: [] })).toBe(0);
});

const text = (name: string, kind: TextField["kind"] = "line"): Field => ({
  name,
  label: name,
  hint: "",
  kind,
});
const kindOf = (fields: Field[], type: string | null = null): ItemKind => ({
  type,
  label: "bild",
  fields,
});

it("finds the photo field among the item's fields wherever it stands, not the first field", () => {
  const found = photoRowsOf([kindOf([text("alt"), text("bild", "photo")])]);
  expect(found && { photo: found.photo, alt: found.alt }).toEqual({ photo: "bild", alt: "alt" });
});

it("finds no photo rows in a list of groups without a photo, or without an alt text", () => {
  expect(photoRowsOf([kindOf([text("title"), text("alt")])])).toBeNull();
  expect(photoRowsOf([kindOf([text("file", "photo"), text("caption")])])).toBeNull();
});

it("finds no photo rows in a list of texts, or in a list of no kinds", () => {
  expect(photoRowsOf([{ type: null, label: "rad", field: text("item") }])).toBeNull();
  expect(photoRowsOf([])).toBeNull();
});

it("finds no photo rows in a list of several kinds, even where each kind has a photo and alt text", () => {
  const photoFields = [text("file", "photo"), text("alt")];
  expect(photoRowsOf([kindOf(photoFields, "photo"), kindOf(photoFields, "wide")])).toBeNull();
});

it("makes a new row with the values a new item is given, beside the photo", () => {
  const kind = kindOf([
    text("file", "photo"),
    text("alt"),
    {
      name: "fit",
      label: "fit",
      hint: "",
      kind: "choice",
      options: [{ value: "cover", label: "Fyll" }],
      initial: "cover",
    },
  ]);
  const photoRows = photoRowsOf([kind]);
  if (!photoRows) throw new Error("no photo rows");
  expect(rowFor(photoRows, "kok-1.jpg")).toEqual({ fit: "cover", file: "kok-1.jpg" });
});

it("does not ask for the alt text of a row that names no photo", () => {
  if (!rows) throw new Error("no photo rows");
  expect(lacksAltText(rows, {})).toBe(false);
  expect(lacksAltText(rows, { file: "" })).toBe(false);
});

it("asks for the alt text of a photo whose alt text is not a text", () => {
  if (!rows) throw new Error("no photo rows");
  expect(lacksAltText(rows, { file: "a.jpg", alt: 3 })).toBe(true);
});

it("counts no photos in a section that has none yet", () => {
  expect(photosWithoutAltText(sectionFields, { title: "Kök" })).toBe(0);
});

it("counts no photos in a list that is not of photos", () => {
  const fields: Field[] = [
    {
      name: "features",
      label: "Ingår",
      hint: "",
      kind: "list",
      singular: "rad",
      folded: false,
      items: [{ type: null, label: "rad", field: text("item") }],
    },
  ];
  expect(photosWithoutAltText(fields, { features: ["Bas", ""] })).toBe(0);
});

it("counts only lists: not a group of a photo and alt text, even where the file holds a list there", () => {
  const cover: Field = {
    name: "cover",
    label: "Omslag",
    hint: "",
    kind: "group",
    fields: [text("file", "photo"), text("alt")],
  };
  expect(photosWithoutAltText([cover], { cover: [{ file: "a.jpg" }] })).toBe(0);
});
