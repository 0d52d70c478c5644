// A portfolio section that other content names (a service, the start page's teaser or print
// link, the portfolio page's order) is not deleted: the site would no longer build. Decap has no
// event before a deletion, so the editor stops the click on its "Radera" (deletion-guard.ts) and
// names, in the editor's words, every place that still names the section. On the published editor this is what
// keeps a deletion from becoming a commit whose deploy fails; on the owner's computer the local
// backend would refuse it too, in the build's words.
import type { ContentDocuments, ContentFile } from "#model/files.ts";
import { sectionReferences } from "#model/portfolio-references.ts";
import type { Collection } from "../fields/fields.ts";
import { describePlace } from "../fields/problem-labels.ts";
import { guardDeletion, openEntry } from "./deletion-guard.ts";

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

/**
 * What names each section opened in this tab, read when its form opened, by Decap's name for the
 * entry ("kok/avsnitt", as in the address), with the section's key.
 */
const placesByEntry = new Map<string, { key: string; places: Promise<string[]> }>();

/** What the section form (section-key-widget.tsx) found naming its section. */
export function rememberPlacesNaming(entry: string, key: string, places: Promise<string[]>) {
  placesByEntry.set(entry, { key, places });
}

/** Call once, before Decap draws its forms. */
export function guardSectionDeletion() {
  guardDeletion({
    button: "Radera",
    refused: "Avsnittet raderades inte",
    whatShows: () => {
      const open = openEntry();
      if (!open?.startsWith("portfolio/")) return null;
      const entry = open.slice("portfolio/".length);
      const read = placesByEntry.get(entry);
      return {
        name: `avsnittet ${read?.key ?? entry}`,
        places: read?.places ?? Promise.reject(new Error("not read")),
      };
    },
    advice: "Ta bort eller byt avsnittet där och publicera först; radera det sedan.",
  });
}
