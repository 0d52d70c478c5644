import { expect, it } from "vitest";
import { type Report, scoresByFolder, survivors } from "./scores.ts";

const mutant = (status: string, line = 1) => ({
  status,
  mutatorName: "StringLiteral",
  replacement: '""',
  location: { start: { line } },
});

const report: Report = {
  files: {
    "model/price.ts": { mutants: [mutant("Killed"), mutant("Timeout"), mutant("Survived", 7)] },
    "model/site-links.ts": { mutants: [mutant("NoCoverage", 3), mutant("CompileError")] },
    "editor/content/kept-yaml.ts": { mutants: [mutant("Killed"), mutant("Ignored")] },
  },
};

it("scores each folder by the mutants its tests caught, a run that never ended counted as caught", () => {
  expect(scoresByFolder(report)).toEqual([
    { folder: "editor/content", killed: 1, survived: 0, noCoverage: 0, score: 100 },
    { folder: "model", killed: 2, survived: 1, noCoverage: 1, score: 50 },
  ]);
});

it("lists every mutant no test caught, with its file and line, and none that was caught", () => {
  expect(survivors(report)).toEqual([
    'model/price.ts:7 StringLiteral → "" (Survived)',
    'model/site-links.ts:3 StringLiteral → "" (NoCoverage)',
  ]);
});
