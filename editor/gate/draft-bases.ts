// Decap keeps an unsaved form in the browser and, after a reload or a new sign-in, asks whether
// to go on with it. Its copy holds the form's text and nothing of the file it was made from, so a
// save of it would overwrite whatever was saved since. Beside each copy this stamps the version
// its form was filled from and the time it was last changed; the question says that time, in
// Swedish, and a draft brought back keeps its version (entry-versions.ts), against which the gate
// checks its save. Decap also reads its copy before the file it belongs to and lets the file, once
// read, overwrite the draft the owner chose to keep (decap-cms issue 6989): the copy is handed
// over only once the form has been filled from the file. Decap's private parts used here are named
// in decap-page.ts.
import { store } from "decap-cms-core/dist/esm/redux/index.js";
import { localForage } from "decap-cms-lib-util";
import { type DecapDraft, decapDraftKey, decapFormPath } from "../decap/decap-page.ts";
import { type Base, type EntryVersions, whenChanged } from "./entry-versions.ts";

type Stamp = { version: Base["version"]; at: number };
const stampKey = (key: string) => `redigeraren.${key}`;
const isDraftKey = (key: string) => decapDraftKey.test(key);

/** Resolves once Decap's form holds the entry at `path` (read and filled in), or after 20 s. */
function formFilledFrom(path: string) {
  return new Promise<void>((done) => {
    if (decapFormPath(store.getState()) === path) return done();
    const stop = store.subscribe(() => {
      if (decapFormPath(store.getState()) !== path) return;
      stop();
      done();
    });
    setTimeout(() => {
      stop();
      done();
    }, 20_000);
  });
}

/**
 * Call once, before Decap starts, with Decap's own question (its locale's confirmLoadBackup),
 * which is then asked in the editor's words.
 */
export function stampDrafts(versions: EntryVersions, decapQuestion: string) {
  const setItem = localForage.setItem.bind(localForage);
  const getItem = localForage.getItem.bind(localForage);
  const removeItem = localForage.removeItem.bind(localForage);
  let offered: { path: string; stamp: Stamp | null } | null = null;

  localForage.setItem = (async (key: string, value: unknown) => {
    const written = await setItem(key, value);
    const path = (value as DecapDraft | null)?.path;
    const base = path ? versions.baseOf(path) : undefined;
    if (isDraftKey(key) && base) {
      await setItem(stampKey(key), { version: base.version, at: Date.now() } satisfies Stamp);
    }
    return written;
  }) as typeof localForage.setItem;

  localForage.removeItem = (async (key: string) => {
    if (isDraftKey(key)) await removeItem(stampKey(key));
    return removeItem(key);
  }) as typeof localForage.removeItem;

  localForage.getItem = (async (key: string) => {
    const value = await getItem(key);
    const draft = value as DecapDraft | null;
    if (!isDraftKey(key) || !draft?.raw?.trim() || !draft.path) return value;
    offered = { path: draft.path, stamp: (await getItem(stampKey(key))) as Stamp | null };
    await formFilledFrom(draft.path);
    return value;
  }) as typeof localForage.getItem;

  const ask = window.confirm.bind(window);
  window.confirm = (message) => {
    if (message !== decapQuestion || !offered) return ask(message);
    const { path, stamp } = offered;
    offered = null;
    const since = stamp ? `, från ${whenChanged(stamp.at)}` : "";
    const isKept = ask(
      `Här finns en ändring som du inte sparade${since}. Vill du fortsätta med den? Har filen sparats på nytt efter det, i en annan flik eller på ett annat sätt, sparas din ändring inte, så att inget skrivs över.`,
    );
    if (isKept && stamp) versions.restoreDraft(path, { version: stamp.version, draftAt: stamp.at });
    return isKept;
  };
}
