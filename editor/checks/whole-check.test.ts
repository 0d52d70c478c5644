// The editor's check before she publishes: a removal, refused in the words of where the site
// still shows it, and a photo refused when she picks it by the build's own rules. Generated
// drafts against the build: whole-check-generated.test.ts.
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { addressOfTextPageFile, dataFilesAmong } from "#model/files.ts";
import { deletionRefusal } from "./deletion-words.ts";
import { branch, paths, sectionKeys, text } from "./on-disk.fixture.ts";
import { type Decoded, uploadProblem } from "./photo-upload-check.ts";
import { type Branch, problemsWithChanges } from "./whole-check.ts";

describe("a removal", () => {
  const [shownSection] = sectionKeys;
  const sectionPath = `content/portfolio/${shownSection}/avsnitt.yaml`;

  it("of a section the site shows elsewhere is refused, saying each place that names it", () => {
    const problems = problemsWithChanges(branch, [
      { path: sectionPath.slice("content/".length), bytes: null },
    ]);
    const refusal = deletionRefusal([sectionPath], problems);
    expect(refusal?.title).toBe("Avsnittet raderades inte");
    const places = refusal?.lines.slice(0, -1) ?? [];
    // At least its place in the portfolio page's order; every line where, none a file path.
    expect(places.length).toBeGreaterThan(0);
    for (const line of places) {
      expect(line).toMatch(new RegExp(`^[^:]+ › [^:]+: visar avsnittet ${shownSection}$`));
    }
    expect(refusal?.lines.at(-1)).toMatch(/publicera först; radera det sedan/);
  });

  it("of a text page no other file names passes the check", () => {
    // A page's own file, not pages/README.md (the first file under pages/, which no check minds),
    // and one whose address no other data file links to. None such throws: it would test nothing.
    const page = paths.find((path) => {
      const address = addressOfTextPageFile(path);
      return (
        address !== null &&
        dataFilesAmong(paths).every((file) => file === path || !text(file).includes(`/${address}`))
      );
    });
    if (page === undefined)
      throw new Error("content/pages/ holds no page that no other file names");
    expect(problemsWithChanges(branch, [{ path: page, bytes: null }])).toEqual([]);
  });
});

it("refuses a picked photo the build refuses: not a photo, damaged, too small, too large, a name it cannot take", async () => {
  const photo = new Uint8Array([1, 2, 3]);
  const cases: [string, Decoded, RegExp][] = [
    ["content/images/anteckning.txt", { width: 1600, height: 1067 }, /är ingen bild/],
    ["content/images/trasig.jpg", null, /filen är skadad eller ingen bild/],
    ["content/images/liten.jpg", { width: 640, height: 480 }, /för liten, 640×480 px/],
    ["content/images/panorama.jpg", { width: 20_000, height: 15_000 }, /för stor/],
    ["content/images/bild#1.jpg", { width: 1600, height: 1067 }, /till exempel till bild-1\.jpg/],
    ["content/images/Kok.Jpg", { width: 1600, height: 1067 }, /med små bokstäver/],
  ];
  for (const [path, decoded, reason] of cases) {
    const problem = await uploadProblem(path, photo, async () => decoded);
    expect(problem, path).toMatch(reason);
  }
  expect(
    await uploadProblem("content/images/ny-bild.jpg", photo, async () => ({
      width: 1600,
      height: 1067,
    })),
  ).toBeNull();
});

describe("a change that writes files", () => {
  const home = "home.yaml";
  const encoded = (data: unknown) => new TextEncoder().encode(stringify(data));
  /** home.yaml as on disk, with its hero photo named `file`. */
  const homeWithHero = (file: string) => {
    const data = parse(text(home));
    data.hero.image.file = file;
    return data;
  };
  const photo = new Uint8Array([1, 2, 3]);

  it("passes a start page photo whose file it brings along", () => {
    expect(
      problemsWithChanges(branch, [
        { path: home, bytes: encoded(homeWithHero("ny-bild.jpg")) },
        { path: "images/ny-bild.jpg", bytes: photo },
      ]),
    ).toEqual([]);
  });

  it("refuses a start page photo whose file is not on the branch nor in the change", () => {
    expect(
      problemsWithChanges(branch, [{ path: home, bytes: encoded(homeWithHero("ny-bild.jpg")) }]),
    ).toEqual([
      expect.objectContaining({
        file: "content/home.yaml",
        path: "hero.image.file",
        missing: "content/images/ny-bild.jpg",
      }),
    ]);
  });

  it("reads a file it writes from the change, not from the branch", () => {
    const data = parse(text(home));
    data.title = 42;
    expect(problemsWithChanges(branch, [{ path: home, bytes: encoded(data) }])).toEqual([
      expect.objectContaining({ file: "content/home.yaml", path: "title" }),
    ]);
  });

  /** The branch with home.yaml naming a hero photo that is not there: broken before the change. */
  const broken: Branch = {
    ...branch,
    bytesOf: (file) => (file === home ? encoded(homeWithHero("saknas.jpg")) : branch.bytesOf(file)),
  };

  it("refuses a file it writes that was already broken, the problem with it standing", () => {
    const data = homeWithHero("saknas.jpg");
    data.hero.heading = "En ny rubrik";
    expect(problemsWithChanges(broken, [{ path: home, bytes: encoded(data) }])).toEqual([
      expect.objectContaining({
        file: "content/home.yaml",
        path: "hero.image.file",
        missing: "content/images/saknas.jpg",
      }),
    ]);
  });

  it("does not hold against her what was broken in a file it does not write", () => {
    const packages = "packages.yaml";
    expect(
      problemsWithChanges(broken, [{ path: packages, bytes: encoded(parse(text(packages))) }]),
    ).toEqual([]);
  });
});

it("does not refuse a removal for what was already missing: a removal writes no file", () => {
  const home = "home.yaml";
  const withoutHome: Branch = {
    ...branch,
    paths: paths.filter((path) => path !== home),
    bytesOf: (file) => (file === home ? null : branch.bytesOf(file)),
  };
  expect(problemsWithChanges(withoutHome, [{ path: home, bytes: null }])).toEqual([]);
});
