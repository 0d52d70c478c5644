// A deletion the build would not take is said as the owner sees it: where the site still shows
// what she asked to delete ("Portfolio › kok › Bilder › bild 1 › Bild: visar hall.jpg"), not that
// a file would be missing. Both backends say it so from the build's own problems, each naming the
// file it misses: published, the commits' gate (whole-check.ts); on her computer, the local
// server's refusal (scripts/local/saves.ts).
import { keyOfSectionFile, type Problem } from "#model/files.ts";
import { describePlace, describeProblem } from "../fields/problem-labels.ts";

export type DeletionRefusal = { title: string; lines: string[] };

type Deleted = { path: string; name: string; title: string; advice: string };

/** What a removed file is to her, and what to do before it can go. */
function asDeleted(path: string): Deleted {
  const key = keyOfSectionFile(path.replace(/^content\//, ""));
  if (key !== null) {
    return {
      path,
      name: `avsnittet ${key}`,
      title: "Avsnittet raderades inte",
      advice: "Ta bort eller byt avsnittet där och publicera först; radera det sedan.",
    };
  }
  if (path.endsWith(".yaml")) return { path, name: "", title: "Sidan raderades inte", advice: "" };
  return {
    path,
    name: path.slice(path.lastIndexOf("/") + 1),
    title: "Bilden raderades inte",
    advice: "Ta bort eller byt bilden där och publicera först; radera den sedan.",
  };
}

/**
 * The refusal of deleting `removed` (paths from the repository's root) where the build's check
 * of the branch without them finds `problems`; null where nothing was removed. A problem that
 * misses a removed file is said by where the site still shows it.
 */
export function deletionRefusal(
  removed: readonly string[],
  problems: readonly Problem[],
): DeletionRefusal | null {
  const deleted = removed.map(asDeleted);
  const [first] = deleted;
  if (!first) return null;
  const said = problems.map((problem) => {
    const gone = deleted.find(({ path, name }) => name && problem.missing === path);
    const place = gone && describePlace(problem.file, problem.path);
    return place && gone ? `${place}: visar ${gone.name}` : describeProblem(problem);
  });
  return { title: first.title, lines: first.advice ? [...said, first.advice] : said };
}
