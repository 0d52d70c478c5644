import { describe, expect, it } from "vitest";
import { contentFiles, sectionFile, textPageFile } from "#model/files.ts";
import { collections, editorConfig } from "./config.ts";
import type { Field } from "./fields.ts";

const entries = collections.flatMap((collection) => collection.files ?? []);

/** Every field of `fields` with its path, the fields inside groups and lists included. */
function allFields(fields: readonly Field[], path = ""): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    const nested = [
      ...((field.fields as Field[] | undefined) ?? []),
      ...((field.types as Field[] | undefined) ?? []),
      ...(field.field ? [field.field as Field] : []),
    ];
    return [{ path: here, field }, ...allFields(nested, here)];
  });
}

describe("the editor's fields", () => {
  it.each(Object.keys(contentFiles))("edit content/%s", (file) => {
    const entry = entries.find((candidate) => candidate.file === `content/${file}`);
    expect(entry, `content/${file} has no entry in the editor`).toBeDefined();
    expect(entry?.fields.length).toBeGreaterThan(0);
  });

  it("edit each file of the folders: the portfolio's sections and the text pages", () => {
    const folderOf = (name: string) =>
      collections.find((collection) => collection.name === name)?.folder;
    expect(`${folderOf("portfolio")}/kok/avsnitt.yaml`).toBe(`content/${sectionFile("kok")}`);
    expect(`${folderOf("textsidor")}/om-oss.yaml`).toBe(`content/${textPageFile("om-oss")}`);
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
  const published = {
    repo: "firma/sajt",
    branch: "main",
    apiRoot: "https://api.github.com",
    signInRoot: "https://api.netlify.com",
  };

  it("saves to GitHub, at the API the build names, through Netlify's sign-in", () => {
    const config = editorConfig(published, "https://foto.se", false);
    // The editor's backend, Decap's GitHub one with the gate before each save (gated-backends.ts).
    expect(config.backend).toMatchObject({
      name: "redigeraren-github",
      repo: "firma/sajt",
      branch: "main",
      api_root: "https://api.github.com",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    expect(config).toMatchObject({ locale: "sv", load_config_file: false });
    const rehearsal = { ...published, apiRoot: "http://127.0.0.1:4400" };
    expect(editorConfig(rehearsal, "http://127.0.0.1:4300", false).backend).toMatchObject({
      api_root: "http://127.0.0.1:4400",
    });
  });

  it("saves through the local server when it answers, or the build knows no repository", () => {
    const local = { name: "redigeraren-lokal", proxy_url: "http://localhost:4173/redigera/api/v1" };
    expect(editorConfig(published, "http://localhost:4173", true).backend).toEqual(local);
    const none = { ...published, repo: null };
    expect(editorConfig(none, "http://localhost:4173", false).backend).toEqual(local);
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
