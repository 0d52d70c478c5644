// Where the editor reads content/ and saves to: the local server on the owner's computer, or
// (published) the branch on GitHub. Both answer the same: a snapshot of content/, and a save of
// some files made only where each is still the version it was read as.
import type { FileChange, SaveAnswer, Snapshot } from "../content/snapshot.ts";

export type ContentSource = {
  /** Where content/ is kept: on her computer, or on GitHub, where she may also edit it. */
  kind: "local" | "github";
  read(): Promise<Snapshot>;
  /**
   * Writes `changes`, each file's version as read in `baseVersions` (null: a new file); `message`
   * says what changed, in her words, where the save becomes a commit.
   */
  save(
    changes: readonly FileChange[],
    baseVersions: Record<string, string | null>,
    message: string,
  ): Promise<SaveAnswer>;
  /**
   * Brings `path` back as the site was last built from it (a file broken outside the editor),
   * through the same checks as a save; `version`: the file as read.
   */
  restore(path: string, version: string | null): Promise<SaveAnswer>;
  /**
   * When `path` was last saved and whether through the editor (another tab, another device) or
   * beside it (GitHub's website), where the source keeps such a history; null where it does not.
   */
  lastSaved?(path: string): Promise<{ at: number; inEditor: boolean } | null>;
  /** An address the preview can show the photo at `path` from, or null where it is not there. */
  photoUrl(path: string): Promise<string | null>;
};
