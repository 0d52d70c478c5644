// The build's check of content/, run on the draft in the editor as a save would write it
// (cleaned, editor/content/clean-draft.ts): the draft's file with the saved files it names facts from,
// a text page's file name (its address), its {placeholders} filled in as the build fills them,
// then the file's schema. The preview shows the page when the draft passes, else the same
// problems the build would find, in her labels.
import "./no-eval.ts";
import {
  type ContentDocuments,
  type ContentFile,
  fieldError,
  type Problem,
  schemaOf,
} from "#model/files.ts";
import { textPageNameProblem } from "#model/pages.ts";
import { fillPlaceholders } from "#model/placeholders.ts";
import { cleanDraft } from "../content/clean-draft.ts";

export type DraftCheck<Files extends ContentFile> =
  | { ok: true; data: Record<Files, unknown> }
  | { ok: false; errors: Problem[] };

/**
 * `documents`: the data of each file the preview shows, the draft's among them, and of the files
 * its facts come from (site.yaml and terms.yaml). Each is checked; every problem is named.
 */
export function checkDraft<Files extends ContentFile>(
  documents: Record<Files, unknown>,
): DraftCheck<Files> {
  const filled = fillPlaceholders(cleanDraft(documents) as ContentDocuments);
  const files = Object.keys(documents) as Files[];
  const errors: Problem[] = [
    ...files.flatMap((file) => textPageNameProblem(file) ?? []),
    ...filled.errors,
  ];
  const data: Partial<Record<Files, unknown>> = {};
  for (const file of files) {
    const result = schemaOf(file).safeParse(filled.documents[file]);
    if (result.success) data[file] = result.data;
    else
      errors.push(
        ...result.error.issues.map((issue) => fieldError(file, issue.path, issue.message)),
      );
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, data: data as Record<Files, unknown> };
}
