// Which of the build's lines refuse a save, on either backend (the published editor's gate,
// editor/gate/whole-check.ts; the local server's, scripts/local/save-guard.ts): every line the save
// adds, so that something broken elsewhere (a file changed by hand or on GitHub) never blocks her
// change to another file; and every line about a file the save writes, already there or not, so
// that a file she saves is never published broken (a row kept that names a photo deleted on
// GitHub): she sees it under its field, and removes the row, uploads the photo, or restores it.

/**
 * The lines of `after` (the check with the save made) that refuse it, given `before` (without it)
 * and `written`, the files it writes, from the project ("content/portfolio/kok/avsnitt.yaml").
 */
export function refusingLines(
  before: Iterable<string>,
  after: readonly string[],
  written: readonly string[],
): string[] {
  const was = new Set(before);
  const about = (line: string) =>
    written.some((file) => line.startsWith(`${file}:`) || line.startsWith(`${file},`));
  return after.filter((line) => !was.has(line) || about(line));
}
