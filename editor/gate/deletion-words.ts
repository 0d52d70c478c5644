// A deletion the build would not take is said as the owner sees it: where the site still shows
// what she asked to delete ("Portfolio › kok › Bilder › bild 1 › Bild: visar hall.jpg"), not that
// a file would be missing. Both backends say it so from the build's own lines: published, the
// commits' gate (whole-check.ts); on her computer, the local server's refusal
// (scripts/local/saves.ts).
import { keyOfSectionFile } from "#model/files.ts";
import { describePlace, describeProblem, splitProblem } from "../fields/problem-labels.ts";

export type DeletionRefusal = { title: string; lines: string[] };

type Deleted = { name: string; missing: string; title: string; advice: string };

/** What a removed file is to her, and how the build's line about a value naming it begins. */
function asDeleted(path: string): Deleted {
  const key = keyOfSectionFile(path.replace(/^content\//, ""));
  if (key !== null) {
    return {
      name: `avsnittet ${key}`,
      missing: `${key} finns inte`,
      title: "Avsnittet raderades inte",
      advice: "Ta bort eller byt avsnittet där och publicera först; radera det sedan.",
    };
  }
  if (path.endsWith(".yaml")) {
    return { name: "", missing: "", title: "Sidan raderades inte", advice: "" };
  }
  return {
    name: path.slice(path.lastIndexOf("/") + 1),
    missing: `${path} finns inte`,
    title: "Bilden raderades inte",
    advice: "Ta bort eller byt bilden där och publicera först; radera den sedan.",
  };
}

/**
 * The refusal of deleting `removed` (paths from the repository's root) where the build's check
 * of the branch without them adds `lines`; null where nothing was removed.
 */
export function deletionRefusal(
  removed: readonly string[],
  lines: readonly string[],
): DeletionRefusal | null {
  const deleted = removed.map(asDeleted);
  const [first] = deleted;
  if (!first) return null;
  const said = lines.map((line) => {
    const split = splitProblem(line);
    const gone = deleted.find(({ missing }) => missing && split?.problem.startsWith(missing));
    const place = split && gone && describePlace(split.file, split.path);
    return place && gone ? `${place}: visar ${gone.name}` : describeProblem(line);
  });
  return { title: first.title, lines: first.advice ? [...said, first.advice] : said };
}
