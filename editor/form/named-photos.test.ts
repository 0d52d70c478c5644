import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { sectionFile } from "#model/content-paths.ts";
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
