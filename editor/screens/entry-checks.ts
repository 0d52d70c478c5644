// Her draft checked as the build checks it: once she pauses her typing, at once where something
// else changed it (a merge, her offered change taken), and as a publish writes it when she presses
// Publicera. A new entry's empty form is not told what it lacks until she first publishes it.
import { useEffect, useRef, useState } from "react";
import { type DraftLines, draftLines } from "../checks/draft-lines.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { EntryFile } from "./entry-file.ts";

/** How long after her last keystroke the draft is checked. */
const settle = 300;

const nothing: DraftLines = { fields: new Map(), problems: [] };

type Options = {
  snapshot: Snapshot;
  file: EntryFile;
  /** The data the form was first drawn with. */
  data: unknown;
  /** The paths of the photos she picked and has not published. */
  photosNow(): readonly string[];
};

export function useEntryChecks({ snapshot, file, data, photosNow }: Options) {
  const linesOf = (path: string, raw: string, photos: readonly string[]) =>
    draftLines(snapshot, path, raw, photos, file.isNew);
  const [checked, setChecked] = useState(() =>
    // A file that does not read shows why in place of its form, with nothing to check.
    file.read.error === null ? linesOf(file.pathOf(data), file.textOf(data), []) : nothing,
  );
  const [tried, setTried] = useState(!file.isNew);
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(waiting.current), []);

  const check = (next: unknown) =>
    setChecked(linesOf(file.pathOf(next), file.textOf(next), photosNow()));
  return {
    /** What the form says under its fields and above Publicera. */
    shown: tried ? checked : nothing,
    check,
    /** Checked once she pauses: each edit starts the wait again. */
    checkSoon(next: unknown) {
      clearTimeout(waiting.current);
      waiting.current = setTimeout(() => check(next), settle);
    },
    /** She pressed Publicera: no pause's check to come, and what the form lacks said from now on. */
    pressed() {
      clearTimeout(waiting.current);
      setTried(true);
    },
    /** The text a publish writes to `path`, checked and shown. */
    checkWritten(path: string, raw: string): DraftLines {
      const lines = linesOf(path, raw, photosNow());
      setChecked(lines);
      return lines;
    },
  };
}
