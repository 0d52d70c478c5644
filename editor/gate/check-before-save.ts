// The build's check of a file, run on the draft in the editor before Decap writes anything: the
// same schema and placeholder check the preview and the build use (preview/draft-check.ts), so a
// save the build would refuse is never written. On the owner's computer the local backend then
// checks the whole project again (photos, references between files); on the published editor this
// is what keeps a refused save from becoming a commit whose deploy fails.
import { type ContentFile, sectionFile, textPageFile } from "#model/files.ts";
import { slugify } from "#model/slug.ts";
import { toPlain } from "../fields/clean-draft.ts";
import type { Collection } from "../fields/fields.ts";
import { describeProblem, splitProblem } from "../fields/problem-labels.ts";
import { checkDraft } from "./draft-check.ts";

/**
 * The file of content/ a draft is saved in: its path; for a new section its folder's name; for a
 * new text page the address its heading gives it (the editor's slug, config.ts's `slug`).
 */
export function fileOf(entry: DraftEntry): ContentFile | null {
  const { path, collection, slug } = entry;
  if (path?.startsWith("content/")) return path.slice("content/".length) as ContentFile;
  if (collection === "portfolio") return sectionFile(slug || "nytt-avsnitt");
  if (collection !== "textsidor") return null;
  const title = (toPlain(entry.data) as { title?: unknown } | null)?.title;
  return textPageFile(slug || slugify(typeof title === "string" ? title : "") || "ny-sida");
}

export type DraftEntry = { path?: string; collection: string; slug?: string; data: unknown };

/**
 * A reason the save is refused: its line in the editor's labels, and where the line names a
 * value of the form, its path there ("packages[0].features[2]") and what is wrong with it.
 */
export type SaveProblem = { line: string; field: { path: string; problem: string } | null };

/** What keeps `entry` from being saved; none when it may. */
export function problemsBeforeSave(
  entry: DraftEntry,
  collections: readonly Collection[],
): SaveProblem[] {
  const file = fileOf(entry);
  if (!file) return [];
  const checked = checkDraft({ [file]: toPlain(entry.data) } as Record<ContentFile, unknown>);
  if (checked.ok) return [];
  return asSaveProblems(checked.errors, file, collections);
}

/** The build's `lines` as reasons, those about `file` (the open form's) with their field. */
export function asSaveProblems(
  lines: readonly string[],
  file: string,
  collections: readonly Collection[],
): SaveProblem[] {
  return lines.map((line) => {
    const split = splitProblem(line);
    return {
      line: describeProblem(line, collections),
      field: split?.file === file ? { path: split.path, problem: split.problem } : null,
    };
  });
}
