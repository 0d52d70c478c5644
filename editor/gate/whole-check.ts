// The build's whole check, run by the published editor's gate before a save (entry-gate.ts), as
// the local backend runs it on the owner's computer: all of content/ as the branch holds it now,
// with the save written where Decap writes it and as the gate writes it, its new photos in their
// folder. So keys that differ from their folder or from each other, a reference
// to a section or photo that is not there and a file name the build refuses are stopped before
// they become a commit. What was wrong on the branch before the save (a file broken outside the
// editor) is not hers to answer for here: the host's build says it (deploy-status.ts).
import { contentLines } from "#model/documents.ts";
import type { ContentFile } from "#model/files.ts";

/** content/ as the branch holds it: each path from there, a data file's bytes, a file's blob. */
export type Branch = {
  paths: readonly string[];
  bytesOf: (file: ContentFile) => Uint8Array | null;
  blobOf: (file: string) => string | null;
};

export type Save = {
  /** Where Decap writes the entry, "content/…". */
  path: string;
  /** The file's text as Decap writes it. */
  bytes: Uint8Array;
  /** The photos the save uploads beside it, by file name. */
  photos: readonly string[];
};

const fromContent = (path: string) => path.replace(/^content\//, "");
const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** Every line the build would add with `save` written; none when it may be saved. */
export function problemsWithSave(branch: Branch, save: Save): string[] {
  const file = fromContent(save.path);
  const photos = save.photos.map((photo) => `${folderOf(file)}${photo}`);
  return problemsWithChanges(branch, [
    { path: file, bytes: save.bytes },
    ...photos.map((photo) => ({ path: photo, bytes: new Uint8Array() })),
  ]);
}

/**
 * Every line the build would add with `changes` made (paths from content/, a photo's bytes
 * unread by the check, null for a file removed); none when they may be saved.
 */
export function problemsWithChanges(
  branch: Branch,
  changes: readonly { path: string; bytes: Uint8Array | null }[],
): string[] {
  const changed = new Map(changes.map(({ path, bytes }) => [path, bytes]));
  const paths = [
    ...new Set([
      ...branch.paths.filter((path) => changed.get(path) !== null),
      ...changes.flatMap(({ path, bytes }) => (bytes === null ? [] : [path])),
    ]),
  ];
  const before = new Set(contentLines(branch.paths, branch.bytesOf));
  const after = contentLines(paths, (read) =>
    changed.has(read) ? (changed.get(read) ?? null) : branch.bytesOf(read),
  );
  return after.filter((line) => !before.has(line));
}
