// content/ from a listing of its files and a reader of their bytes: the data files the build
// reads, each read as the build reads it, then the build's whole check. The build lists and reads
// the folder on disk (load.ts); the published editor the branch on GitHub, before a save.
import {
  type ContentDocuments,
  type ContentFile,
  dataFilesAmong,
  fieldError,
  type Problem,
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
): { documents: ContentDocuments; errors: [] } | { errors: Problem[] } {
  const documents: Partial<ContentDocuments> = {};
  const errors: Problem[] = [];
  for (const file of dataFilesAmong(paths)) {
    const bytes = bytesOf(file);
    if (bytes === null) {
      errors.push(fieldError(file, [], "filen finns inte; den behövs, så lägg tillbaka den"));
      continue;
    }
    const result = readContentYaml(`content/${file}`, bytes);
    if (result.ok) documents[file] = result.value;
    else errors.push(result.problem);
  }
  return errors.length > 0 ? { errors } : { documents: documents as ContentDocuments, errors: [] };
}

/** Start page photos named in home.yaml without a file among `paths` (from content/). */
export function missingImages(home: Home, paths: readonly string[]): Problem[] {
  const present = new Set(paths);
  const named: [PropertyKey[], string][] = [
    [["hero", "image", "file"], home.hero.image.file],
    [["about", "portrait", "file"], home.about.portrait.file],
    ...home.teaser.items.map((item, i): [PropertyKey[], string] => [
      ["teaser", "items", i, "image"],
      item.image,
    ]),
  ];
  return named
    .filter(([, file]) => !present.has(`images/${file}`))
    .map(([path, file]) => {
      const missing = `content/images/${file}`;
      return fieldError("home.yaml", path, `${missing} finns inte`, missing);
    });
}

/** Every problem the build's check of the data finds in content/ with these files; none when it builds. */
export function contentProblems(paths: readonly string[], bytesOf: BytesOf): Problem[] {
  const read = readDocuments(paths, bytesOf);
  if (!("documents" in read)) return read.errors;
  const checked = checkContent(read.documents, portfolioFoldersAmong(paths));
  return "content" in checked ? missingImages(checked.content.home, paths) : checked.errors;
}
