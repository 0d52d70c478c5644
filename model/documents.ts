// content/ from a listing of its files and a reader of their bytes: the data files the build
// reads, each read as the build reads it, then the build's whole check. The build lists and reads
// the folder on disk (load.ts); the published editor the branch on GitHub, before a save.
import {
  type ContentDocuments,
  type ContentFile,
  dataFilesAmong,
  portfolioFoldersAmong,
} from "./files.ts";
import { readContentYaml } from "./read-yaml.ts";
import type { Home } from "./schema.ts";
import { checkContent } from "./validate.ts";

/** A file's bytes, or null where there is no such file. */
export type BytesOf = (file: ContentFile) => Uint8Array | null;

/** The data of every data file among `paths` (from content/), or the slips that keep some from being read. */
export function readDocuments(
  paths: readonly string[],
  bytesOf: BytesOf,
): { documents: ContentDocuments; errors: [] } | { errors: string[] } {
  const documents: Partial<ContentDocuments> = {};
  const errors: string[] = [];
  for (const file of dataFilesAmong(paths)) {
    const bytes = bytesOf(file);
    if (bytes === null) {
      errors.push(`content/${file}: filen finns inte; den behövs, så lägg tillbaka den`);
      continue;
    }
    const result = readContentYaml(`content/${file}`, bytes);
    if (result.ok) documents[file] = result.value;
    else errors.push(result.error);
  }
  return errors.length > 0 ? { errors } : { documents: documents as ContentDocuments, errors: [] };
}

/** Start page photos named in home.yaml without a file among `paths` (from content/). */
export function missingImages(home: Home, paths: readonly string[]): string[] {
  const present = new Set(paths);
  return [
    ["content/home.yaml: hero.image.file", home.hero.image.file],
    ["content/home.yaml: about.portrait.file", home.about.portrait.file],
    ...home.teaser.items.map((item, i) => [
      `content/home.yaml: teaser.items[${i}].image`,
      item.image,
    ]),
  ]
    .filter(([, file]) => !present.has(`images/${file ?? ""}`))
    .map(([field, file]) => `${field}: content/images/${file} finns inte`);
}

/** Every line the build's check of the data gives for content/ with these files; none when it builds. */
export function contentLines(paths: readonly string[], bytesOf: BytesOf): string[] {
  const read = readDocuments(paths, bytesOf);
  if (!("documents" in read)) return read.errors;
  const checked = checkContent(read.documents, portfolioFoldersAmong(paths));
  return "content" in checked ? missingImages(checked.content.home, paths) : checked.errors;
}
