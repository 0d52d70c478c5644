// The owner's unsaved changes, kept in the browser (IndexedDB) per tab and per file, so that no
// tab's typing replaces another's and no tab's save removes another's. A tab knows itself by an
// id in its sessionStorage, which a reload keeps, and holds a Web Lock by that id for as long as
// it lives: a tab whose id is held already (a duplicated tab copies sessionStorage) takes a new
// one, and a draft whose tab holds no lock (closed, or lost in a crash) is an orphan, which the
// next tab to open its file is offered. A live tab's draft is offered to no other tab.
import { createStore, del, entries, get, set } from "idb-keyval";

export type Draft = {
  tab: string;
  path: string;
  data: unknown;
  /** The file's version the change was made on; a save of it is refused where the file moved on. */
  base: string | null;
  /**
   * The file's data as that version had it, so that her change can be laid onto a newer one;
   * missing in a draft kept before it was.
   */
  baseData?: unknown;
  /** When it was last changed, in ms since 1970. */
  changedAt: number;
  /** Photos she has picked for it and not yet published, by their paths to be. */
  photos?: Record<string, Blob>;
};

const lockPrefix = "redigeraren-flik:";
const tabKey = "redigeraren-flik";
const keyOf = (tab: string, path: string) => `${tab}|${path}`;

/**
 * How long a tab waits for its id's lock: a reload's page may start before the page it replaces
 * has given the lock up; a duplicated tab's original holds it for good.
 */
const handover = 2_000;

/** Holds `name`'s lock for the page's life; false when another tab holds it (`wait`: for long). */
function holdLock(locks: LockManager, name: string, wait = false): Promise<boolean> {
  return new Promise((answer) => {
    const options = wait ? { signal: AbortSignal.timeout(handover) } : { ifAvailable: true };
    locks
      .request(name, options, (lock) => {
        answer(lock !== null);
        // Held until the page goes.
        return lock ? new Promise<never>(() => {}) : undefined;
      })
      .catch(() => answer(false));
  });
}

/** This tab's id: the one its reloads kept, unless another live tab holds it. */
export async function thisTab(
  storage: Storage = sessionStorage,
  locks: LockManager = navigator.locks,
): Promise<string> {
  const kept = storage.getItem(tabKey);
  if (kept && (await holdLock(locks, lockPrefix + kept, true))) return kept;
  const made = crypto.randomUUID();
  storage.setItem(tabKey, made);
  await holdLock(locks, lockPrefix + made);
  return made;
}

async function liveTabs(locks: LockManager): Promise<Set<string>> {
  const { held = [] } = await locks.query();
  return new Set(
    held.flatMap(({ name }) =>
      name?.startsWith(lockPrefix) ? [name.slice(lockPrefix.length)] : [],
    ),
  );
}

export function tabDrafts(
  tab: string,
  { store = createStore("redigeraren", "utkast"), locks = navigator.locks } = {},
) {
  return {
    keep(
      path: string,
      data: unknown,
      base: { version: string | null; data: unknown },
      photos: Record<string, Blob> = {},
    ) {
      const draft: Draft = {
        tab,
        path,
        data,
        base: base.version,
        baseData: base.data,
        changedAt: Date.now(),
        photos,
      };
      return set(keyOf(tab, path), draft, store);
    },
    drop(path: string) {
      return del(keyOf(tab, path), store);
    },
    /**
     * The change to offer for `path`: this tab's own (after a reload), else the newest whose tab
     * is gone (after a crash, or a tab closed unsaved), taken over by this tab.
     */
    async offered(path: string): Promise<Draft | null> {
      const own = await get<Draft>(keyOf(tab, path), store);
      if (own) return own;
      const alive = await liveTabs(locks);
      const orphans = (await entries<string, Draft>(store))
        .map(([, draft]) => draft)
        .filter((draft) => draft.path === path && !alive.has(draft.tab))
        .sort((one, other) => other.changedAt - one.changedAt);
      const [newest] = orphans;
      if (!newest) return null;
      const adopted = { ...newest, tab };
      await set(keyOf(tab, path), adopted, store);
      await del(keyOf(newest.tab, path), store);
      return adopted;
    },
  };
}

export type TabDrafts = ReturnType<typeof tabDrafts>;
