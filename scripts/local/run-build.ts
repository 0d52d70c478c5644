// Runs the production build (scripts/build.ts) for `npm start` and tells the owner in Swedish how
// it went: the content check's own lines (its errors, the demo's placeholders), the progress of
// photos being encoded as it happens (new photos can take minutes), the time it took, and on a
// failure the problems the build found in content/ (as data) or what it said last. Vite's listing
// of every file stays out of sight.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Problem } from "#model/files.ts";
import { problemsFileVariable, reportedProblems } from "../content/problems-file.ts";
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
   * What the build found wrong in content/, as data (the check's, or the app build's where a
   * file changed while it ran, after the check had read it): written by the build, not read
   * back from its printed lines (content/problems-file.ts).
   */
  problems: Problem[];
};

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
export async function runBuild(
  projectRoot: string,
  progress: (line: string) => void = console.log,
): Promise<BuildReport> {
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), "bygge-"));
  const problemsFile = join(folder, "problem.json");
  const child = spawn(process.execPath, [join(projectRoot, "scripts", "build.ts")], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, [problemsFileVariable]: problemsFile },
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
  const code = await new Promise<number | null>((closed) => child.on("close", closed));
  const problems = await reportedProblems(problemsFile);
  await rm(folder, { recursive: true, force: true });
  return {
    isBuilt: code === 0,
    isChecked,
    seconds: Math.round((performance.now() - started) / 1000),
    checkLines: trimBlank(checkLines),
    tail: trimBlank(other).slice(-25),
    problems,
  };
}

function trimBlank(lines: string[]): string[] {
  const start = lines.findIndex((line) => line.trim() !== "");
  if (start < 0) return [];
  const end = lines.findLastIndex((line) => line.trim() !== "");
  return lines.slice(start, end + 1);
}
