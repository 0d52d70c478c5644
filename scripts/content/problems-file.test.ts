// The build's problems with content/ as data for `npm start` (problems-file.ts): written where the
// build's caller names a file, nowhere else; read back whole, or as none where the file holds no
// list of problems; and written by the check itself as it stops on a value.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Problem } from "#model/files.ts";
import { ContentError, projectRoot } from "#model/load.ts";
import {
  problemsFileVariable,
  reportedProblems,
  reportingContentErrors,
  reportProblems,
} from "./problems-file.ts";

let temp = "";
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), "problem-fil-"));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

let files = 0;
const fileOf = () => join(temp, `problem-${files++}.json`);
const problem: Problem = { file: "content/terms.yaml", path: "deliveryHours", words: "saknas" };

it("writes the problems to the file the build's caller names, and reads them back", async () => {
  const file = fileOf();
  reportProblems([problem], { [problemsFileVariable]: file });
  expect(await reportedProblems(file)).toEqual([problem]);
});

it("writes nothing where the build's caller names no file", async () => {
  const file = fileOf();
  reportProblems([problem], {});
  await expect(readFile(file)).rejects.toThrow(/ENOENT/);
  expect(await reportedProblems(file)).toEqual([]);
});

it("reads none from a file that holds no list of problems, and only the problems from a list", async () => {
  const file = fileOf();
  await writeFile(file, "inte json");
  expect(await reportedProblems(file)).toEqual([]);
  await writeFile(file, JSON.stringify({ file: "content/terms.yaml" }));
  expect(await reportedProblems(file)).toEqual([]);
  const halves = [
    { ...problem, file: 1 },
    { ...problem, path: null },
    { ...problem, words: [] },
  ];
  await writeFile(file, JSON.stringify([problem, ...halves, "rad"]));
  expect(await reportedProblems(file)).toEqual([problem]);
});

it("reports the problems of a ContentError before it goes on, and nothing of another error", async () => {
  const file = fileOf();
  const env = { [problemsFileVariable]: file };
  expect(() =>
    reportingContentErrors(() => {
      throw new ContentError([problem]);
    }, env),
  ).toThrow(ContentError);
  expect(await reportedProblems(file)).toEqual([problem]);

  const other = fileOf();
  expect(() =>
    reportingContentErrors(
      () => {
        throw new Error("ENOSPC");
      },
      { [problemsFileVariable]: other },
    ),
  ).toThrow("ENOSPC");
  expect(await reportedProblems(other)).toEqual([]);
  expect(reportingContentErrors(() => 7, env)).toBe(7);
});

// The check runs as the build runs it, in a process of its own: a few seconds on a quiet machine.
it("gets the check's problem with a value from the check itself, as it stops the build", {
  timeout: 120_000,
}, async () => {
  const root = join(temp, "projekt");
  await cp(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  const terms = join(root, "content", "terms.yaml");
  const text = await readFile(terms, "utf8");
  const key = /^(\w+):/m.exec(text)?.[1] ?? "";
  await writeFile(terms, text.replace(new RegExp(`^${key}:.*$`, "m"), `${key}: många`));
  const file = fileOf();
  const run = promisify(execFile)(process.execPath, ["scripts/check-content.ts", root], {
    cwd: projectRoot,
    env: { ...process.env, [problemsFileVariable]: file },
  });
  await expect(run).rejects.toMatchObject({ code: 1 });
  expect(await reportedProblems(file)).toContainEqual(
    expect.objectContaining({ file: "content/terms.yaml", path: key }),
  );
});
