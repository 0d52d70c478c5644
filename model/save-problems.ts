// Which of the build's lines refuse a save, on either backend (the published editor's gate,
// editor/checks/whole-check.ts; the local server's, scripts/local/save-guard.ts): every line the save
// adds, so that something broken elsewhere (a file changed by hand or on GitHub) never blocks her
// change to another file; and every line about a file the save writes, already there or not, so
// that a file she saves is never published broken (a row kept that names a photo deleted on
// GitHub): she sees it under its field, and removes the row, uploads the photo, or restores it.

import { lineOf, type Problem } from "./files.ts";

/**
 * The problems of `after` (the check with the save made) that refuse it, given `before` (without
 * it) and `written`, the files it writes, from the project ("content/portfolio/kok/avsnitt.yaml").
 * A problem is the same before and after where the build would print it alike.
 */
export function refusingProblems(
  before: Iterable<Problem>,
  after: readonly Problem[],
  written: readonly string[],
): Problem[] {
  const was = new Set([...before].map(lineOf));
  return after.filter((problem) => !was.has(lineOf(problem)) || written.includes(problem.file));
}
