// What on the site shows a portfolio section (a service, the start page's teaser or print link,
// the portfolio page's order), in the editor's words: said under the section's key while she
// edits it, so she knows before she deletes it what a deletion would leave without it.
import type { ContentDocuments, ContentFile } from "#model/files.ts";
import { sectionReferences } from "#model/portfolio-references.ts";
import type { Collection } from "../fields/fields.ts";
import { describePlace } from "../fields/problem-labels.ts";

/** The files whose values may name a section (model/portfolio-references.ts). */
export const filesNamingSections = [
  "services.yaml",
  "home.yaml",
  "portfolio.yaml",
] as const satisfies readonly ContentFile[];

/** Every place of `documents` that names section `key`, by the names the editor shows. */
export function placesNamingSection(
  key: string,
  documents: Partial<ContentDocuments>,
  collections: readonly Collection[],
): string[] {
  return sectionReferences(documents as ContentDocuments)
    .filter((reference) => reference.key === key)
    .map(({ file, field }) => describePlace(file, field, collections) ?? `${file}: ${field}`);
}
