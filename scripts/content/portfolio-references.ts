// The portfolio's keys are written once, in content/portfolio/galleries.yaml. Everything else that
// names a section or a photo is checked against it and against the photo folders: a service, a
// teaser or the print section's link that points at no section, a section without its folder, a
// folder no section shows, or an alt text or before/after pair for a file that is not there.

import type { ContentDocuments } from "./files.ts";
import { galleriesSchema, portfolioKeyFormat } from "./schema.ts";

/** The file names in each folder content/portfolio/<name>/, by folder name. */
export type PortfolioFolders = Readonly<Record<string, readonly string[]>>;

const galleriesFile = "content/portfolio/galleries.yaml";

/**
 * The `portfolio` values of a list of entries, with their index, where one is written as a key
 * can be; a badly written one is the schema's to report.
 */
function references(entries: unknown): [index: number, key: string][] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) => {
    const key = (entry as { portfolio?: unknown } | null)?.portfolio;
    return typeof key === "string" && portfolioKeyFormat.test(key)
      ? [[index, key] as [number, string]]
      : [];
  });
}

/** Every broken reference to a portfolio section or photo, as "<file>: <field>: <problem>". */
export function portfolioErrors(documents: ContentDocuments, folders: PortfolioFolders): string[] {
  // Until galleries.yaml itself is right, its own errors say more than references to it would.
  const parsed = galleriesSchema.safeParse(
    (documents["portfolio/galleries.yaml"] as { galleries?: unknown }).galleries,
  );
  if (!parsed.success) return [];
  const galleries = parsed.data;
  const keys = galleries.map((gallery) => gallery.key);
  const unknownKey = (key: string) =>
    `${key} finns inte i ${galleriesFile}; skriv en av ${keys.join(", ")}`;
  const missingFile = (key: string, file: string) => `content/portfolio/${key}/${file} finns inte`;

  const errors: string[] = [];
  for (const [index, key] of references(
    (documents["services.yaml"] as { services?: unknown }).services,
  )) {
    if (!keys.includes(key)) {
      errors.push(`content/services.yaml: services[${index}].portfolio: ${unknownKey(key)}`);
    }
  }
  const home = documents["home.yaml"] as
    | { teaser?: { items?: unknown }; print?: unknown }
    | undefined;
  for (const [index, key] of references(home?.teaser?.items)) {
    if (!keys.includes(key)) {
      errors.push(`content/home.yaml: teaser.items[${index}].portfolio: ${unknownKey(key)}`);
    }
  }
  for (const [, key] of references([home?.print])) {
    if (!keys.includes(key)) {
      errors.push(`content/home.yaml: print.portfolio: ${unknownKey(key)}`);
    }
  }
  galleries.forEach((gallery, index) => {
    const field = `${galleriesFile}: galleries[${index}]`;
    const files = folders[gallery.key];
    if (!files) {
      errors.push(
        `${field}.key: mappen content/portfolio/${gallery.key}/ finns inte; skapa den och lägg avsnittets bilder i den`,
      );
      return;
    }
    for (const file of Object.keys(gallery.altTexts)) {
      if (!files.includes(file)) {
        errors.push(`${field}.altTexts.${file}: ${missingFile(gallery.key, file)}`);
      }
    }
    (gallery.pairs ?? []).forEach((pair, pairIndex) => {
      pair.forEach((file, side) => {
        if (!files.includes(file)) {
          errors.push(`${field}.pairs[${pairIndex}][${side}]: ${missingFile(gallery.key, file)}`);
        }
      });
    });
  });
  for (const folder of Object.keys(folders)) {
    if (!keys.includes(folder)) {
      errors.push(
        `content/portfolio/${folder}/: inget avsnitt i ${galleriesFile} har nyckeln ${folder}; lägg till avsnittet där eller flytta bort mappen`,
      );
    }
  }
  return errors;
}
