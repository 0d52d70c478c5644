// content/ read from a listing of its files and a reader of their bytes, as the published editor
// reads the branch on GitHub before a save: a file missing, a slip in one, a start page photo
// without its file, each named in Swedish; the shipped content gives no line.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type BytesOf, contentProblems, missingImages, readDocuments } from "./documents.ts";
import { type ContentFile, lineOf } from "./files.ts";
import { contentOf, contentPaths, documentsOf, projectRoot } from "./load.ts";

const paths = contentPaths(projectRoot);
const onDisk: BytesOf = (file) => readFileSync(join(projectRoot, "content", file));
/** The files on disk, but `file` as `bytes` (null: no such file). */
const replacing =
  (file: ContentFile, bytes: Uint8Array | null): BytesOf =>
  (asked) =>
    asked === file ? bytes : onDisk(asked);
const encoded = (text: string) => new TextEncoder().encode(text);

const { home } = contentOf();
const photos = [
  ["hero.image.file", home.hero.image.file],
  ["about.portrait.file", home.about.portrait.file],
  ...home.teaser.items.map((item, index) => [`teaser.items[${index}].image`, item.image]),
] as const;
/** A start page photo without its file: at its field, naming the file it misses. */
const missingPhoto = (field: string, file: string) => ({
  file: "content/home.yaml",
  path: field,
  words: `content/images/${file} finns inte`,
  missing: `content/images/${file}`,
});
/** What the check finds, as the build prints it. */
const linesOf = (read: ReturnType<typeof readDocuments>) => read.errors.map(lineOf);

describe("readDocuments", () => {
  it("gives every data file's data as read, and no error", () => {
    expect(readDocuments(paths, onDisk)).toEqual({ documents: documentsOf(), errors: [] });
  });

  it("names a data file that is missing", () => {
    expect(linesOf(readDocuments(paths, replacing("terms.yaml", null)))).toEqual([
      "content/terms.yaml: filen finns inte; den behövs, så lägg tillbaka den",
    ]);
  });

  it("names a slip in a data file by its path in content/", () => {
    expect(
      linesOf(
        readDocuments(
          paths,
          replacing("site.yaml", encoded("name: Foto\ntagline Fotograf\nemail: hej@example.com\n")),
        ),
      ),
    ).toEqual([
      "content/site.yaml, rad 2, kolumn 1: här saknas ett kolon (:) efter namnet – varje rad skrivs som namn: värde.",
    ]);
  });
});

describe("missingImages", () => {
  const present = photos.map(([, file]) => `images/${file}`);

  it("names no photo when each has its file in content/images/", () => {
    expect(missingImages(home, present)).toEqual([]);
  });

  it("names each start page photo without its file, by its field", () => {
    expect(missingImages(home, [])).toEqual(
      photos.map(([field, file]) => missingPhoto(field, file)),
    );
  });

  it("looks for the photos in content/images/ alone", () => {
    const elsewhere = photos.map(([, file]) => `portfolio/bostad/${file}`);
    expect(missingImages(home, elsewhere)).toHaveLength(photos.length);
  });
});

describe("contentProblems", () => {
  it("finds nothing in the shipped content", () => {
    expect(contentProblems(paths, onDisk)).toEqual([]);
  });

  it("names a slip, and checks no further", () => {
    const slip = replacing("home.yaml", encoded("hero:\n\tpitch: Hej\n"));
    expect(contentProblems(paths, slip)).toEqual([
      {
        file: "content/home.yaml",
        path: "",
        words: "raden är indragen med tabb – använd mellanslag.",
        at: { line: 2, col: 1 },
      },
    ]);
  });

  it("names a start page photo whose file is not among the files", () => {
    const [field, file] = photos[0];
    const without = paths.filter((path) => path !== `images/${file}`);
    expect(contentProblems(without, onDisk)).toEqual([missingPhoto(field, file)]);
  });

  it("names what the check of the data finds", () => {
    const notNames = replacing("terms.yaml", encoded("- 24\n"));
    expect(contentProblems(paths, notNames).map(lineOf)).toEqual([
      "content/terms.yaml: filen ska bestå av namn med värden, ett per rad, som name: värde – nu är den tom eller något annat",
    ]);
  });
});
