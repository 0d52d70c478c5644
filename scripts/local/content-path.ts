// The one folder the editor's local backend may read and write. Every path a request names is
// held to it twice: when the request arrives (editor-backend.ts) and where a file is written
// (save-guard.ts), so a request of another shape (a list where a path belongs, a key of the
// versions it sends) can never reach a file outside it.
import { posix } from "node:path";

/** The one folder the editor may read and write, relative to the project. */
export const contentFolder = "content";

/** Whether `path` is a path (a string) that lies in content/, relative to the project. */
export function isContentPath(path: unknown): path is string {
  if (typeof path !== "string") return false;
  const normal = posix.normalize(path.replaceAll("\\", "/"));
  return normal === contentFolder || normal.startsWith(`${contentFolder}/`);
}
