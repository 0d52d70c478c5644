// The editor's one read on the owner's computer: every path under content/, and each data file's
// text with the version a save of it is checked against.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import { readContent } from "./reads.ts";
import { versionOf } from "./save-guard.ts";

it("answers every path of content/ and each data file with the version its save is checked by", async () => {
  const snapshot = await readContent(projectRoot);
  const paths = contentPaths(projectRoot);
  expect(snapshot.paths.toSorted()).toEqual(paths.map((path) => `content/${path}`).toSorted());
  const dataFiles = dataFilesAmong(paths).map((file) => `content/${file}`);
  expect(Object.keys(snapshot.files).toSorted()).toEqual(dataFiles.toSorted());
  for (const path of dataFiles) {
    const bytes = readFileSync(join(projectRoot, path));
    expect(snapshot.files[path]).toEqual({
      raw: bytes.toString("utf8"),
      version: versionOf(bytes),
    });
  }
});
