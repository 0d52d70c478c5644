import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sectionFile } from "#model/content-paths.ts";
import type { Field, ItemKind } from "../fields/fields.ts";
import { fieldsOfFile } from "../fields/schema-fields.ts";
import { photosNamed } from "./named-photos.ts";

const section = fieldsOfFile(`content/${sectionFile("kok")}`);

it("names each row's photo and its before photo, and nothing of the alt texts", () => {
  const data = {
    key: "kok",
    title: "kok-1.jpg", // a title that reads like a photo's name names no photo
    photos: [
      { file: "kok-1.jpg", alt: "hall.jpg" },
      { file: "kok-2.jpg", before: "kok-0.jpg" },
    ],
  };
  expect([...photosNamed(section, data)].sort()).toEqual(["kok-0.jpg", "kok-1.jpg", "kok-2.jpg"]);
});

it("names nothing for a row whose photo is not chosen yet", () => {
  expect([...photosNamed(section, { photos: [{ file: "" }, { alt: "Köket" }] })]).toEqual([]);
});

it("names the start page's photos in its groups and lists, as its file has them", () => {
  const raw = readFileSync("content/home.yaml", "utf8");
  const named = photosNamed(fieldsOfFile("content/home.yaml"), parse(raw));
  const written = [...raw.matchAll(/^\s*(?:file|image): (\S+\.jpg)$/gm)].map(([, name]) => name);
  expect(written.length).toBeGreaterThan(1);
  expect([...named].sort()).toEqual([...new Set(written)].sort());
});

describe("lists of their own making", () => {
  const photo = (name: string): Field => ({ name, label: name, hint: "", kind: "photo" });
  const list = (name: string, items: ItemKind[]): Field => ({
    name,
    label: name,
    hint: "",
    kind: "list",
    singular: name,
    folded: false,
    items,
  });

  it("names the photos of a list of photo names, one value a row", () => {
    const fields = [list("bilder", [{ type: null, label: "bild", field: photo("item") }])];
    expect([...photosNamed(fields, { bilder: ["a.jpg", "", "b.jpg"] })]).toEqual([
      "a.jpg",
      "b.jpg",
    ]);
  });

  it("names the photos of each block by its kind, and none of a block of no known kind", () => {
    const fields = [
      list("block", [
        { type: "bild", label: "Bild", fields: [photo("file")] },
        { type: "text", label: "Text", fields: [] },
      ]),
    ];
    const data = {
      block: [
        { type: "bild", file: "a.jpg" },
        { type: "okänd", file: "b.jpg" },
        { type: "text", file: "c.jpg" },
      ],
    };
    expect([...photosNamed(fields, data)]).toEqual(["a.jpg"]);
  });

  it("names nothing where a list holds no rows, or a text stands in place of a group", () => {
    const cover: Field = {
      name: "omslag",
      label: "Omslag",
      hint: "",
      kind: "group",
      fields: [photo("file")],
    };
    const fields = [list("block", [{ type: null, label: "rad", fields: [photo("file")] }]), cover];
    expect([...photosNamed(fields, { block: "a.jpg", omslag: "b.jpg" })]).toEqual([]);
  });
});
