// Stryker's report (mutation-testing-report-schema) summed by folder: the score the issue holds
// each folder of the logic to, with the mutants that survived, for docs/mutation-testing.md.

type Mutant = {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number } };
};
export type Report = { files: Record<string, { mutants: Mutant[] }> };

export type FolderScore = {
  folder: string;
  killed: number;
  survived: number;
  noCoverage: number;
  /** Killed (a failing test, or a run that never ended) of every mutant that ran or had no test. */
  score: number;
};

/** Killed and timed-out mutants count as caught; compile errors and ignored ones are not scored. */
const caught = new Set(["Killed", "Timeout"]);
const scored = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);

export function folderOf(path: string): string {
  const parts = path.split("/");
  return parts.slice(0, -1).join("/") || ".";
}

export function scoresByFolder(report: Report): FolderScore[] {
  const folders = new Map<string, FolderScore>();
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const folder = folderOf(path);
    const score = folders.get(folder) ?? {
      folder,
      killed: 0,
      survived: 0,
      noCoverage: 0,
      score: 0,
    };
    for (const mutant of mutants) {
      if (!scored.has(mutant.status)) continue;
      if (caught.has(mutant.status)) score.killed++;
      else if (mutant.status === "Survived") score.survived++;
      else score.noCoverage++;
    }
    folders.set(folder, score);
  }
  return [...folders.values()]
    .map((folder) => {
      const total = folder.killed + folder.survived + folder.noCoverage;
      return { ...folder, score: total === 0 ? 100 : (100 * folder.killed) / total };
    })
    .sort((one, other) => one.folder.localeCompare(other.folder));
}

export function scoresTable(scores: readonly FolderScore[]): string {
  return [
    "| folder | score | killed | survived | no test |",
    "|---|---|---|---|---|",
    ...scores.map(
      (folder) =>
        `| \`${folder.folder}/\` | ${folder.score.toFixed(1)} % | ${folder.killed} | ${folder.survived} | ${folder.noCoverage} |`,
    ),
  ].join("\n");
}

/** Each mutant that no test caught, where it is and what it changed. */
export function survivors(report: Report): string[] {
  return Object.entries(report.files).flatMap(([path, { mutants }]) =>
    mutants
      .filter((mutant) => mutant.status === "Survived" || mutant.status === "NoCoverage")
      .map(
        (mutant) =>
          `${path}:${mutant.location.start.line} ${mutant.mutatorName}${mutant.replacement ? ` → ${mutant.replacement.replace(/\s+/g, " ").slice(0, 80)}` : ""} (${mutant.status})`,
      ),
  );
}
