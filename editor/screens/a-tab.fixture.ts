// A tab of the editor for the screens' tests: content/ of this project as its source, which
// refuses every save (no test here publishes), and drafts of its own, with no other tab alive.
import "fake-indexeddb/auto";
import { createStore } from "idb-keyval";
import { snapshot } from "../checks/on-disk.fixture.ts";
import type { SaveAnswer } from "../content/snapshot.ts";
import { tabDrafts } from "../content/tab-drafts.ts";
import type { ContentSource } from "../source/content-source.ts";

const refused: SaveAnswer = { ok: false, stale: false, problems: [], error: "inte i provet" };

export const source: ContentSource = {
  kind: "local",
  read: async () => snapshot,
  save: async () => refused,
  restore: async () => refused,
  photoUrl: async () => null,
  lastSaved: async () => null,
};

const locks = { query: async () => ({ held: [] }) } as unknown as LockManager;

/** This tab's drafts, in a store no other test shares. */
export const newDrafts = () =>
  tabDrafts("flik", { store: createStore(`prov-${crypto.randomUUID()}`, "utkast"), locks });
