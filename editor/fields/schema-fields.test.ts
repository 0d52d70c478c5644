import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsOf } from "./schema-fields.ts";

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
      { name: "title", label: "Rubrik", hint: "Om rubrik.", widget: "string" },
      { name: "intro", label: "Ingress", hint: "Om ingress.", widget: "text" },
      { name: "note", label: "Not", hint: "Om not.", required: false, widget: "string" },
      {
        name: "count",
        label: "Antal",
        hint: "Om antal.",
        widget: "number",
        min: 1,
      },
      {
        name: "hours",
        label: "Timmar",
        hint: "Om timmar.",
        widget: "number",
        min: 0,
        max: 24,
      },
      { name: "isShown", label: "Visas", hint: "Om visas.", widget: "boolean" },
      {
        name: "kind",
        label: "Slag",
        hint: "Om slag.",
        widget: "select",
        options: [
          { label: "Ett", value: "a" },
          { label: "Två", value: "b" },
        ],
        default: "b",
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
      widget: "object",
      fields: [{ name: "town", label: "Ort" }],
    });
    expect(lines).toMatchObject({
      widget: "list",
      label_singular: "rad",
      collapsed: false,
      field: { label: "Rad", widget: "string" },
    });
    expect(photos).toMatchObject({
      widget: "list",
      label_singular: "bild",
      summary: "{{fields.file}}",
      collapsed: true,
      max: 6,
      fields: [{ name: "file", widget: "image" }],
    });
    expect(blocks).toMatchObject({
      widget: "list",
      types: [
        { name: "text", label: "Stycke", fields: [{ name: "text" }] },
        { name: "list", label: "Lista", fields: [{ name: "items", widget: "list" }] },
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
