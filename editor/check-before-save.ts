// The build's check of a file, run on the draft in the editor before Decap writes anything: the
// same schema and placeholder check the preview and the build use (preview/draft-check.ts), so a
// save the build would refuse is never written. On the owner's computer the local backend then
// checks the whole project again (photos, references between files); on the published editor this
// is what keeps a refused save from becoming a commit whose deploy fails.
import { type ContentFile, sectionFile } from "../scripts/content/files.ts";
import { toPlain } from "./clean-draft.ts";
import type { Collection } from "./fields.ts";
import { checkDraft } from "./preview/draft-check.ts";
import { describeProblem } from "./problem-labels.ts";

/** The file of content/ a draft is saved in: its path, or for a new section its folder's name. */
function fileOf(path: string | undefined, collection: string, slug: string | undefined) {
  if (path?.startsWith("content/")) return path.slice("content/".length) as ContentFile;
  return collection === "portfolio" ? sectionFile(slug || "nytt-avsnitt") : null;
}

export type DraftEntry = { path?: string; collection: string; slug?: string; data: unknown };

/** What keeps `entry` from being saved, one line each in the editor's labels; none when it may. */
export function problemsBeforeSave(
  entry: DraftEntry,
  collections: readonly Collection[],
): string[] {
  const file = fileOf(entry.path, entry.collection, entry.slug);
  if (!file) return [];
  const checked = checkDraft({ [file]: toPlain(entry.data) } as Record<ContentFile, unknown>);
  return checked.ok ? [] : checked.errors.map((line) => describeProblem(line, collections));
}
