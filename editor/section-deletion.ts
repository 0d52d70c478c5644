// A portfolio section that other content names (a service, the start page's teaser or print
// link, the portfolio page's order) is not deleted: the site would no longer build. Decap has no
// event before a deletion, so the editor stops the click on its "Radera" and names, in the
// editor's words, every place that still names the section. On the published editor this is what
// keeps a deletion from becoming a commit whose deploy fails; on the owner's computer the local
// backend would refuse it too, in the build's words.
import type { ContentDocuments, ContentFile } from "#model/files.ts";
import { sectionReferences } from "#model/portfolio-references.ts";
import type { Collection } from "./fields.ts";
import { setNotice } from "./notices.ts";
import { describePlace } from "./problem-labels.ts";

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

/** The section entry whose form is open: #/collections/portfolio/entries/<key>/avsnitt. */
function openEntry(): string | null {
  const match = /^#\/collections\/portfolio\/entries\/([^?#]+)$/.exec(window.location.hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Decap's delete button in the toolbar, by the word the editor gives it (locale.ts). */
const isDeleteButton = (button: HTMLButtonElement) => button.textContent?.trim() === "Radera";

/** Call once, before Decap draws its forms. */
export function guardSectionDeletion() {
  // The click let through once the section was found named nowhere: Decap then asks, as always.
  let checked: HTMLButtonElement | null = null;
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      const entry = openEntry();
      if (!button || !entry || !isDeleteButton(button)) return;
      if (checked === button) {
        checked = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const read = placesByEntry.get(entry);
      const key = read?.key ?? entry;
      (read?.places ?? Promise.reject(new Error("not read"))).then(
        (found) => {
          if (found.length === 0) {
            checked = button;
            button.click();
            return;
          }
          setNotice({
            save: {
              title: "Avsnittet raderades inte",
              lines: [
                ...found.map((place) => `${place}: visar avsnittet ${key}`),
                "Ta bort eller byt avsnittet där och publicera först; radera det sedan.",
              ],
            },
            saved: null,
          });
        },
        () =>
          setNotice({
            save: {
              title: "Avsnittet raderades inte",
              lines: [
                "Redigeraren kunde inte läsa vad som visar avsnittet. Ladda om sidan och försök igen.",
              ],
            },
            saved: null,
          }),
      );
    },
    { capture: true },
  );
}
