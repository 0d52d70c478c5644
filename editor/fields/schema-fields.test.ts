import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sectionFile } from "#model/content-paths.ts";
import { fieldsOf, fieldsOfFile } from "./schema-fields.ts";

// A small schema written as model/schema.ts writes the content's: each value's label and hint,
// and what the editor needs beside the rule, as zod metadata.
const labelled = <Schema extends z.ZodType>(schema: Schema, title: string, more = {}) =>
  schema.meta({ title, description: `Om ${title.toLowerCase()}.`, ...more });

describe("fieldsOf", () => {
  it("makes a field of each value, by its kind, with its label, its hint and whether it may be empty", () => {
    const schema = z.object({
      title: labelled(z.string().min(1), "Rubrik"),
      intro: labelled(z.string(), "Ingress", { isParagraph: true }),
      note: labelled(z.string().optional(), "Not"),
      count: labelled(z.number().int().positive(), "Antal"),
      hours: labelled(z.number().int().min(0).max(24), "Timmar"),
      isShown: labelled(z.boolean(), "Visas"),
      kind: labelled(z.enum(["a", "b"]), "Slag", { choices: { a: "Ett", b: "Två" }, initial: "b" }),
    });
    expect(fieldsOf(schema)).toEqual([
      { name: "title", label: "Rubrik", hint: "Om rubrik.", kind: "line" },
      { name: "intro", label: "Ingress", hint: "Om ingress.", kind: "paragraph" },
      { name: "note", label: "Not", hint: "Om not.", required: false, kind: "line" },
      {
        name: "count",
        label: "Antal",
        hint: "Om antal.",
        kind: "number",
        min: 1,
      },
      {
        name: "hours",
        label: "Timmar",
        hint: "Om timmar.",
        kind: "number",
        min: 0,
        max: 24,
      },
      { name: "isShown", label: "Visas", hint: "Om visas.", kind: "yesNo" },
      {
        name: "kind",
        label: "Slag",
        hint: "Om slag.",
        kind: "choice",
        options: [
          { label: "Ett", value: "a" },
          { label: "Två", value: "b" },
        ],
        initial: "b",
      },
    ]);
  });

  it("makes groups, lists of texts, lists of groups and lists of kinds of block", () => {
    const block = z.discriminatedUnion("type", [
      labelled(z.object({ type: z.literal("text"), text: labelled(z.string(), "Text") }), "Stycke"),
      labelled(
        z.object({
          type: z.literal("list"),
          items: labelled(z.array(labelled(z.string(), "Punkt")), "Punkter"),
        }),
        "Lista",
      ),
    ]);
    const schema = z.object({
      place: labelled(z.object({ town: labelled(z.string(), "Ort") }), "Plats"),
      lines: labelled(z.array(labelled(z.string(), "Rad")).min(1), "Rader"),
      photos: labelled(
        z.array(z.object({ file: labelled(z.string(), "Fil", { isPhoto: true }) })).length(6),
        "Bilder",
        {
          singular: "bild",
          summary: "{{fields.file}}",
        },
      ),
      blocks: labelled(z.array(block), "Block", { singular: "block" }),
    });
    const [place, lines, photos, blocks] = fieldsOf(schema);
    expect(place).toMatchObject({
      kind: "group",
      fields: [{ name: "town", label: "Ort" }],
    });
    expect(lines).toMatchObject({
      kind: "list",
      singular: "rad",
      folded: false,
      items: [{ type: null, label: "rad", field: { label: "Rad", kind: "line" } }],
    });
    expect(photos).toMatchObject({
      kind: "list",
      singular: "bild",
      summary: "{{fields.file}}",
      folded: true,
      max: 6,
      items: [{ type: null, label: "bild", fields: [{ name: "file", kind: "photo" }] }],
    });
    expect(blocks).toMatchObject({
      kind: "list",
      singular: "block",
      folded: false,
      items: [
        { type: "text", label: "Stycke", fields: [{ name: "text" }] },
        { type: "list", label: "Lista", fields: [{ name: "items", kind: "list" }] },
      ],
    });
  });

  it("offers no field for a value kept only as data, and names a value without a label", () => {
    const shown = z.object({
      title: labelled(z.string(), "Rubrik"),
      views: z.number().default(0).meta({ isDataOnly: true }),
    });
    expect(fieldsOf(shown).map((field) => field.name)).toEqual(["title"]);
    expect(() => fieldsOf(z.object({ title: z.string() }))).toThrow(
      "title: värdet saknar etikett och hjälptext i schemat (model/schema.ts)",
    );
  });
});

describe("fieldsOf, the kinds of text", () => {
  it("picks a section, a before photo and a date from what the schema says a text holds", () => {
    const schema = z.object({
      section: labelled(z.string(), "Avsnitt", { isSection: true }),
      before: labelled(z.string(), "Före-bild", { isBeforePhoto: true }),
      updated: labelled(z.string(), "Ändrad", { isDate: true }),
    });
    expect(fieldsOf(schema).map((field) => [field.name, field.kind])).toEqual([
      ["section", "section"],
      ["before", "beforePhoto"],
      ["updated", "date"],
    ]);
  });

  it("gives a choice no default where the schema names no initial value, and shows each value as itself where it has no words for it", () => {
    const schema = z.object({ fit: labelled(z.enum(["cover", "contain"]), "Bildform") });
    expect(fieldsOf(schema)).toStrictEqual([
      {
        name: "fit",
        label: "Bildform",
        hint: "Om bildform.",
        kind: "choice",
        options: [
          { label: "cover", value: "cover" },
          { label: "contain", value: "contain" },
        ],
      },
    ]);
  });
});

describe("fieldsOf, numbers", () => {
  it("takes the least whole number above a bound the value must exceed", () => {
    const schema = z.object({ guests: labelled(z.number().int().gt(5), "Gäster") });
    expect(fieldsOf(schema)[0]).toMatchObject({ kind: "number", min: 6 });
  });

  it("takes the greatest whole number below a bound the value must stay under", () => {
    const schema = z.object({ guests: labelled(z.number().int().min(1).lt(13), "Gäster") });
    expect(fieldsOf(schema)[0]).toMatchObject({ kind: "number", min: 1, max: 12 });
  });

  it("keeps a bound below zero, and a greatest number of zero", () => {
    const schema = z.object({
      change: labelled(z.number().int().min(-3).max(0), "Ändring"),
      step: labelled(z.number().int().gt(-5).lt(1), "Steg"),
    });
    expect(fieldsOf(schema)).toMatchObject([
      { kind: "number", min: -3, max: 0 },
      { kind: "number", min: -4, max: 0 },
    ]);
  });

  it("shows no bound at all for a whole number the schema bounds only by the safe ones", () => {
    const [change] = fieldsOf(z.object({ change: labelled(z.number().int(), "Ändring") }));
    expect(change).not.toHaveProperty("min");
    expect(change).not.toHaveProperty("max");
  });

  it("shows no greatest number where the schema's only bound is the largest safe one", () => {
    const [count] = fieldsOf(z.object({ count: labelled(z.number().int().min(1), "Antal") }));
    expect(count).toStrictEqual({
      name: "count",
      label: "Antal",
      hint: "Om antal.",
      kind: "number",
      min: 1,
    });
  });
});

describe("fieldsOf, whether a value may be left empty", () => {
  it("lets a value be left empty that the schema fills in when it is missing", () => {
    const schema = z.object({
      tags: labelled(z.array(labelled(z.string(), "Tagg")).default([]), "Taggar"),
    });
    expect(fieldsOf(schema)[0]?.required).toBe(false);
  });

  it("lets every value be left empty in a group where none is required", () => {
    const schema = z.object({ note: labelled(z.string().optional(), "Not") });
    expect(fieldsOf(schema)[0]?.required).toBe(false);
  });
});

describe("fieldsOf, lists", () => {
  it("makes a list of texts' one field a required value named item, and sets no greatest number of items where there is none", () => {
    const schema = z.object({ lines: labelled(z.array(labelled(z.string(), "Rad")), "Rader") });
    expect(fieldsOf(schema)).toStrictEqual([
      {
        name: "lines",
        label: "Rader",
        hint: "Om rader.",
        kind: "list",
        singular: "rad",
        folded: false,
        items: [
          {
            type: null,
            label: "rad",
            field: { name: "item", label: "Rad", hint: "Om rad.", kind: "line" },
          },
        ],
      },
    ]);
  });

  it("names one block of a list of blocks by the list's label in small letters where the schema gives no singular", () => {
    const block = z.discriminatedUnion("type", [
      labelled(z.object({ type: z.literal("text"), text: labelled(z.string(), "Text") }), "Stycke"),
    ]);
    const [blocks] = fieldsOf(z.object({ blocks: labelled(z.array(block), "Alla Block") }));
    expect(blocks).toMatchObject({ kind: "list", singular: "alla block" });
  });

  it("names one item of a list of groups by the schema's singular, or else by the list's label in small letters", () => {
    const row = z.object({ a: labelled(z.string(), "A") });
    const schema = z.object({
      sections: labelled(z.array(row), "Avsnitt", { singular: "avsnitt i portfolion" }),
      features: labelled(z.array(row), "Ingår i Paketet"),
    });
    expect(fieldsOf(schema).map((field) => field.kind === "list" && field.singular)).toEqual([
      "avsnitt i portfolion",
      "ingår i paketet",
    ]);
  });

  it("sets no greatest number on a list of groups where the schema has none", () => {
    const schema = z.object({
      rows: labelled(z.array(z.object({ a: labelled(z.string(), "A") })), "Rader"),
    });
    expect(Object.keys(fieldsOf(schema)[0] ?? {})).not.toContain("max");
  });

  it("names a list of values kept only as data as a fault of the schema", () => {
    const schema = z.object({
      views: labelled(z.array(z.number().meta({ isDataOnly: true })), "Visningar"),
    });
    expect(() => fieldsOf(schema)).toThrow("views: en lista av värden som bara är data");
  });
});

it("names a value with a label but no hint as a fault of the schema", () => {
  const schema = z.object({ title: z.string().meta({ title: "Rubrik" }) });
  expect(() => fieldsOf(schema)).toThrow(
    "title: värdet saknar etikett och hjälptext i schemat (model/schema.ts)",
  );
});

it("makes a file's fields once, for every file of one schema", () => {
  const first = fieldsOfFile(`content/${sectionFile("kok")}`);
  expect(fieldsOfFile(`content/${sectionFile("bad")}`)).toBe(first);
});
