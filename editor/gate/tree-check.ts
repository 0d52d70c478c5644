// Every commit the published editor makes outside an entry's save passes here, from the gate
// (entry-gate.ts's commitGate): a photo uploaded or deleted in the media library (the old photo
// its "replace" deletes too), the photos an entry's save uploads, an undo and a restore. Each
// photo uploaded is checked as the build checks it (photo-upload-check.ts), and the build's whole
// check runs on the branch with the commit's files laid over it, so a deletion of a photo that a
// page still shows is refused before it becomes a commit whose deploy fails. Only what the commit
// adds is refused: a fault already on the branch is the host's build to tell (deploy-status.ts).
import { contentLines } from "#model/documents.ts";
import type { ContentFile } from "#model/files.ts";
import type { Collection } from "../fields/fields.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import { type DeletionRefusal, deletionRefusal } from "./deletion-words.ts";
import { type Decoded, decodeInBrowser, uploadProblem } from "./photo-upload-check.ts";
import type { Branch } from "./whole-check.ts";

/** A file a commit writes: its path in the repository and its bytes, or null: removed. */
export type CommitFile = { path: string; bytes: Uint8Array | null };

const inContent = (path: string) => path.startsWith("content/");
const fromContent = (path: string) => path.slice("content/".length);
/** content/ holds data files (YAML) and photos, nothing else. */
const isPhoto = (path: string) => !path.endsWith(".yaml");

/**
 * Why the commit of `files` on `branch` is refused, or null when the build takes it, in the
 * editor's names (`collections`); `decode` reads a photo (the browser's decoders).
 */
export async function treeRefusal(
  branch: Branch,
  files: readonly CommitFile[],
  collections: readonly Collection[],
  decode: (bytes: Uint8Array) => Promise<Decoded> = decodeInBrowser,
): Promise<DeletionRefusal | null> {
  const changed = files.filter((file) => inContent(file.path));
  const removed = changed.filter((file) => file.bytes === null).map((file) => file.path);
  const uploads = changed.flatMap(({ path, bytes }) =>
    bytes && isPhoto(path) ? [{ path, bytes }] : [],
  );

  const photoLines = (
    await Promise.all(uploads.map(({ path, bytes }) => uploadProblem(path, bytes, decode)))
  ).flatMap((line) => line ?? []);
  if (photoLines.length > 0) return { title: "Bilden laddades inte upp", lines: photoLines };

  const written = new Map(
    changed.flatMap(({ path, bytes }) => (bytes ? [[fromContent(path), bytes] as const] : [])),
  );
  const gone = new Set(removed.map(fromContent));
  const paths = [
    ...new Set([
      ...branch.paths.filter((path) => !gone.has(path)),
      ...changed.filter((file) => file.bytes !== null).map((file) => fromContent(file.path)),
    ]),
  ];
  const before = new Set(contentLines(branch.paths, branch.bytesOf));
  const bytesAfter = (file: ContentFile) => written.get(file) ?? branch.bytesOf(file);
  const after = contentLines(paths, bytesAfter);
  const lines = after.filter((line) => !before.has(line));
  if (lines.length === 0) return null;
  return (
    deletionRefusal(removed, lines, collections) ?? {
      title: "Ändringen sparades inte",
      lines: lines.map((line) => describeProblem(line, collections)),
    }
  );
}
