import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFiles } from "#model/files.ts";
import { portfolioSectionSchema } from "#model/schema.ts";
import { collections, editorConfig } from "./config.ts";
import { allFields, coverageProblems } from "./config-coverage.ts";
import type { Field } from "./fields.ts";

const entries = collections.flatMap((collection) => collection.files ?? []);

describe("the editor's fields", () => {
  it.each(Object.keys(contentFiles))(
    "edit every value of content/%s, each as its schema reads it",
    (file) => {
      const entry = entries.find((candidate) => candidate.file === `content/${file}`);
      expect(entry, `content/${file} has no entry in the editor`).toBeDefined();
      const schema = contentFiles[file as keyof typeof contentFiles].schema as z.ZodType;
      expect(coverageProblems(schema as never, entry?.fields ?? [])).toEqual([]);
    },
  );

  it("edit every value of a portfolio section's file, content/portfolio/<key>/avsnitt.yaml", () => {
    const portfolio = collections.find((collection) => collection.name === "portfolio");
    expect(coverageProblems(portfolioSectionSchema as never, portfolio?.fields ?? [])).toEqual([]);
  });

  it("find a value the editor cannot edit, a field the schema does not know, a wrong kind, and a field for data no page shows", () => {
    const schema = z.object({
      title: z.string(),
      price: z.string().optional(),
      count: z.number(),
      kind: z.enum(["a", "b"]),
      shownNowhere: z.number().meta({ isDataOnly: true }),
      alsoShownNowhere: z.number().meta({ isDataOnly: true }),
    });
    const fields: Field[] = [
      { name: "price", label: "Pris", hint: "Ett pris.", widget: "string" },
      { name: "count", label: "Antal", hint: "Ett tal.", widget: "string" },
      {
        name: "kind",
        label: "Slag",
        hint: "Ett slag.",
        widget: "select",
        options: [{ label: "A", value: "a" }],
      },
      { name: "extra", label: "Extra", hint: "Okänt.", widget: "string" },
      { name: "alsoShownNowhere", label: "Visas inte", hint: "Data.", widget: "number" },
    ];
    expect(coverageProblems(schema as never, fields)).toEqual([
      "extra: fältet finns i redigeraren men inte i schemat",
      "title: saknar fält i redigeraren",
      "price: valfritt i schemat men obligatoriskt i redigeraren",
      "count: number i schemat passar inte widgeten string",
      "kind: valen a ska vara a, b",
      "alsoShownNowhere: visas inte på sajten och ska inte ha ett fält",
    ]);
  });

  it("each have a Swedish label and a hint that the owner reads beside it", () => {
    const fields = allFields(
      collections.flatMap((collection) => [
        ...(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((file) => file.fields),
      ]),
    );
    expect(fields.length).toBeGreaterThan(150);
    for (const { path, field } of fields) {
      expect(field.label, path).toMatch(/^[A-ZÅÄÖ0-9{]/);
      expect(field.label, path).not.toBe(field.name);
      expect(field.hint, path).toMatch(/^[A-ZÅÄÖ0-9{].*[.:)]$/s);
      // Swedish, not the English of the file's keys: no English words the owner would not read.
      expect(`${field.label} ${field.hint}`, path).not.toMatch(
        /\b(the|and|of|to|field|list|image|title|description|price)\b/i,
      );
    }
  });

  it("name every collection and file in Swedish", () => {
    for (const collection of collections) {
      expect(collection.label).toMatch(/^[A-ZÅÄÖ]/);
      expect(collection.description).toMatch(/\.$/);
      for (const file of collection.files ?? []) expect(file.label).toMatch(/^[A-ZÅÄÖ]/);
    }
  });
});

describe("editorConfig", () => {
  it("saves to GitHub through Netlify's sign-in, and tries the local server on the same origin first", () => {
    const config = editorConfig({ repo: "firma/sajt", branch: "main" }, "https://foto.se");
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "firma/sajt",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    expect(config.local_backend).toEqual({ url: "https://foto.se/redigera/api/v1" });
    expect(config).toMatchObject({ locale: "sv", load_config_file: false });
  });

  it("saves only through the local server when the build knows no repository", () => {
    const config = editorConfig({ repo: null, branch: "main" }, "http://localhost:4173");
    expect(config.backend).toEqual({
      name: "proxy",
      proxy_url: "http://localhost:4173/redigera/api/v1",
    });
  });

  it("puts a portfolio section's photos in its own folder, which its key names", () => {
    const portfolio = collections.find((collection) => collection.name === "portfolio");
    expect(portfolio).toMatchObject({
      folder: "content/portfolio",
      path: "{{slug}}/avsnitt",
      slug: "{{key}}",
      extension: "yaml",
      media_folder: "",
      public_folder: "",
    });
  });
});
