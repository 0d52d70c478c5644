import type { z } from "zod";
import { emailLengthErrors } from "./email-lengths.ts";
import {
  addressOfTextPageFile,
  type Content,
  type ContentDocuments,
  type ContentFile,
  contentFiles,
  exportsOf,
  fieldError,
  filesOf,
  keyOfSectionFile,
  type Problem,
  schemaOf,
} from "./files.ts";
import { assembleGalleries } from "./galleries.ts";
import { textPageNameProblem } from "./pages.ts";
import { fillPlaceholders } from "./placeholders.ts";
import { type PortfolioFolders, portfolioErrors } from "./portfolio-references.ts";
import type { PortfolioSection, TextPage } from "./schema.ts";
import { siteLinkErrors } from "./site-links.ts";

export type CheckedContent =
  | { content: Content; files: Record<ContentFile, unknown>; errors: [] }
  | { errors: Problem[] };

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema's complaint, with a hint where a text became name: value because of a ": ". */
function problemOf(issue: z.core.$ZodIssue, data: unknown): string {
  const isTextRead = issue.code === "invalid_type" && issue.expected === "string";
  return isTextRead && isRecord(valueAt(data, issue.path))
    ? `${issue.message} – står det ett kolon (:) i texten? Skriv då texten inom citattecken, "så här"`
    : issue.message;
}

/**
 * All of content/ from the files' data, checked; or every problem in it, each with its file, its
 * path and its words (files.ts, Problem). `folders` lists the files in content/portfolio/<key>/,
 * which the sections and their references must match. A placeholder that names no fact is
 * reported first, on its own: until every text says what it means, its other checks would
 * measure the wrong words.
 */
export function checkContent(
  documents: ContentDocuments,
  folders: PortfolioFolders,
): CheckedContent {
  const files = filesOf(documents);
  const shapeErrors = files.flatMap((file) =>
    isRecord(documents[file])
      ? []
      : [
          fieldError(
            file,
            [],
            "filen ska bestå av namn med värden, ett per rad, som name: värde – nu är den tom eller något annat",
          ),
        ],
  );
  const nameErrors = files.flatMap((file) => textPageNameProblem(file) ?? []);
  if (shapeErrors.length > 0 || nameErrors.length > 0) {
    return { errors: [...nameErrors, ...shapeErrors] };
  }

  const filled = fillPlaceholders(documents);
  if (filled.errors.length > 0) return { errors: filled.errors };

  const checked: Partial<Record<ContentFile, unknown>> = {};
  const fieldErrors = files.flatMap((file) => {
    const data = filled.documents[file];
    const result = schemaOf(file).safeParse(data);
    if (result.success) {
      checked[file] = result.data;
      return [];
    }
    return result.error.issues.map((issue) => fieldError(file, issue.path, problemOf(issue, data)));
  });
  const referenceErrors = portfolioErrors(filled.documents, folders);
  if (fieldErrors.length > 0) return { errors: [...fieldErrors, ...referenceErrors] };
  const fixedFiles = Object.keys(contentFiles) as (keyof typeof contentFiles)[];
  // In address order, the order of the footer's links, however the files were read.
  const textPages = Object.fromEntries(
    files
      .flatMap((file) => {
        const address = addressOfTextPageFile(file);
        return address === null ? [] : [[address, checked[file] as TextPage] as const];
      })
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const sections = Object.fromEntries(
    files.flatMap((file) => {
      const key = keyOfSectionFile(file);
      return key === null ? [] : [[key, checked[file] as PortfolioSection]];
    }),
  );
  const fixed = Object.assign({}, ...fixedFiles.map((file) => exportsOf(file, checked[file])));
  const content: Content = {
    ...fixed,
    galleries: assembleGalleries(sections, fixed.portfolioPage.sections),
    textPages,
  };
  const errors = [...referenceErrors, ...emailLengthErrors(content), ...siteLinkErrors(content)];
  return errors.length > 0
    ? { errors }
    : { content, files: checked as Record<ContentFile, unknown>, errors: [] };
}

/** Every problem in content/'s data; none when the pages can be built from it. */
export function contentErrors(documents: ContentDocuments, folders: PortfolioFolders): Problem[] {
  return checkContent(documents, folders).errors;
}
