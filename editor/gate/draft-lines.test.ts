// @module-tag content
// The check as she types: the build's lines about her file placed at their fields, a photo she
// picked counted as in its folder, and nothing of what was wrong elsewhere before her draft.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import type { Snapshot } from "../source/snapshot.ts";
import { draftLines } from "./draft-lines.ts";

/** content/ as the editor reads it. */
const inContent = contentPaths(projectRoot);
const snapshot: Snapshot = {
  paths: inContent.map((path) => `content/${path}`),
  files: Object.fromEntries(
    dataFilesAmong(inContent).map((file) => [
      `content/${file}`,
      { raw: readFileSync(join(projectRoot, "content", file), "utf8"), version: file },
    ]),
  ),
};
const packages = "content/packages.yaml";
const raw = snapshot.files[packages]?.raw ?? "";

it("finds nothing in a file as saved", () => {
  expect(draftLines(snapshot, packages, raw).lines).toEqual([]);
});

it("places a line of the build's check at the field it names", () => {
  const data = parse(raw);
  data.packages[0].price = "2.50";
  const { fields, lines } = draftLines(snapshot, packages, stringify(data));
  expect(lines).toHaveLength(1);
  expect(fields.get("packages[0].price")).toMatch(/^ska vara ett pris/);
});

it("counts a photo she picked as in its folder", () => {
  const section = Object.keys(snapshot.files).find((path) => path.endsWith("/avsnitt.yaml")) ?? "";
  const data = parse(snapshot.files[section]?.raw ?? "");
  data.photos.push({ file: "ny-bild.jpg" });
  const folder = section.slice(0, section.lastIndexOf("/") + 1);
  expect(draftLines(snapshot, section, stringify(data)).lines).toHaveLength(1);
  expect(draftLines(snapshot, section, stringify(data), [`${folder}ny-bild.jpg`]).lines).toEqual(
    [],
  );
});
