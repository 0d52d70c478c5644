// What the editor tells the owner beside its forms: why a save was refused, that a save went
// through (with a way back) and what the site did after it (on her computer `npm start`'s
// rebuild, at her own address the host's build). One notice of each kind at a time; the status
// panel (editor/notices/status-panel.tsx) shows them.

export type SaveNotice = { title: string; lines: string[] };

/** A save from a view older than its file, refused wherever it is saved: its notice. */
export const staleSaveTitle = "Ändringen sparades inte: filen har ändrats sedan du öppnade den";
export const staleSaveLine =
  "Filen har sparats på nytt sedan du öppnade den. Inget sparades, så inget av det som sparats där skrevs över. Ladda om sidan för att se filen som den är nu.";

export type BuildNotice =
  | { state: "bygger" }
  | { state: "klar"; seconds: number }
  /**
   * `link`: where the host shows the build (published). `broken`: a file she did not change that
   * stops the build (changed outside the editor), which the notice offers to bring back.
   */
  | {
      state: "fel";
      lines: string[];
      link?: string;
      broken?: { path: string; restore: () => Promise<void> };
    };

/** A save that went through, which the owner may take back (the file before it is kept). */
export type SavedNotice = { path: string; undo: () => Promise<void> };

export type Notices = {
  save: SaveNotice | null;
  saved: SavedNotice | null;
  build: BuildNotice | null;
};

let notices: Notices = { save: null, saved: null, build: null };
const listeners = new Set<() => void>();

export const currentNotices = () => notices;

export function subscribeToNotices(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setNotice(change: Partial<Notices>) {
  notices = { ...notices, ...change };
  for (const listener of listeners) listener();
}

const time = new Intl.DateTimeFormat("sv-SE", { hour: "2-digit", minute: "2-digit" });
const day = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long" });

/** When a draft or a commit was made: "i dag kl. 14.32", "i går kl. 09.05", "den 3 november kl. 14.32". */
export function whenMade(at: number, now = Date.now()): string {
  const clock = `kl. ${time.format(at).replace(":", ".")}`;
  const dayOf = (moment: number) => new Date(moment).toDateString();
  if (dayOf(at) === dayOf(now)) return `i dag ${clock}`;
  if (dayOf(at) === dayOf(now - 86_400_000)) return `i går ${clock}`;
  return `den ${day.format(at)} ${clock}`;
}
