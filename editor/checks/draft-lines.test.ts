// The check as she types: the build's problems with her file placed at their fields, a photo she
// picked counted as in its folder, and nothing of what was wrong elsewhere before her draft.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { collections, pathOfNew } from "../fields/collections.ts";
import type { Collection } from "../fields/fields.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import { draftLines } from "./draft-lines.ts";
import { snapshot as onDisk } from "./on-disk.fixture.ts";

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
  expect(draftLines(snapshot, packages, raw).problems).toEqual([]);
});

it("places a line of the build's check at the field it names", () => {
  const data = parse(raw);
  data.packages[0].price = "2.50";
  const { fields, problems } = draftLines(snapshot, packages, stringify(data));
  expect(problems).toHaveLength(1);
  expect(fields.get("packages[0].price")).toMatch(/^ska vara ett pris/);
});

it("counts a photo she picked as in its folder", () => {
  const section = Object.keys(snapshot.files).find((path) => path.endsWith("/avsnitt.yaml")) ?? "";
  const data = parse(snapshot.files[section]?.raw ?? "");
  data.photos.push({ file: "ny-bild.jpg" });
  const folder = section.slice(0, section.lastIndexOf("/") + 1);
  expect(draftLines(snapshot, section, stringify(data)).problems).toHaveLength(1);
  expect(draftLines(snapshot, section, stringify(data), [`${folder}ny-bild.jpg`]).problems).toEqual(
    [],
  );
});

it("places a placeholder that is no fact at its item, counting from 1 in her labels", () => {
  const data = parse(raw);
  data.packages[0].features = ["Klart på {leveranstiden}"];
  const { fields, problems } = draftLines(snapshot, packages, stringify(data));
  expect(fields.get("packages[0].features[0]")).toMatch(/^\{leveranstiden\} finns inte/);
  const [problem] = problems;
  if (!problem) throw new Error("no problem found");
  expect(describeProblem(problem)).toMatch(
    /^Startsidan › Paket och tillval › Paket › paket 1 › Punkter › punkt 1: /,
  );
});

it("lets through a teaser item made in the form, which has no field for the data no page shows", () => {
  const home = "content/home.yaml";
  const data = parse(snapshot.files[home]?.raw ?? "");
  const { price, views, likes, ...made } = data.teaser.items[0];
  data.teaser.items[0] = made;
  expect(draftLines(snapshot, home, stringify(data)).problems).toEqual([]);
});

it("checks a new text page by the address its heading gives it", () => {
  const pages = collections.find((collection) => collection.name === "textsidor");
  const page = parse(snapshot.files["content/pages/bokningsvillkor.yaml"]?.raw ?? "");
  const newPage = (title: string) => {
    const data = { ...page, title };
    return draftLines(snapshot, pathOfNew(pages as Collection, data), stringify(data)).problems;
  };
  expect(newPage("Om oss")).toEqual([]);
  expect(newPage("Portfolio")).toEqual([
    {
      file: "content/pages/portfolio.yaml",
      path: "",
      words: expect.stringMatching(/^adressen \/portfolio är upptagen/),
    },
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

describe("what was wrong before her draft", () => {
  /** content/ as on disk with `path` holding `text`: a snapshot of its own, checked afresh. */
  const snapshotWith = (path: string, text: string): Snapshot => ({
    paths: onDisk.paths,
    files: { ...onDisk.files, [path]: { raw: text, version: "ändrad" } },
  });
  const home = "content/home.yaml";
  const rawOf = (path: string) => onDisk.files[path]?.raw ?? "";
  /** packages.yaml with its first package's price written as no price is. */
  const badPrice = () => {
    const data = parse(rawOf(packages));
    data.packages[0].price = "2.50";
    return stringify(data);
  };

  it("is not said about another file when her draft changes nothing there", () => {
    const broken = snapshotWith(packages, badPrice());
    expect(draftLines(broken, home, rawOf(home)).problems).toEqual([]);
  });

  it("is still said, at its field, about the file of her draft", () => {
    const broken = snapshotWith(packages, badPrice());
    const { fields } = draftLines(broken, packages, badPrice());
    expect(fields.get("packages[0].price")).toMatch(/^ska vara ett pris/);
  });

  it("is not said about another file when she checks a new entry", () => {
    const broken = snapshotWith(packages, badPrice());
    // A key no section of content/ has, whatever the owner has made.
    const key = `nytt-${Object.keys(broken.files).length}`;
    const section = { key, title: "Nytt avsnitt", fit: "cover", photos: [] };
    const path = `content/portfolio/${key}/avsnitt.yaml`;
    expect(path in broken.files).toBe(false);
    expect(draftLines(broken, path, stringify(section), [], true).problems).toEqual([]);
  });

  it("is not said about another file's reference when she checks a file it does not name", () => {
    const data = parse(rawOf(home));
    data.teaser.items[0].portfolio = "finns-inte";
    const broken = snapshotWith(home, stringify(data));
    expect(draftLines(broken, home, stringify(data)).problems).toHaveLength(1);
    expect(draftLines(broken, packages, rawOf(packages)).problems).toEqual([]);
  });

  it("names a slip in her file's YAML once, where it was there before too", () => {
    const path = "content/portfolio/dronare/avsnitt.yaml";
    const slip = `${rawOf(path)}\ntitle: Drönare igen\n`;
    expect(draftLines(snapshotWith(path, slip), path, slip).problems).toEqual([
      {
        file: path,
        path: "",
        words: expect.stringMatching(/^title /),
        at: { line: expect.any(Number), col: expect.any(Number) },
      },
    ]);
  });
});

it("names a new page's heading that gives the address of a page that is there at its field", () => {
  const path = "content/pages/bokningsvillkor.yaml";
  const text = onDisk.files[path]?.raw ?? "";
  const { fields } = draftLines(onDisk, path, text, [], true);
  expect(fields.get("title")).toBe(
    "sidan /bokningsvillkor finns redan – ge den nya sidan en annan rubrik",
  );
});
