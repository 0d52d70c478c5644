// A portfolio section is a folder content/portfolio/<key>/ with its avsnitt.yaml. Everything that
// names a section or a photo is checked against those files and the folders: a service, a teaser,
// the print section's link or the page's order naming no section, a section whose key is not its
// folder's name, or a photo that is not in the section's folder.

import {
  type ContentDocuments,
  filesOf,
  keyOfSectionFile,
  type Problem,
  sectionFile,
} from "./files.ts";
import { type PortfolioSection, portfolioKeyFormat, portfolioSectionSchema } from "./schema.ts";

/** The file names in each folder content/portfolio/<name>/ (not avsnitt.yaml), by folder name. */
export type PortfolioFolders = Readonly<Record<string, readonly string[]>>;

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

/** The sections whose files hold what the schema asks, by key: their own errors say the rest. */
function validSections(documents: ContentDocuments): Record<string, PortfolioSection> {
  return Object.fromEntries(
    filesOf(documents).flatMap((file) => {
      const key = keyOfSectionFile(file);
      if (key === null) return [];
      const parsed = portfolioSectionSchema.safeParse(documents[file]);
      return parsed.success ? [[key, parsed.data]] : [];
    }),
  );
}

/** A value of content/ that names a portfolio section: its file, its path there, the key. */
export type SectionReference = { file: string; field: string; key: string };

/**
 * Every value that names a portfolio section, in the order the build checks them: the services,
 * the start page's teaser and print link, the portfolio page's order.
 */
export function sectionReferences(documents: ContentDocuments): SectionReference[] {
  const found: SectionReference[] = [];
  const collect = (file: string, field: (index: number) => string, entries: unknown) => {
    for (const [index, key] of references(entries)) found.push({ file, field: field(index), key });
  };
  const home = documents["home.yaml"] as
    | { teaser?: { items?: unknown }; print?: unknown }
    | undefined;
  collect(
    "content/services.yaml",
    (index) => `services[${index}].portfolio`,
    (documents["services.yaml"] as { services?: unknown } | undefined)?.services,
  );
  collect("content/home.yaml", (index) => `teaser.items[${index}].portfolio`, home?.teaser?.items);
  collect("content/home.yaml", () => "print.portfolio", [home?.print]);
  const order = (documents["portfolio.yaml"] as { sections?: unknown } | undefined)?.sections;
  collect(
    "content/portfolio.yaml",
    (index) => `sections[${index}]`,
    Array.isArray(order) ? order.map((key) => ({ portfolio: key })) : [],
  );
  return found;
}

/** Every broken reference to a portfolio section or photo, each naming the file it misses. */
export function portfolioErrors(documents: ContentDocuments, folders: PortfolioFolders): Problem[] {
  const keys = filesOf(documents)
    .flatMap((file) => keyOfSectionFile(file) ?? [])
    .sort();
  const unknownKey = (key: string) =>
    keys.length > 0
      ? `${key} finns inte bland portfolions avsnitt; skriv en av ${keys.join(", ")}`
      : `${key} finns inte; portfolion har inga avsnitt`;

  const errors: Problem[] = sectionReferences(documents)
    .filter(({ key }) => !keys.includes(key))
    .map(({ file, field, key }) => ({
      file,
      path: field,
      words: unknownKey(key),
      missing: `content/${sectionFile(key)}`,
    }));

  for (const [key, section] of Object.entries(validSections(documents))) {
    const file = `content/${sectionFile(key)}`;
    if (section.key !== key) {
      errors.push({
        file,
        path: "key",
        words: `ska vara mappens namn, ${key}, eftersom avsnittet ligger i content/portfolio/${key}/`,
      });
    }
    const files = folders[key] ?? [];
    section.photos.forEach((photo, index) => {
      if (!files.includes(photo.file)) {
        const missing = `content/portfolio/${key}/${photo.file}`;
        errors.push({
          file,
          path: `photos[${index}].file`,
          words: `${missing} finns inte; ladda upp bilden eller ta bort raden`,
          missing,
        });
      }
    });
  }
  return errors;
}

/**
 * What the build tells the owner without stopping: photo folders without an avsnitt.yaml, and
 * photos in a section's folder that its list leaves out, which the site does not show.
 */
export function portfolioNotices(documents: ContentDocuments, folders: PortfolioFolders): string[] {
  const sections = validSections(documents);
  return Object.entries(folders).flatMap(([key, files]) => {
    const section = sections[key];
    if (!section) {
      if (files.length === 0 || documents[sectionFile(key)] !== undefined) return [];
      return [
        `content/portfolio/${key}/: har ingen avsnitt.yaml, så bilderna i mappen visas inte på sajten`,
      ];
    }
    const listed = new Set(section.photos.map((photo) => photo.file));
    const hidden = files.filter((file) => !listed.has(file));
    return hidden.length > 0
      ? [
          `content/${sectionFile(key)}: ${hidden.join(", ")} ligger i mappen men står inte i photos, så ${hidden.length > 1 ? "de visas" : "den visas"} inte på sajten`,
        ]
      : [];
  });
}
