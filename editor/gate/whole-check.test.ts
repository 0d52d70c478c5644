// The editor's check before she publishes, against the build, on generated drafts: for every
// draft the form's check (draft-lines.ts, the file where the form names it, its text as the form
// writes it, the photos picked with it) finds nothing exactly when the build accepts content/
// with the file written; a new file never takes the place of one (the source refuses it as a
// stale save). Then a removal, refused in the words of where the site still shows it, and a
// photo refused when she picks it by the build's own rules.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { addressOfTextPageFile, dataFilesAmong } from "#model/files.ts";
import { loadContent } from "#model/load.ts";
import { collections, pathOfNew } from "../fields/collections.ts";
import type { Snapshot } from "../fields/snapshot.ts";
import { deletionRefusal } from "./deletion-words.ts";
import { draftLines } from "./draft-lines.ts";
import { savedText } from "./kept-yaml.ts";
import { type Decoded, uploadProblem } from "./photo-upload-check.ts";
import { type Branch, problemsWithChanges } from "./whole-check.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const paths = readdirSync(content, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(content, join(entry.parentPath, entry.name)).split(sep).join("/"));
const text = (file: string) => readFileSync(join(content, file), "utf8");
const branch: Branch = {
  paths,
  blobOf: () => null,
  bytesOf: (file) => {
    try {
      return readFileSync(join(content, file));
    } catch {
      return null;
    }
  },
};
/** content/ as the editor reads it. */
const snapshot: Snapshot = {
  paths: paths.map((path) => `content/${path}`),
  files: Object.fromEntries(
    dataFilesAmong(paths).map((file) => [`content/${file}`, { raw: text(file), version: file }]),
  ),
};

/** A draft of a form, and the photos she picked for it. */
type Draft = {
  collection: "portfolio" | "textsidor" | "startsidan";
  /** An existing entry's file; none for a new one. */
  path?: string;
  data: Record<string, unknown>;
  uploads: string[];
};

const sectionKeys = paths.flatMap(
  (path) => /^portfolio\/([^/]+)\/avsnitt\.yaml$/.exec(path)?.[1] ?? [],
);
const pageTitles = ["Bokningsvillkor", "Integritetspolicy"];

const keyArbitrary = fc.oneof(
  fc.constantFrom(...sectionKeys, "kok", "kok-", "-kok", "a--b", "Kök", "x_y", "ny sektion", "~k"),
  fc.string({ unit: fc.constantFrom(..."abkoö-_ ~2"), minLength: 1, maxLength: 8 }),
);
const photoNames = ["01.jpg", "02.jpg", "03.jpg"];
const photosArbitrary = fc.subarray(photoNames).map((files) => files.map((file) => ({ file })));

/** A new portfolio section, some of its photos uploaded with it. */
const newSection = fc
  .record({ key: keyArbitrary, photos: photosArbitrary, uploads: fc.subarray(photoNames) })
  .map(
    ({ key, photos, uploads }): Draft => ({
      collection: "portfolio",
      data: { key, title: "Kök", fit: "cover", photos },
      uploads,
    }),
  );

/** An existing section with its key changed or kept, and a photo the folder may not have. */
const changedSection = fc
  .record({
    section: fc.constantFrom(...sectionKeys),
    key: fc.option(keyArbitrary, { nil: undefined }),
    extra: fc.option(fc.constantFrom("saknas.jpg", "01.jpg"), { nil: undefined }),
  })
  .map(({ section, key, extra }): Draft => {
    const path = `portfolio/${section}/avsnitt.yaml`;
    const data = loadYaml(path);
    const photos = [...(data.photos as { file: string }[]), ...(extra ? [{ file: extra }] : [])];
    return {
      collection: "portfolio",
      path: `content/${path}`,
      data: { ...data, key: key ?? data.key, photos },
      uploads: [],
    };
  });

/** A new text page, its heading chosen or generated. */
const newPage = fc
  .oneof(
    fc.constantFrom(
      ...pageTitles,
      "Villkor_2025",
      "Om oss",
      "~tilde",
      "Så arbetar jag",
      "404",
      "redigera",
    ),
    fc.string({ unit: fc.constantFrom(..."abåö _~-.2"), minLength: 1, maxLength: 10 }),
  )
  .map(
    (title): Draft => ({
      collection: "textsidor",
      data: {
        title,
        description: "En sida om hur det går till.",
        updated: "2026-11-28",
        intro: [{ type: "paragraph", text: "Så här går det till." }],
        sections: [{ heading: "Först", blocks: [{ type: "paragraph", text: "Vi bokar en tid." }] }],
      },
      uploads: [],
    }),
  );

/** The packages with a generated price on the first. */
const packagesDraft = fc
  .constantFrom("2.700 kr", "0 kr", "gratis", "4 900:-", "3.100 kr", "", "12 kr")
  .map((price): Draft => {
    const data = loadYaml("packages.yaml");
    const [first, ...rest] = data.packages as Record<string, unknown>[];
    return {
      collection: "startsidan",
      path: "content/packages.yaml",
      data: { ...data, packages: [{ ...first, price }, ...rest] },
      uploads: [],
    };
  });

function loadYaml(file: string): Record<string, unknown> {
  return parse(text(file)) as Record<string, unknown>;
}

/** Where the form writes the draft: its file, or the file a new one's data names. */
function pathOf(draft: Draft): string {
  if (draft.path) return draft.path;
  const collection = collections.find((candidate) => candidate.name === draft.collection);
  if (!collection) throw new Error(`no collection ${draft.collection}`);
  return pathOfNew(collection, draft.data);
}

const writtenText = (draft: Draft) =>
  savedText(draft.path ? text(draft.path.slice("content/".length)) : "", draft.data);

/** Whether the form's check lets the draft be published. */
function editorAccepts(draft: Draft): boolean {
  const path = pathOf(draft);
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  const photos = draft.uploads.map((upload) => `${folder}${upload}`);
  return draftLines(snapshot, path, writtenText(draft), photos).lines.length === 0;
}

const scratch = mkdtempSync(join(tmpdir(), "helkontroll-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let run = 0;

/** The save written, then the build: content/ in a folder, the file where the form names it. */
function buildAccepts(draft: Draft): boolean {
  const root = join(scratch, String(run++));
  for (const path of paths) {
    const target = join(root, "content", path);
    mkdirSync(dirname(target), { recursive: true });
    // The build's check of content/ reads the data files; a photo is a name in its folder.
    writeFileSync(target, path.endsWith(".yaml") ? readFileSync(join(content, path)) : "");
  }
  const target = join(root, pathOf(draft));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, writtenText(draft));
  for (const upload of draft.uploads) writeFileSync(join(dirname(target), upload), "");
  const accepted = loadContent(root).errors.length === 0;
  rmSync(root, { recursive: true, force: true });
  return accepted;
}

it("starts from content/ that builds", () => {
  expect(loadContent(join(content, "..")).errors).toEqual([]);
});

it("finds nothing exactly when the build accepts the file she publishes (generated drafts, seed 20261129)", () => {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(fc.oneof(newSection, changedSection, newPage, packagesDraft), (draft) => {
      // A new file where one is stays unwritten whatever its check says (the source's refusal).
      fc.pre(draft.path !== undefined || !snapshot.paths.includes(pathOf(draft)));
      const verdict = editorAccepts(draft);
      if (verdict) accepted += 1;
      else refused += 1;
      return verdict === buildAccepts(draft);
    }),
    { seed: 20261129, numRuns: 300 },
  );
  // Both answers are given, so the equality is no accident of one side saying yes to all.
  expect(accepted).toBeGreaterThan(20);
  expect(refused).toBeGreaterThan(20);
}, 120_000);

describe("a removal", () => {
  const [shownSection] = sectionKeys;
  const sectionPath = `content/portfolio/${shownSection}/avsnitt.yaml`;

  it("of a section the site shows elsewhere is refused, saying each place that names it", () => {
    const lines = problemsWithChanges(branch, [
      { path: sectionPath.slice("content/".length), bytes: null },
    ]);
    const refusal = deletionRefusal([sectionPath], lines);
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
