// The build's problems with content/ as data, for `npm start`, whose editor places each under its
// field in her labels: the check (scripts/check-content.ts) and the app build (vite.config.ts,
// plugin.ts) write them to the file the variable names, when the process that runs the build
// names one (scripts/local/run-build.ts), beside the lines they print for the terminal. Nothing
// reads the printed lines back.
import { writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Problem } from "#model/files.ts";
import { ContentError } from "#model/load.ts";

export const problemsFileVariable = "CONTENT_PROBLEMS_FILE";

/**
 * Writes `problems` where the build's caller asked for them; nowhere where it did not. At once,
 * as the build stops right after (a Vite plugin's synchronous hook among the writers).
 */
export function reportProblems(
  problems: readonly Problem[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const file = env[problemsFileVariable];
  if (file) writeFileSync(file, JSON.stringify(problems));
}

/** `work`'s result; where it stops on content/, its problems reported first. */
export function reportingContentErrors<Result>(
  work: () => Result,
  env: NodeJS.ProcessEnv = process.env,
): Result {
  try {
    return work();
  } catch (error) {
    if (error instanceof ContentError) reportProblems(error.problems, env);
    throw error;
  }
}

const isProblem = (value: unknown): value is Problem => {
  const { file, path, words } = (value ?? {}) as Record<string, unknown>;
  return typeof file === "string" && typeof path === "string" && typeof words === "string";
};

/** The problems a build wrote to `file`: none where it wrote none (or wrote no list of them). */
export async function reportedProblems(file: string): Promise<Problem[]> {
  const text = await readFile(file, "utf8").catch(() => "");
  try {
    const read: unknown = JSON.parse(text);
    return Array.isArray(read) ? read.filter(isProblem) : [];
  } catch {
    return [];
  }
}
