// What the editor tells the owner beside Decap's own interface: why a save was refused, and on
// her own computer what the site did after a save (scripts/start.ts). One notice of each kind at
// a time; the status panel (editor/status-panel.tsx) shows them.

export type SaveNotice = { title: string; lines: string[] };

export type BuildNotice =
  | { state: "bygger" }
  | { state: "klar"; seconds: number }
  | { state: "fel"; lines: string[] };

export type Notices = { save: SaveNotice | null; build: BuildNotice | null };

let notices: Notices = { save: null, build: null };
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
