// Her change to one file, from the form's first drawing to its publish: the data she sees and the
// file's version it is made on, kept in this tab's draft at each edit; her unsaved change offered
// back when she opens the file again; and where the file is saved beside her (another tab, a
// restore, GitHub), the form filled afresh where she changed nothing, her change laid onto the
// newest version where she did (form/three-way.ts), the values both changed left for her to
// choose. Whatever finishes later (a photo read, a save's answer) updates from the latest value.
import { useEffect, useState } from "react";
import type { Snapshot } from "../content/snapshot.ts";
import type { Draft, TabDrafts } from "../content/tab-drafts.ts";
import { useLatestState } from "../form/latest-state.ts";
import { type Conflict, mergeOnto, sameValue, unknownBase } from "../form/three-way.ts";
import { SignedOut } from "../github/github-source.ts";
import type { ContentSource } from "../source/content-source.ts";
import type { EntryFile } from "./entry-file.ts";
import { readData } from "./entry-file.ts";
import type { SavedElsewhere } from "./newer-file.tsx";

type Photos = Record<string, Blob>;
type Base = { version: string | null; data: unknown };

type Options = {
  file: EntryFile;
  source: ContentSource;
  drafts: TabDrafts;
  /** The photos she picked and has not published, kept in her draft with the data. */
  photosNow(): Photos;
  /** Her data to be checked as the build checks it. */
  check(data: unknown): void;
  /** content/ as read again after a save refused on a file saved since. */
  onNewerRead(snapshot: Snapshot): void;
};

export function useHerChange({ file, source, drafts, photosNow, check, onNewerRead }: Options) {
  const { read, draftKey } = file;
  const [data, updateData, dataNow] = useLatestState<unknown>(read.data);
  // The file's version her form was filled from, and its data then: what her change is made on.
  const [, updateBase, baseNow] = useLatestState<Base>({
    version: file.file?.version ?? null,
    data: read.data,
  });
  // Where her change was laid onto a file saved since, the values both changed, for her to choose.
  const [newer, setNewer] = useState<{ conflicts: Conflict[]; saved: SavedElsewhere } | null>(null);
  // Her unsaved change to offer: undefined until the drafts have answered, null where there is none.
  const [offer, setOffer] = useState<Draft | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void drafts.offered(draftKey).then((draft) => {
      if (current) setOffer(draft);
    });
    return () => {
      current = false;
    };
  }, [drafts, draftKey]);

  /** Her change (`mine`, made on `mineBase`) laid onto `newest`, the file as it is now. */
  const layOnto = (mine: unknown, mineBase: unknown, newest: Base) => {
    const merged = mergeOnto(mineBase, mine, newest.data);
    updateData(() => merged.data);
    updateBase(() => newest);
    setNewer({ conflicts: merged.conflicts, saved: null });
    void drafts.keep(draftKey, merged.data, newest, photosNow());
    check(merged.data);
    // Where and when it was saved, said once the source has answered; it changes nothing else.
    void source
      .lastSaved?.(file.pathOf(merged.data))
      .catch(() => null)
      .then((saved) => setNewer((was) => was && { ...was, saved: saved ?? null }));
  };

  // The form follows its file when the file changes beside it (a restore, a read after a build, a
  // save in another tab). Her own saves and merges set the version first, and pass by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the file's version is when to look
  useEffect(() => {
    if (file.isNew || !file.file || read.error !== null) return;
    const was = baseNow();
    if (was.version === file.file.version) return;
    const newest = { version: file.file.version, data: read.data };
    if (sameValue(dataNow(), was.data)) {
      updateData(() => read.data);
      updateBase(() => newest);
      check(read.data);
    } else {
      layOnto(dataNow(), was.data, newest);
    }
  }, [file.file?.version, read]);

  return {
    data,
    dataNow,
    baseNow,
    newer,
    offer,
    /** Her edit, made from the latest data: kept at once, so a reload a moment later loses nothing. */
    update(next: (latest: unknown) => unknown): unknown {
      const updated = updateData(next);
      void drafts.keep(draftKey, updated, baseNow(), photosNow());
      return updated;
    },
    /** Her choice of one value both changed. */
    chose(conflict: Conflict) {
      setNewer((was) => was && { ...was, conflicts: was.conflicts.filter((c) => c !== conflict) });
    },
    /** Her offered change taken back into the form: laid onto the file where it was saved since. */
    take(draft: Draft) {
      if (!file.isNew && file.file && draft.base !== file.file.version) {
        layOnto(draft.data, draft.baseData ?? unknownBase, {
          version: file.file.version,
          data: read.data,
        });
      } else {
        updateData(() => draft.data);
        updateBase(() => ({ version: draft.base, data: draft.baseData ?? read.data }));
        check(draft.data);
      }
      setOffer(null);
    },
    /** Her offered change thrown away. */
    drop() {
      void drafts.drop(draftKey);
      setOffer(null);
    },
    /**
     * content/ read again after a save refused on a file saved since: her change laid onto her
     * file as it is now. False where she is signed out, or the file is gone or broken since (said
     * by the refusal, or by the form's place).
     */
    async layOntoNewest(): Promise<boolean> {
      const fresh = await source.read().catch((error: unknown) => {
        if (error instanceof SignedOut) return null;
        throw error;
      });
      if (!fresh) return false;
      const path = file.pathOf(dataNow());
      const now = fresh.files[path];
      const theirs = now && readData(path, now.raw);
      if (now && theirs && theirs.error === null) {
        layOnto(dataNow(), baseNow().data, { version: now.version, data: theirs.data });
      }
      onNewerRead(fresh);
      return Boolean(now && theirs);
    },
    /** Her change published as `data`, now the file's `version`: her draft is done with. */
    async published(version: string, published: unknown) {
      setNewer(null);
      await drafts.drop(draftKey);
      updateBase(() => ({ version, data: published }));
      updateData(() => published);
    },
  };
}
