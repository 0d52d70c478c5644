// Decap CMS asks nothing of the page before it deletes: its delete buttons go straight to their
// own question. A guard stops the click on such a button while what it would delete is still
// shown somewhere, and says where in the editor's panel; once it has found the thing shown
// nowhere it clicks the button again itself, and Decap asks its question as always.
import { entryAt } from "../decap/entry-navigation.ts";
import { setNotice } from "../notices/notices.ts";

export type DeletionGuard = {
  /** The button's own text, as the editor's words give it (locale.ts). */
  button: string;
  /** What the panel's heading says when the deletion is stopped. */
  refused: string;
  /**
   * What the button would delete, and the places that still show it (by the editor's names),
   * read when its form opened; null where there is nothing to guard (a new entry).
   */
  whatShows: () => { name: string; places: Promise<string[]> } | null;
  /** The line that tells the owner what to do first. */
  advice: string;
};

/** The entry whose form is open, as in Decap's address: "<collection>/<entry>" ("portfolio/kok/avsnitt"). */
export function openEntry(): string | null {
  const match = /^([^/]+)\/entries\/([^?#]+)$/.exec(entryAt(window.location.href) ?? "");
  return match ? `${match[1]}/${decodeURIComponent(match[2] ?? "")}` : null;
}

/** Call once per kind of deletion, before Decap draws its forms. */
export function guardDeletion({ button: text, refused, whatShows, advice }: DeletionGuard) {
  let checked: HTMLButtonElement | null = null;
  const refuse = (lines: string[]) => setNotice({ save: { title: refused, lines }, saved: null });
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      if (button?.textContent?.trim() !== text) return;
      if (checked === button) {
        checked = null;
        return;
      }
      const guarded = whatShows();
      if (!guarded) return;
      event.preventDefault();
      event.stopPropagation();
      guarded.places.then(
        (places) => {
          if (places.length === 0) {
            checked = button;
            button.click();
            return;
          }
          refuse([...places.map((place) => `${place}: visar ${guarded.name}`), advice]);
        },
        () =>
          refuse(["Redigeraren kunde inte läsa var det visas. Ladda om sidan och försök igen."]),
      );
    },
    { capture: true },
  );
}
