// Reading content/ from disk: which files are listed, which folders are the portfolio's, and what
// the build is told when content/ cannot be read. Folders made here in the system's temp folder.
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedFiles, lineOf } from "./files.ts";
import {
  ContentError,
  contentOf,
  contentPaths,
  documentsOf,
  loadContent,
  portfolioFolders,
  projectRoot,
  readContentFiles,
  textPageAddresses,
} from "./load.ts";

/** What `run` throws: a ContentError, or the test fails naming what it got. */
function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

let root = "";
/** A project whose content/ is an empty folder. */
let empty = "";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "load-"));
  const content = join(root, "content");
  await mkdir(join(content, "portfolio", "bostad"), { recursive: true });
  await mkdir(join(content, "portfolio", "tom"));
  await mkdir(join(content, "pages"));
  await writeFile(join(content, "site.yaml"), "name: Foto\n");
  await writeFile(join(content, "portfolio", "bostad", "01.jpg"), "");
  await writeFile(join(content, "portfolio", "bostad", "avsnitt.yaml"), "key: bostad\n");
  await writeFile(join(content, "portfolio", "bostad", ".DS_Store"), "");
  await writeFile(join(content, "portfolio", "README.txt"), "");
  await symlink(join(content, "site.yaml"), join(content, "pages", "om.yaml"));

  empty = join(root, "empty");
  await mkdir(join(empty, "content"), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The line for each fixed file, none of which the empty project has. */
const missingEach = () =>
  fixedFiles.map((file) => `content/${file}: filen finns inte; den behövs, så lägg tillbaka den`);

describe("contentPaths", () => {
  it("lists every file under content/, links too, and no folder", () => {
    expect(contentPaths(root).sort()).toEqual([
      "pages/om.yaml",
      "portfolio/README.txt",
      "portfolio/bostad/.DS_Store",
      "portfolio/bostad/01.jpg",
      "portfolio/bostad/avsnitt.yaml",
      "site.yaml",
    ]);
  });
});

describe("portfolioFolders", () => {
  it("gives each folder's photos, an empty folder too, and no file beside the folders", () => {
    expect(portfolioFolders(join(root, "content", "portfolio"))).toEqual({
      bostad: ["01.jpg"],
      tom: [],
    });
  });
});

describe("textPageAddresses", () => {
  it("gives the address of each text page in content/pages/", async () => {
    const files = await readdir(join(projectRoot, "content", "pages"));
    expect(textPageAddresses()).toEqual(
      files
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.slice(0, -".yaml".length))
        .sort(),
    );
  });
});

describe("content/ that cannot be read", () => {
  it("names each data file that is missing", () => {
    expect(readContentFiles(empty).errors.map(lineOf)).toEqual(missingEach());
  });

  it("is given to the build as its problems, not checked further", () => {
    expect(loadContent(empty).errors.map(lineOf)).toEqual(missingEach());
  });

  it("stops contentOf with a ContentError whose message lists every line", () => {
    const lines = missingEach()
      .map((line) => `  ${line}`)
      .join("\n");
    expect(() => contentOf(empty)).toThrow(
      `Innehållet i content/ har ${fixedFiles.length} fel:\n\n${lines}\n\nRätta felen och försök igen.`,
    );
  });

  it("stops contentOf with an error named ContentError, holding the problems", () => {
    const thrown = errorOf(() => contentOf(empty));
    expect(thrown.name).toBe("ContentError");
    expect(thrown.problems.map(lineOf)).toEqual(missingEach());
  });

  it("stops documentsOf with a ContentError holding the problems", () => {
    expect(errorOf(() => documentsOf(empty)).problems.map(lineOf)).toEqual(missingEach());
  });
});
