// Where the editor reads content/ and saves to: the local server on the owner's computer, or
// (published) the branch on GitHub. Both answer the same: a snapshot of content/, and a save of
// some files made only where each is still the version it was read as.
import type { FileChange, SaveAnswer, Snapshot } from "./snapshot.ts";

export type ContentSource = {
  read(): Promise<Snapshot>;
  /** Writes `changes`, each file's version as read in `baseVersions` (null: a new file). */
  save(
    changes: readonly FileChange[],
    baseVersions: Record<string, string | null>,
  ): Promise<SaveAnswer>;
  /** Brings the file at `path` back to how it was before its last save, made as `version`. */
  undo(path: string, version: string): Promise<SaveAnswer>;
};
