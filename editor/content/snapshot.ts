// What the editor reads of content/, whichever backend it reads from (the local server of
// `npm start`, or the branch on GitHub): every file's path under content/, and the text and
// version of each data file. A save names, for each file it writes, the version its form was
// filled from, and is refused where the file has changed since.
import type { Problem } from "#model/files.ts";

/** A data file of content/ as read: its YAML text and its version (the backend's, opaque). */
export type ReadFile = { raw: string; version: string };

/** content/ as read: paths from the project ("content/home.yaml"), photos included. */
export type Snapshot = { paths: string[]; files: Record<string, ReadFile> };

/** A change to one file of content/: its new bytes as text or base64, or null to remove it. */
export type FileChange =
  | { path: string; raw: string }
  | { path: string; base64: string }
  | { path: string; removed: true };

/** A save's answer: the files' new versions, or why nothing was written (`problems`: the build's check's). */
export type SaveAnswer =
  | { ok: true; versions: Record<string, string | null>; commit?: string }
  | { ok: false; stale: boolean; problems: Problem[]; error: string };

/** The read action of the local server, which answers with a Snapshot. */
export const readAction = "readContent";

/** The photo-read action of the local server, which answers with a small JPEG in base64. */
export const photoAction = "readPhoto";
