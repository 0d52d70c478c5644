// The photos she picked in a form and has not published, by their paths to be (content/…): each
// checked by the build's rules and named against the folder's photos, kept in her draft with the
// data that names it before the form shows it, moved with a new section's key, shown from her own
// copy (whole in the preview, small in the form), and its addresses revoked once it is let go
// (published, her draft dropped or replaced, the form closed).
import { useCallback, useEffect, useRef } from "react";
import { uploadProblem } from "../checks/photo-upload-check.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { Picked } from "../form/form-context.ts";
import { useLatestState } from "../form/latest-state.ts";
import { iPhoneFormatProblem, photoNameFor } from "../form/photo-choice.ts";
import { forget, photoAddress, thumbnailOf } from "../form/thumbnails.ts";
import type { ContentSource } from "../source/content-source.ts";
import { photosIn } from "./entries.ts";

type Photos = Record<string, Blob>;

type Options = {
  /** The folder of the open file's photos: a new section's follows its key. */
  folder: string;
  snapshot: Snapshot;
  source: ContentSource;
  /** Keeps her draft with `photos`, its data the form's latest as `place` makes it. */
  keep(photos: Photos, place?: (latest: unknown) => unknown): Promise<void>;
};

export function usePickedPhotos({ folder, snapshot, source, keep }: Options) {
  const [pending, update, pendingNow] = useLatestState<Photos>({});
  const keepLatest = useRef(keep);
  keepLatest.current = keep;

  // A new section's folder is its key: the photos she picked before she wrote or mended the key
  // move with it, so the publish sends them where the file names them.
  const pickedInto = useRef(folder);
  useEffect(() => {
    const was = pickedInto.current;
    pickedInto.current = folder;
    if (was === folder) return;
    const moved = update((latest) =>
      Object.fromEntries(
        Object.entries(latest).map(([photo, blob]) => [
          photo.startsWith(was) ? `${folder}${photo.slice(was.length)}` : photo,
          blob,
        ]),
      ),
    );
    void keepLatest.current(moved);
  }, [folder, update]);

  const shown = useRef(new Set<Blob>());
  useEffect(() => {
    const now = new Set(Object.values(pending));
    for (const photo of shown.current) if (!now.has(photo)) forget(photo);
    shown.current = now;
  }, [pending]);
  useEffect(
    () => () => {
      for (const photo of shown.current) forget(photo);
    },
    [],
  );

  /** The photos of the folder: the snapshot's, and those among `picked`. */
  const photosOfFolder = (picked: Photos) => {
    const pickedNames = Object.keys(picked).flatMap((photo) =>
      photo.startsWith(folder) ? [photo.slice(folder.length)] : [],
    );
    return [...new Set([...photosIn(folder, snapshot), ...pickedNames])].sort();
  };

  /** A photo of content/ for the preview, drawn whole from her copy where she picked it. */
  const photoUrl = useCallback(
    async (photo: string) => {
      const blob = pending[photo];
      return blob ? photoAddress(blob) : source.photoUrl(photo);
    },
    [pending, source],
  );
  /** A photo of the folder for the form, drawn small from her copy where she picked it. */
  const photoInFolder = useCallback(
    (name: string) => {
      const blob = pending[`${folder}${name}`];
      return blob ? thumbnailOf(blob) : source.photoUrl(`${folder}${name}`);
    },
    [pending, source, folder],
  );

  /**
   * Checks a photo she picked and keeps it in her draft, bytes and name, with `place` (the form's
   * latest data given its name) before the form shows it: a reload the moment it shows (or a
   * browser killed) offers it back. Its name is given after the check, against the folder's
   * photos and every one picked so far, and taken at once, so photos read one after another in
   * a selection, or a single one picked meanwhile, never share a name.
   */
  const take = async (
    picked: File,
    place: (latest: unknown, name: string) => unknown,
  ): Promise<Picked> => {
    const heic = iPhoneFormatProblem(picked.name, picked.type);
    if (heic) return { problem: heic };
    const bytes = new Uint8Array(await picked.arrayBuffer());
    const refused = await uploadProblem(`${folder}${photoNameFor(picked.name, [])}`, bytes);
    if (refused) return { problem: `${picked.name} ${refused}` };
    const name = photoNameFor(picked.name, photosOfFolder(pendingNow()));
    const kept = update((latest) => ({ ...latest, [`${folder}${name}`]: picked }));
    await keepLatest.current(kept, (latest) => place(latest, name));
    return { name };
  };

  return {
    /** By their paths to be, as drawn. */
    pending,
    /** As the last change left them, before the next drawing. */
    pendingNow,
    /** Sets them anew: none once published, a draft's when she takes it back. */
    replace: (photos: Photos) => update(() => photos),
    photos: photosOfFolder(pending),
    photoUrl,
    photoInFolder,
    take,
  };
}
