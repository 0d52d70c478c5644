import { expect, it } from "vitest";
import { homeSchema, portfolioSectionSchema, textPageSchema } from "#model/schema.ts";
import { fieldsOf } from "../fields/schema-fields.ts";
import { lacksAltText, photoRowsOf, photosWithoutAltText, rowFor } from "./photo-rows.ts";
import { kindsOf } from "./values.ts";

const sectionFields = fieldsOf(portfolioSectionSchema);
const photosField = sectionFields.find((field) => field.name === "photos");
const rows = photosField ? photoRowsOf(kindsOf(photosField)) : null;

it("finds a section's photo and alt-text fields, and no photo rows in a list of another kind", () => {
  expect(rows && { photo: rows.photo, alt: rows.alt }).toEqual({ photo: "file", alt: "alt" });
  const otherLists = [homeSchema, textPageSchema]
    .flatMap((schema) => fieldsOf(schema))
    .filter((field) => field.widget === "list");
  expect(otherLists.length).toBeGreaterThan(0);
  expect(otherLists.map((field) => photoRowsOf(kindsOf(field)))).toEqual(
    otherLists.map(() => null),
  );
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
