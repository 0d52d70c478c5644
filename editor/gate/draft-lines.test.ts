// The check as she types: the build's lines about her file placed at their fields, a photo she
// picked counted as in its folder, and nothing of what was wrong elsewhere before her draft.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import { collections, pathOfNew } from "../fields/collections.ts";
import type { Collection } from "../fields/fields.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import type { Snapshot } from "../fields/snapshot.ts";
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

it("places a placeholder that is no fact at its item, counting from 1 in her labels", () => {
  const data = parse(raw);
  data.packages[0].features = ["Klart på {leveranstiden}"];
  const { fields, lines } = draftLines(snapshot, packages, stringify(data));
  expect(fields.get("packages[0].features[0]")).toMatch(/^\{leveranstiden\} finns inte/);
  expect(describeProblem(lines[0] ?? "")).toMatch(
    /^Startsidan › Paket och tillval › Paket › paket 1 › Punkter › punkt 1: /,
  );
});

it("lets through a teaser item made in the form, which has no field for the data no page shows", () => {
  const home = "content/home.yaml";
  const data = parse(snapshot.files[home]?.raw ?? "");
  const { price, views, likes, ...made } = data.teaser.items[0];
  data.teaser.items[0] = made;
  expect(draftLines(snapshot, home, stringify(data)).lines).toEqual([]);
});

it("checks a new text page by the address its heading gives it", () => {
  const pages = collections.find((collection) => collection.name === "textsidor");
  const page = parse(snapshot.files["content/pages/bokningsvillkor.yaml"]?.raw ?? "");
  const newPage = (title: string) => {
    const data = { ...page, title };
    return draftLines(snapshot, pathOfNew(pages as Collection, data), stringify(data)).lines;
  };
  expect(newPage("Om oss")).toEqual([]);
  expect(newPage("Portfolio")).toEqual([
    expect.stringMatching(/^content\/pages\/portfolio\.yaml: adressen \/portfolio är upptagen/),
  ]);
});

it("names a new section's key, or a new page's heading, that gives the file of another at its field", () => {
  const portfolio = collections.find((collection) => collection.name === "portfolio");
  const section = Object.keys(snapshot.files).find((path) => path.endsWith("/avsnitt.yaml")) ?? "";
  const data = parse(snapshot.files[section]?.raw ?? "");
  const path = pathOfNew(portfolio as Collection, data);
  expect(path).toBe(section);
  const { fields } = draftLines(snapshot, path, stringify(data), [], true);
  expect(fields.get("key")).toBe(
    `avsnittet ${data.key} finns redan – ge det nya avsnittet en annan nyckel`,
  );
  expect(draftLines(snapshot, path, stringify(data)).fields.has("key")).toBe(false);
});
