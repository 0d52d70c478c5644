// Decap keeps one form and fills it when an entry opens from its lists. Reached straight from
// another entry (Back or Forward, the address bar, a bookmark), it keeps the first entry's data
// in the form of the second, or crashes on it; a save would then write one file's data into
// another. So a move from one entry's address straight to another's loads the page afresh at the
// new address, before Decap's router hears of it. With unsaved changes the browser first asks
// whether to leave; staying keeps the first entry, whole, in its own form.
import { decapRoutes } from "./decap-page.ts";

/** The entry an editor address opens ("startsidan/entries/home", "portfolio/new"), or null. */
export function entryAt(url: string): string | null {
  const hash = new URL(url).hash;
  return decapRoutes.entry.exec(hash)?.[1] ?? null;
}

/** Whether a move between two addresses goes straight from one entry to another. */
export function isEntryToEntry(from: string, to: string): boolean {
  const before = entryAt(from);
  const after = entryAt(to);
  return before !== null && after !== null && before !== after;
}

/** Listens before Decap does: call before Decap starts. */
export function reloadBetweenEntries() {
  window.addEventListener(
    "hashchange",
    (event) => {
      if (!isEntryToEntry(event.oldURL, event.newURL)) return;
      event.stopImmediatePropagation();
      window.location.reload();
    },
    { capture: true },
  );
}
