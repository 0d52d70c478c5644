// The published editor's check before a save, after the check of the file itself
// (check-before-save.ts): the build's whole check on the branch as it is now with the save
// written (whole-check.ts), so that nothing the build refuses becomes a commit. On the owner's
// computer the local backend runs the same check on content/ (scripts/local/saves.ts).
import { asSaveProblems, type SaveProblem } from "./check-before-save.ts";
import type { Collection } from "./fields.ts";
import { savedText } from "./kept-yaml.ts";
import { type Branch, problemsWithSave, savePath } from "./whole-check.ts";

export type PendingSave = {
  collection: string;
  path?: string;
  newRecord?: boolean;
  /** The cleaned draft, plain. */
  data: unknown;
  /** The file as the form was filled from it ("" for a new entry). */
  raw: string;
  /** The photos the save uploads, by their paths. */
  uploads: readonly string[];
};

/** The check before a save, on the branch as `readBranch` reads it (github-branch.ts). */
export function publishedCheck(
  collections: readonly Collection[],
  readBranch: () => Promise<Branch>,
) {
  return async (save: PendingSave): Promise<SaveProblem[]> => {
    const collection = collections.find((candidate) => candidate.name === save.collection);
    // Unread (offline, signed out): GitHub then refuses the save itself, said in Swedish.
    const branch = await readBranch().catch(() => null);
    if (!collection || !branch) return [];
    const path = savePath(collection, save, branch);
    if (!path) return [];
    const lines = problemsWithSave(branch, {
      path,
      bytes: new TextEncoder().encode(savedText(save.raw, save.data)),
      photos: save.uploads.map((upload) => upload.slice(upload.lastIndexOf("/") + 1)),
    });
    return asSaveProblems(lines, path.replace(/^content\//, ""), collections);
  };
}
