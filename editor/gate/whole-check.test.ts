// @module-tag content
// The published editor's gate before a save against the build, on generated drafts: for every
// draft, the gate (the file's own check, then the whole check on the branch, entry-gate.ts) lets
// the save through exactly when the build accepts content/ with the file written. Decap's side is
// taken as Decap takes it: the path from Decap's own slug code and its numbering, which Decap hands
// its backend, the text as the gate writes it into the file; the build's side is the build's
// loader reading a folder on disk. The branch is this project's content/. Last, the check of every
// commit's tree, whatever made it (an entry's save, the media library's uploads and deletions).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadContent } from "#model/load.ts";
import { collections } from "../fields/config.ts";
import { entryGate, Refusal } from "./entry-gate.ts";
import { entryVersions } from "./entry-versions.ts";
import { keptYamlFormat, savedText } from "./kept-yaml.ts";
import type { Decoded } from "./photo-upload-check.ts";
import { treeRefusal } from "./tree-check.ts";
import type { Branch } from "./whole-check.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const paths = readdirSync(content, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(content, join(entry.parentPath, entry.name)).split(sep).join("/"));
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
const text = (file: string) => readFileSync(join(content, file), "utf8");

// Decap's own slug, for Decap's side (decap-path.test.ts holds the editor's to it).
const urlHelper = "decap-cms-core/src/lib/urlHelper.ts";
const { sanitizeSlug } = (await import(/* @vite-ignore */ urlHelper)) as {
  sanitizeSlug(value: string, config: object): string;
};
const decapSlug = (value: string) =>
  sanitizeSlug(value.trim().toLocaleLowerCase().replace(/'/g, "").replace(/\./g, "-"), {
    encoding: "ascii",
    clean_accents: true,
    sanitize_replacement: "-",
  });

/** A draft as Decap hands it to the editor's check, and the photos its save uploads. */
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
  return keptYamlFormat.fromFile(text(file)) as Record<string, unknown>;
}

/** Where Decap writes the draft: its file, or for a new one its slug, numbered past those taken. */
function decapPath(draft: Draft): string {
  if (draft.path) return draft.path;
  const folder = draft.collection === "portfolio" ? "content/portfolio" : "content/pages";
  const name = (slug: string) =>
    draft.collection === "portfolio" ? `${slug}/avsnitt.yaml` : `${slug}.yaml`;
  const identifier = String(draft.collection === "portfolio" ? draft.data.key : draft.data.title);
  const slug = decapSlug(identifier);
  // Decap's numbering of a taken path (backend.ts generateUniqueSlug).
  let unique = slug;
  for (
    let index = 1;
    paths.includes(`${folder}/${name(unique)}`.slice("content/".length));
    index++
  ) {
    unique = `${slug}-${index}`;
  }
  return `${folder}/${name(unique)}`;
}

const quiet = { clear() {}, refused() {} };

/** The gate's verdict on the save Decap hands its backend. */
async function editorAccepts(draft: Draft): Promise<boolean> {
  const path = decapPath(draft);
  const gate = entryGate(collections, entryVersions(), quiet);
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  const passed = await gate([{ path, raw: keptYamlFormat.toFile(draft.data) }], {
    collection: draft.collection,
    isNew: !draft.path,
    photos: draft.uploads.map((upload) => `${folder}${upload}`),
    read: async (file) => ({
      text: draft.path ? text(file.slice("content/".length)) : null,
      branch,
    }),
  }).catch((error: unknown) => {
    if (error instanceof Refusal) return null;
    throw error;
  });
  return passed !== null;
}

const scratch = mkdtempSync(join(tmpdir(), "helkontroll-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let run = 0;

/** Decap's write, then the build: content/ in a folder, the file where Decap names it. */
function buildAccepts(draft: Draft): boolean {
  const root = join(scratch, String(run++));
  for (const path of paths) {
    const target = join(root, "content", path);
    mkdirSync(dirname(target), { recursive: true });
    // The build's check of content/ reads the data files; a photo is a name in its folder.
    writeFileSync(target, path.endsWith(".yaml") ? readFileSync(join(content, path)) : "");
  }
  const path = decapPath(draft);
  const written = savedText(
    draft.path ? text(draft.path.slice("content/".length)) : "",
    draft.data,
  );
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, written);
  for (const upload of draft.uploads) writeFileSync(join(dirname(target), upload), "");
  const accepted = loadContent(root).errors.length === 0;
  rmSync(root, { recursive: true, force: true });
  return accepted;
}

describe("the published editor's gate before a save", () => {
  it("starts from content/ that builds", () => {
    expect(loadContent(join(content, "..")).errors).toEqual([]);
  });

  it("passes exactly when the build accepts the files Decap writes (generated drafts, seed 20261128)", async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(newSection, changedSection, newPage, packagesDraft),
        async (draft) => {
          const verdict = await editorAccepts(draft);
          if (verdict) accepted += 1;
          else refused += 1;
          return verdict === buildAccepts(draft);
        },
      ),
      { seed: 20261128, numRuns: 300 },
    );
    // Both answers are given, so the equality is no accident of one side saying yes to all.
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  }, 120_000);

  it("refuses a text page whose heading Decap makes an address the build refuses, and a duplicate key", async () => {
    const page = (title: string): Draft => ({
      collection: "textsidor",
      data: {
        title,
        description: "En sida.",
        updated: "2026-11-28",
        intro: [{ type: "paragraph", text: "Text." }],
        sections: [{ heading: "Rubrik", blocks: [{ type: "paragraph", text: "Text." }] }],
      },
      uploads: [],
    });
    expect(await editorAccepts(page("Villkor_2025"))).toBe(false);
    expect(buildAccepts(page("Villkor_2025"))).toBe(false);
    expect(await editorAccepts(page("Villkor 2025"))).toBe(true);
    const duplicate: Draft = {
      collection: "portfolio",
      data: { key: sectionKeys[0], title: "Igen", fit: "cover", photos: [] },
      uploads: [],
    };
    expect(await editorAccepts(duplicate)).toBe(false);
  });
});

describe("the published editor's check of every commit's tree (tree-check.ts)", () => {
  const home = parse(text("home.yaml")) as { hero: { image: { file: string } } };
  const [shownSection] = sectionKeys;
  const section = parse(text(`portfolio/${shownSection}/avsnitt.yaml`)) as {
    photos: { file: string }[];
  };
  const shownPhoto = `content/portfolio/${shownSection}/${section.photos[0]?.file}`;
  const photo = new Uint8Array([1, 2, 3]);
  const decodes = (decoded: Decoded) => async (): Promise<Decoded> => decoded;
  const large = decodes({ width: 1600, height: 1067 });

  it("refuses deleting a photo a page shows, from the start page's or a section's folder, and says where", async () => {
    for (const path of [`content/images/${home.hero.image.file}`, shownPhoto]) {
      const refusal = await treeRefusal(branch, [{ path, bytes: null }], collections, large);
      expect(refusal?.title).toBe("Bilden raderades inte");
      // Where the photo is shown, by the editor's names.
      const name = path.slice(path.lastIndexOf("/") + 1);
      expect(refusal?.lines[0]).toMatch(new RegExp(`^[^:]+ › [^:]+: visar ${name}$`));
      expect(refusal?.lines.at(-1)).toMatch(/publicera först; radera den sedan/);
    }
  });

  it("refuses deleting a section the site shows elsewhere, saying each place that names it", async () => {
    const path = `content/portfolio/${shownSection}/avsnitt.yaml`;
    const refusal = await treeRefusal(branch, [{ path, bytes: null }], collections, large);
    expect(refusal?.title).toBe("Avsnittet raderades inte");
    const places = refusal?.lines.slice(0, -1) ?? [];
    // At least its place in the portfolio page's order; every line where, none a file path.
    expect(places.length).toBeGreaterThan(0);
    for (const line of places) {
      expect(line).toMatch(new RegExp(`^[^:]+ › [^:]+: visar avsnittet ${shownSection}$`));
    }
    expect(refusal?.lines.at(-1)).toMatch(/publicera först; radera det sedan/);
  });

  it("lets a photo no page shows be deleted, and a good photo be uploaded", async () => {
    const unshown = paths.find(
      (path) =>
        path.startsWith("images/") &&
        !paths.some((data) => data.endsWith(".yaml") && text(data).includes(path.slice(7))),
    );
    const files = [
      { path: "content/images/ny-bild.jpg", bytes: photo },
      ...(unshown ? [{ path: `content/${unshown}`, bytes: null }] : []),
    ];
    expect(await treeRefusal(branch, files, collections, large)).toBeNull();
  });

  it("refuses an upload the build refuses: not a photo, damaged, too small, too large, a name it cannot take", async () => {
    const cases: [string, Decoded, RegExp][] = [
      ["content/images/anteckning.txt", { width: 1600, height: 1067 }, /är ingen bild/],
      ["content/images/trasig.jpg", null, /filen är skadad eller ingen bild/],
      ["content/images/liten.jpg", { width: 640, height: 480 }, /för liten, 640×480 px/],
      ["content/images/panorama.jpg", { width: 20_000, height: 15_000 }, /för stor/],
      ["content/images/bild#1.jpg", { width: 1600, height: 1067 }, /till exempel till bild-1\.jpg/],
      ["content/images/Kok.Jpg", { width: 1600, height: 1067 }, /med små bokstäver/],
    ];
    for (const [path, decoded, reason] of cases) {
      const refusal = await treeRefusal(
        branch,
        [{ path, bytes: photo }],
        collections,
        decodes(decoded),
      );
      expect(refusal?.title, path).toBe("Bilden laddades inte upp");
      expect(refusal?.lines, path).toEqual([expect.stringMatching(reason)]);
      expect(refusal?.lines[0]?.startsWith(`${path}: `), path).toBe(true);
    }
  });

  it("refuses a data file the build refuses, and not one broken before the commit", async () => {
    const empty = new TextEncoder().encode("packages: []\n");
    const refusal = await treeRefusal(
      branch,
      [{ path: "content/packages.yaml", bytes: empty }],
      collections,
      large,
    );
    expect(refusal?.title).toBe("Ändringen sparades inte");
    // In the editor's names, as the local backend's refusals are said.
    expect(refusal?.lines).toContain(
      "Startsidan › Paket och tillval › Paket: ange minst ett paket",
    );

    const broken: Branch = {
      paths,
      blobOf: () => null,
      bytesOf: (file) =>
        file === "packages.yaml"
          ? new TextEncoder().encode("packages: []\n")
          : branch.bytesOf(file),
    };
    const files = [{ path: "content/images/ny-bild.jpg", bytes: photo }];
    expect(await treeRefusal(broken, files, collections, large)).toBeNull();
  });
});
