// `npm run test:mutation`, after Stryker: its score per folder, and what survived.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Report, scoresByFolder, scoresTable, survivors } from "./scores.ts";

const report = JSON.parse(
  await readFile(
    join(import.meta.dirname, "..", "..", "reports", "mutation", "mutation.json"),
    "utf8",
  ),
) as Report;
console.log(`\nMutation score per folder:\n\n${scoresTable(scoresByFolder(report))}\n`);
const left = survivors(report);
console.log(`${left.length} mutant(s) no test caught:\n${left.join("\n")}`);
