// The build's check of content/ with the open form's draft in its file, run as she types: every
// line about the file, each placed at its field where it names one, and the lines the draft
// brings to other files (a section it names that is not there). What was wrong elsewhere before
// the draft is not hers to answer for here.
import "./no-eval.ts";
import { contentLines } from "#model/documents.ts";
import { addressOfTextPageFile, type ContentFile, keyOfSectionFile } from "#model/files.ts";
import { splitProblem } from "../fields/problem-labels.ts";
import type { Snapshot } from "../fields/snapshot.ts";

export type DraftLines = {
  /** The problem with each value of the file, by its path ("packages[0].price"). */
  fields: Map<string, string>;
  /** Every line the draft is refused for, as the build writes it. */
  lines: string[];
};

const fromContent = (path: string) => path.replace(/^content\//, "");
const encoder = new TextEncoder();

function linesOf(
  snapshot: Snapshot,
  path: string,
  raw: string | null,
  added: readonly string[] = [],
): string[] {
  const file = fromContent(path);
  const paths = [...new Set([...snapshot.paths, ...added].map(fromContent))];
  return contentLines(
    raw === null || paths.includes(file) ? paths : [...paths, file],
    (read: ContentFile) => {
      if (read === file && raw !== null) return encoder.encode(raw);
      const kept = snapshot.files[`content/${read}`];
      return kept ? encoder.encode(kept.raw) : null;
    },
  );
}

const before = new WeakMap<Snapshot, Set<string>>();

/**
 * The line for a new entry whose data names a file that is there: another section's key, or a
 * heading that gives another page's address. Never written over, so named at the field to change.
 */
function takenLine(path: string): string {
  const key = keyOfSectionFile(fromContent(path));
  return key !== null
    ? `${path}: key: avsnittet ${key} finns redan – ge det nya avsnittet en annan nyckel`
    : `${path}: title: sidan /${addressOfTextPageFile(fromContent(path))} finns redan – ge den nya sidan en annan rubrik`;
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
    known = new Set(linesOf(snapshot, path, null));
    before.set(snapshot, known);
  }
  const file = fromContent(path);
  const lines = [
    ...(isNew && path in snapshot.files ? [takenLine(path)] : []),
    ...linesOf(snapshot, path, raw, added).filter(
      (line) =>
        splitProblem(line)?.file === file || line.startsWith(`content/${file}`) || !known.has(line),
    ),
  ];
  const fields = new Map<string, string>();
  for (const line of lines) {
    const split = splitProblem(line);
    if (split?.file === file && !fields.has(split.path)) fields.set(split.path, split.problem);
  }
  return { fields, lines };
}
