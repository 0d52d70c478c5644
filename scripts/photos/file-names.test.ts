// Photo file names, generated: every name the owner might give a photo is either published under a
// URL-safe asset name of its own or stopped in Swedish naming the file, never a crash. The pure
// functions take many generated names; the folder check and a real Vite build take fewer.
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { fileNameProblem } from "#model/photo-rules.ts";
import { photoFolderErrors, projectPath } from "./check.ts";
import { assetBaseName, nameClashes, printable } from "./file-names.ts";
import { photos } from "./plugin.ts";

const { site } = contentOf();

/** Seeded, so a failure is found again; the counts are recorded in docs/hardening.md. */
const runs = { pure: 2000, folders: 25 } as const;
const seed = 20_261_125;

const urlSafe = /^[a-z0-9-]+$/;
const visibleOnly = /^[^\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;

const extensions = [".jpg", ".JPG", ".jpeg", ".JPEG", ".png", ".PNG", ".webp", ".avif", ".AVIF"];
const awkward = [..."#?%&+;'\"<>\\ *[]{}()!,`$@=~|:", "\u0000", "\n", "\t", "\u001b", "\u007f"];
const letters = [
  "å",
  "ä",
  "ö",
  "Å",
  "Ö",
  "o\u0308",
  "a\u030a",
  "ß",
  "İ",
  "😀",
  "👩‍👩‍👧",
  "\u202e",
  "\u200f",
];

/** A name part from the characters owners and their computers produce, and arbitrary Unicode. */
const namePart = fc
  .array(
    fc.oneof(
      fc.constantFrom(...awkward, ...letters),
      fc.string({ unit: "grapheme", maxLength: 4 }),
      fc.string({ unit: "grapheme-ascii", maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

/** A whole file name: a part and an extension, sometimes a dot file or a very long name. */
const fileName = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: namePart },
      { weight: 1, arbitrary: namePart.map((part) => `.${part}`) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 150, maxLength: 230 }),
      },
    ),
    fc.constantFrom(...extensions),
  )
  .map(([part, extension]) => `${part}${extension}`)
  // A "/" separates folders: no file name holds one.
  .filter((name) => !name.includes("/"));

/** A name a Linux file system takes: no NUL, at most 255 bytes, valid UTF-8. */
const storable = (name: string) =>
  !name.includes("\u0000") &&
  Buffer.byteLength(name) <= 255 &&
  name.isWellFormed() &&
  name !== "." &&
  name !== "..";

describe("file names, generated (pure)", () => {
  it(`each of ${runs.pure} names is stopped in Swedish naming a plain name that passes, or gets a URL-safe asset name`, () => {
    fc.assert(
      fc.property(fileName, (name) => {
        const problem = fileNameProblem(name);
        if (problem) {
          expect(problem).toMatch(
            /^filnamnet får inte innehålla .+; byt namn på filen, till exempel till /,
          );
          const suggested = problem.split("till exempel till ")[1] ?? "";
          expect(fileNameProblem(suggested)).toBeNull();
          expect(assetBaseName(`content/portfolio/bostad/${suggested}`)).toMatch(urlSafe);
          return;
        }
        const base = assetBaseName(`content/portfolio/bostad/${name}`);
        expect(base).toMatch(urlSafe);
        expect(base.startsWith("bostad-")).toBe(true);
        expect(base.length).toBeLessThanOrEqual(2 * 60 + 1);
      }),
      { seed, numRuns: runs.pure },
    );
  }, 30_000);

  it(`shows every name on one visible line, and can be read back (${runs.pure} names)`, () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const shown = printable(text);
        expect(shown).toMatch(visibleOnly);
        const back = shown.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
        if (!text.includes("\\u")) expect(back).toBe(text);
      }),
      { seed, numRuns: runs.pure },
    );
  }, 30_000);

  it(`finds every pair of names only a letter's case or encoding apart (${runs.pure} lists)`, () => {
    const key = (name: string) => name.normalize("NFC").toLowerCase();
    fc.assert(
      fc.property(fc.uniqueArray(fileName, { maxLength: 6 }), (names) => {
        const groups = nameClashes(names);
        for (const group of groups) expect(new Set(group.map(key)).size).toBe(1);
        for (const a of names)
          for (const b of names)
            if (a !== b && key(a) === key(b))
              expect(groups.some((group) => group.includes(a) && group.includes(b))).toBe(true);
      }),
      { seed, numRuns: runs.pure },
    );
  }, 30_000);
});

describe("file names: the examples of docs/hardening.md", () => {
  it.each([
    ["bild#1.jpg", "#", "bild-1.jpg"],
    ["bild?1.jpg", "?", "bild-1.jpg"],
    ["bild\\1.JPG", "\\", "bild-1.jpg"],
    ["#?.png", "# eller ?", "bild.png"],
  ])("stops %s, naming %s and a plain name", (name, chars, plain) => {
    expect(fileNameProblem(name)).toBe(
      `filnamnet får inte innehålla ${chars}; byt namn på filen, till exempel till ${plain}`,
    );
  });

  it("publishes the rest under readable names, cut to 60 characters", () => {
    expect(assetBaseName("content/portfolio/bostad/Kök & bad+tvätt;'2'.jpg")).toBe(
      "bostad-kok-bad-tvatt-2",
    );
    expect(assetBaseName("content/portfolio/bostad/rad\n1\u0001.jpg")).toBe("bostad-rad-1");
    expect(assetBaseName(`content/portfolio/bostad/${"a".repeat(250)}.jpg`)).toBe(
      `bostad-${"a".repeat(60)}`,
    );
    expect(assetBaseName("content/images/😀.jpg")).toBe("images-bild");
  });

  it("names clashes of case and of encoding, not names that only look alike", () => {
    expect(nameClashes(["Kök.jpg", "kök.JPG", "Ko\u0308k.jpg", "kok.jpg"])).toEqual([
      ["Kök.jpg", "kök.JPG", "Ko\u0308k.jpg"],
    ]);
    expect(printable("rad\n1\u202e.jpg")).toBe("rad\\u000a1\\u202e.jpg");
  });
});

let dir: string;
let jpeg: (seedColour: number) => Promise<Buffer>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "file-names-"));
  // Small but above the 800 px minimum; a colour per file, so each encodes to files of its own.
  jpeg = (n) =>
    sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: n % 256, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("file names, generated, in a real photo folder", () => {
  it(`the content check stops a folder's bad names in Swedish, naming each, and passes the rest (${runs.folders} folders)`, async () => {
    const photo = await jpeg(1);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fileName.filter(storable), { minLength: 1, maxLength: 5 }),
        async (names) => {
          const folder = await mkdtemp(join(dir, "folder-"));
          for (const name of names) await writeFile(join(folder, name), photo);
          const errors = await photoFolderErrors(folder);
          for (const line of errors) expect(line).toMatch(visibleOnly);
          const visible = names.filter((name) => !name.startsWith("."));
          const clashing = new Set(nameClashes(visible).flat());
          for (const name of names) {
            const shown = printable(projectPath(join(folder, name)));
            const naming = errors.filter(
              (line) => line.includes(`${shown}:`) || line.includes(`${shown} och`),
            );
            // A dot file is hidden, as .DS_Store is: neither checked nor published.
            const isStopped =
              visible.includes(name) && (fileNameProblem(name) !== null || clashing.has(name));
            if (isStopped) expect(naming.length, name).toBeGreaterThan(0);
            else expect(naming, name).toEqual([]);
          }
          await rm(folder, { recursive: true, force: true });
        },
      ),
      { seed, numRuns: runs.folders },
    );
  }, 60_000);
});

describe("file names in a real Vite build", () => {
  it("builds every name the check passes, each photo under URL-safe asset names of its own", async () => {
    const root = await mkdtemp(join(dir, "site-"));
    const generated =
      fc.sample(
        fc.uniqueArray(
          fileName.filter((name) => storable(name) && !name.startsWith(".")),
          {
            minLength: 8,
            maxLength: 8,
            comparator: (a, b) =>
              a.normalize("NFC").toLowerCase() === b.normalize("NFC").toLowerCase(),
          },
        ),
        { seed, numRuns: 1 },
      )[0] ?? [];
    const passing = generated.filter((name) => fileNameProblem(name) === null);
    expect(passing.length).toBeGreaterThanOrEqual(4);
    // Every printable ASCII character but letters, digits and "/", once each: the three Vite
    // cannot take are stopped, the others built.
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))
      .filter((char) => /[^A-Za-z0-9/]/.test(char))
      .map((char) => `a${char}b.jpg`);
    expect(ascii.filter((name) => fileNameProblem(name) !== null)).toEqual([
      "a#b.jpg",
      "a?b.jpg",
      "a\\b.jpg",
    ]);
    await mkdir(join(root, "content", "portfolio", "genererade"), { recursive: true });
    await mkdir(join(root, "content", "portfolio", "ascii"), { recursive: true });
    for (const [i, name] of passing.entries())
      await writeFile(join(root, "content", "portfolio", "genererade", name), await jpeg(i * 29));
    const same = await jpeg(255);
    for (const name of ascii.filter((name) => fileNameProblem(name) === null))
      await writeFile(join(root, "content", "portfolio", "ascii", name), same);
    for (const folder of ["genererade", "ascii"])
      expect(await photoFolderErrors(join(root, "content", "portfolio", folder))).toEqual([]);

    await writeFile(
      join(root, "main.js"),
      `const photos = import.meta.glob("/content/portfolio/*/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}", { query: "?photo&widths=480", import: "default", eager: true });
export default Object.entries(photos).map(([path, photo]) => [path, photo.src, ...photo.sources.map((source) => source.srcSet)]);`,
    );
    await build({
      configFile: false,
      root,
      logLevel: "silent",
      plugins: [photos({ rights: site.photoRights })],
      build: { ssr: "main.js", outDir: "out", ssrEmitAssets: true },
    });
    const output = (await readdir(join(root, "out"))).find((file) => /^main\.m?js$/.test(file));
    const built: string[][] = (await import(join(root, "out", output ?? "main.mjs"))).default;

    const pathOf = (folder: string, name: string) => `/content/portfolio/${folder}/${name}`;
    expect(built.map(([path]) => path).sort()).toEqual(
      [
        ...passing.map((name) => pathOf("genererade", name)),
        ...ascii
          .filter((name) => fileNameProblem(name) === null)
          .map((name) => pathOf("ascii", name)),
      ].sort(),
    );
    const asset = /^\/assets\/[a-z0-9-]+-480-[A-Za-z0-9_-]+\.(jpg|avif)$/;
    const urlsOf = new Map<string, string[]>();
    for (const [path = "", src = "", ...srcSets] of built) {
      const urls = [src, ...srcSets.map((srcSet) => srcSet.replace(/ 480w$/, ""))];
      for (const url of urls) expect(url, path).toMatch(asset);
      urlsOf.set(path, urls);
    }
    // Each generated photo has colours of its own, so no two of them may share a published file.
    const generatedUrls = passing.flatMap((name) => urlsOf.get(pathOf("genererade", name)) ?? []);
    expect(new Set(generatedUrls).size).toBe(generatedUrls.length - passing.length);
  }, 120_000);
});
