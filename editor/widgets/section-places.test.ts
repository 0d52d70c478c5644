// @module-tag content
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { ContentDocuments } from "#model/files.ts";
import { sectionReferences } from "#model/portfolio-references.ts";
import { collections } from "../fields/config.ts";
import { filesNamingSections, placesNamingSection } from "./section-places.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const documents = Object.fromEntries(
  filesNamingSections.map((file) => [file, parse(readFileSync(join(content, file), "utf8"))]),
) as Partial<ContentDocuments>;
const order = (documents["portfolio.yaml"] as { sections: string[] }).sections;

describe("placesNamingSection", () => {
  it("names, in the editor's words, every value the build checks that names the section", () => {
    for (const key of order) {
      const places = placesNamingSection(key, documents, collections);
      const named = sectionReferences(documents as ContentDocuments).filter(
        (reference) => reference.key === key,
      );
      expect(places).toHaveLength(named.length);
      // Every section stands in the portfolio page's order, among its items counted from 1.
      expect(places).toContain(placeInOrder(order.indexOf(key) + 1));
      for (const place of places) expect(place).not.toMatch(/content\/|\[\d+\]|\.portfolio/);
    }
  });

  it("names a service that shows the section by its place in the list of services", () => {
    const services = (documents["services.yaml"] as { services: { portfolio?: string }[] })
      .services;
    const index = services.findIndex((service) => service.portfolio);
    const key = services[index]?.portfolio ?? "";
    expect(placesNamingSection(key, documents, collections)).toContainEqual(
      expect.stringMatching(new RegExp(` › [^›]+ ${index + 1} › [^›]+$`)),
    );
  });

  it("finds nothing naming a section that nothing shows", () => {
    expect(placesNamingSection("finns-inte", documents, collections)).toEqual([]);
  });
});

/** Item `n` of the portfolio page's order, by the labels the editor shows on the way to it. */
function placeInOrder(n: number): string {
  for (const collection of collections) {
    const page = collection.files?.find((entry) => entry.file === "content/portfolio.yaml");
    const list = page?.fields.find((field) => field.name === "sections") as
      | { label: string; label_singular: string }
      | undefined;
    if (page && list) {
      return [collection.label, page.label, list.label, `${list.label_singular} ${n}`].join(" › ");
    }
  }
  throw new Error("content/portfolio.yaml has no sections field in the editor");
}
