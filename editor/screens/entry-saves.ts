// A form's saves through the source: each file sent with the version her form read it as, the
// form held while the source works, a refusal said in the status panel in her words, a save
// refused on a file saved since laid onto it instead, and a sign-in that ran out handed to the
// editor, which asks her to sign in again (her change stays in her draft).
import { useState } from "react";
import type { FileChange, SaveAnswer, Snapshot } from "../content/snapshot.ts";
import { SignedOut } from "../github/github-source.ts";
import { setNotice } from "../notices/notices.ts";
import type { ContentSource } from "../source/content-source.ts";
import { refusalOf } from "./refusals.ts";

/**
 * The version each of `changes` is made on: the form's file as her form read it (`base`), any
 * other file as content/ was read, a new photo none (it must not be there yet). A photo removed
 * with its section was never read into a form: it goes whatever its version, as the section it
 * belongs to is checked.
 */
export function versionsOf(
  changes: readonly FileChange[],
  base: { path: string; version: string | null },
  snapshot: Snapshot,
): Record<string, string | null> {
  return Object.fromEntries(
    changes.flatMap((change) =>
      change.path === base.path
        ? [[change.path, base.version]]
        : "removed" in change && !(change.path in snapshot.files)
          ? []
          : [[change.path, snapshot.files[change.path]?.version ?? null]],
    ),
  );
}

export function useEntrySaves(source: ContentSource, onSignedOut: () => void) {
  const [saving, setSaving] = useState(false);
  /**
   * Runs `task` with the form held: its answer where it went through; null where it was refused
   * (said in the status panel) or her sign-in has run out (said by the editor).
   */
  const sending = async (
    removed: readonly string[],
    task: () => Promise<SaveAnswer>,
    /** Where the file was saved since her form was filled: her change laid onto it instead. */
    onStale?: () => Promise<boolean>,
  ) => {
    setSaving(true);
    try {
      const answer = await task().catch((error: unknown) => {
        if (error instanceof SignedOut) return null;
        throw error;
      });
      if (!answer) onSignedOut();
      else if (!answer.ok && !(answer.stale && onStale && (await onStale()))) {
        setNotice({ save: refusalOf(answer, removed) });
      }
      return answer?.ok ? answer : null;
    } finally {
      setSaving(false);
    }
  };
  return {
    /** A save is on its way: the form is held. */
    saving,
    /** Sends `changes` with the versions they are made on (`versionsOf`). */
    send: (
      changes: FileChange[],
      versions: Record<string, string | null>,
      message: string,
      {
        removed = [],
        onStale,
      }: { removed?: readonly string[]; onStale?: () => Promise<boolean> } = {},
    ) => sending(removed, () => source.save(changes, versions, message), onStale),
    /** `path` brought back as the site was last built from it, from `version` as read. */
    restore: (path: string, version: string | null) =>
      sending([], () => source.restore(path, version)),
  };
}
