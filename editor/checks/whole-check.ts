// The build's whole check before a commit at her own address (editor/github/github-source.ts),
// as the local server runs it on her computer: all of content/ as the branch holds it now, with
// the changes written, a photo by its name in its folder. So keys that differ from their folder
// or from each other, a reference to a section or photo that is not there, a removal the site
// still needs and a file name the build refuses are stopped before they become a commit. What
// was wrong on the branch before (a file broken outside the editor) is not hers to answer for
// here: the host's build says it (builds/deploy-status.ts).
import "./no-eval.ts";
import { contentProblems } from "#model/documents.ts";
import type { ContentFile, Problem } from "#model/files.ts";
import { refusingProblems } from "#model/save-problems.ts";

/** content/ as the branch holds it: each path from there, a data file's bytes, a file's blob. */
export type Branch = {
  paths: readonly string[];
  bytesOf: (file: ContentFile) => Uint8Array | null;
  blobOf: (file: string) => string | null;
};

/**
 * Every problem of the build's check that refuses `changes` (paths from content/, a photo's bytes unread
 * by the check, null for a file removed): those they add and those about a file they write
 * (model/save-problems.ts); none when they may be saved.
 */
export function problemsWithChanges(
  branch: Branch,
  changes: readonly { path: string; bytes: Uint8Array | null }[],
): Problem[] {
  const changed = new Map(changes.map(({ path, bytes }) => [path, bytes]));
  const paths = [
    ...new Set([
      ...branch.paths.filter((path) => changed.get(path) !== null),
      ...changes.flatMap(({ path, bytes }) => (bytes === null ? [] : [path])),
    ]),
  ];
  const before = contentProblems(branch.paths, branch.bytesOf);
  const after = contentProblems(paths, (read: ContentFile) =>
    changed.has(read) ? (changed.get(read) ?? null) : branch.bytesOf(read),
  );
  return refusingProblems(
    before,
    after,
    changes.flatMap(({ path, bytes }) => (bytes === null ? [] : [`content/${path}`])),
  );
}
