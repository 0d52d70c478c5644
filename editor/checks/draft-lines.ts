// The build's check of content/ with the open form's draft in its file, run as she types: every
// problem with the file, each placed at its field where it names one, and the problems the draft
// brings to other files (a section it names that is not there). What was wrong elsewhere before
// the draft is not hers to answer for here.
import "./no-eval.ts";
import { contentProblems } from "#model/documents.ts";
import {
  addressOfTextPageFile,
  type ContentFile,
  fieldError,
  keyOfSectionFile,
  lineOf,
  type Problem,
} from "#model/files.ts";
import type { Snapshot } from "../content/snapshot.ts";

export type DraftLines = {
  /** The problem with each value of the file, by its path ("packages[0].price"). */
  fields: Map<string, string>;
  /** Every problem the draft is refused for. */
  problems: Problem[];
};

const fromContent = (path: string) => path.replace(/^content\//, "") as ContentFile;
const encoder = new TextEncoder();

function problemsOf(
  snapshot: Snapshot,
  path: string,
  raw: string | null,
  added: readonly string[] = [],
): Problem[] {
  const file = fromContent(path);
  const paths = [...new Set([...snapshot.paths, ...added].map(fromContent))];
  return contentProblems(
    raw === null || paths.includes(file) ? paths : [...paths, file],
    (read: ContentFile) => {
      if (read === file && raw !== null) return encoder.encode(raw);
      const kept = snapshot.files[`content/${read}`];
      return kept ? encoder.encode(kept.raw) : null;
    },
  );
}

/** What the check found in the snapshot before any draft, by the line the build would print. */
const before = new WeakMap<Snapshot, Set<string>>();

/**
 * The problem for a new entry whose data names a file that is there: another section's key, or a
 * heading that gives another page's address. Never written over, so named at the field to change.
 */
function takenProblem(path: string): Problem {
  const file = fromContent(path);
  const key = keyOfSectionFile(file);
  return key !== null
    ? fieldError(
        file,
        ["key"],
        `avsnittet ${key} finns redan – ge det nya avsnittet en annan nyckel`,
      )
    : fieldError(
        file,
        ["title"],
        `sidan /${addressOfTextPageFile(file)} finns redan – ge den nya sidan en annan rubrik`,
      );
}

/**
 * `added`: the photos she picked for the draft, in their folder to be; `isNew`: the draft is a
 * new entry's, which must name a file that is not there.
 */
export function draftLines(
  snapshot: Snapshot,
  path: string,
  raw: string,
  added: readonly string[] = [],
  isNew = false,
): DraftLines {
  let known = before.get(snapshot);
  if (!known) {
    known = new Set(problemsOf(snapshot, path, null).map(lineOf));
    before.set(snapshot, known);
  }
  const problems = [
    ...(isNew && path in snapshot.files ? [takenProblem(path)] : []),
    ...problemsOf(snapshot, path, raw, added).filter(
      (problem) => problem.file === path || !known.has(lineOf(problem)),
    ),
  ];
  const fields = new Map<string, string>();
  for (const problem of problems) {
    if (problem.file === path && !fields.has(problem.path)) fields.set(problem.path, problem.words);
  }
  return { fields, problems };
}
