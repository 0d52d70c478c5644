// Runs the production build (scripts/build.ts) for `npm start` and tells the owner in Swedish how
// it went: the content check's own lines (its errors, the demo's placeholders), the progress of
// photos being encoded as it happens (new photos can take minutes), the time it took, and on a
// failure what the build said last. Vite's listing of every file stays out of sight.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { progressPrefix } from "../photos/progress.ts";

/** scripts/check-content.ts prints this when content/ has no error, before the app build starts. */
const checkPassed = "content/: inga fel";

export type BuildReport = {
  isBuilt: boolean;
  /** Whether the content check passed: a build that fails after it failed in the app build. */
  isChecked: boolean;
  seconds: number;
  /** What the content check said (stderr before it passed, or all of it when it failed). */
  checkLines: string[];
  /** The last lines of everything else, for a build that failed after the check. */
  tail: string[];
  /**
   * What the app build found wrong in content/ (model/load.ts's ContentError), in the check's
   * words: a file changed while the build ran, after the check had read it.
   */
  contentProblems: string[];
};

/** model/load.ts's ContentError opens with this, and lists each problem indented below. */
const contentErrorOpening = /Innehållet i content\/ har \d+ fel:/;

/** The problems a ContentError in the build's output lists, each once. */
export function contentProblemsIn(lines: readonly string[]): string[] {
  const problems = new Set<string>();
  let isInError = false;
  for (const line of lines) {
    const text = stripVTControlCharacters(line);
    if (contentErrorOpening.test(text)) isInError = true;
    else if (isInError && /^\s+content\//.test(text)) problems.add(text.trim());
    else if (isInError && text.trim() !== "") isInError = false;
  }
  return [...problems];
}

/** Splits a stream into lines as they arrive. */
function eachLine(stream: NodeJS.ReadableStream, line: (text: string) => void) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    lines.forEach(line);
  });
  stream.on("end", () => rest && line(rest));
}

/** Runs the build in `projectRoot`; `progress` gets each photo-encoding line as it is printed. */
export function runBuild(
  projectRoot: string,
  progress: (line: string) => void = console.log,
): Promise<BuildReport> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(projectRoot, "scripts", "build.ts")], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let isChecked = false;
  const checkLines: string[] = [];
  const other: string[] = [];
  eachLine(child.stdout, (line) => {
    const text = stripVTControlCharacters(line).trim();
    if (text === checkPassed) isChecked = true;
    else if (text.startsWith(progressPrefix)) progress(text);
    else other.push(line);
  });
  // The check writes its findings to stderr and is done before the app build writes anything.
  eachLine(child.stderr, (line) => (isChecked ? other : checkLines).push(line));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      resolve({
        isBuilt: code === 0,
        isChecked,
        seconds: Math.round((performance.now() - started) / 1000),
        checkLines: trimBlank(checkLines),
        tail: trimBlank(other).slice(-25),
        contentProblems: contentProblemsIn(other),
      });
    });
  });
}

function trimBlank(lines: string[]): string[] {
  const start = lines.findIndex((line) => line.trim() !== "");
  if (start < 0) return [];
  const end = lines.findLastIndex((line) => line.trim() !== "");
  return lines.slice(start, end + 1);
}
