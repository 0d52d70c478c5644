// Reads content/ for everything that needs it: the build's content check, the app's content
// modules (scripts/content/plugin.ts), the routes, the Vite config, and the unit and browser tests. Each
// reads the same files the same way, so what the tests expect is what the pages show.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { readDocuments } from "./documents.ts";
import {
  addressOfTextPageFile,
  type Content,
  type ContentDocuments,
  dataFilesAmong,
  lineOf,
  type Problem,
  portfolioFoldersAmong,
} from "./files.ts";
import { type CheckedContent, checkContent } from "./validate.ts";

export const projectRoot = join(import.meta.dirname, "..");

/** Every file under `root`/content/, as a path from there ("portfolio/bostad/01.jpg"). */
export function contentPaths(root: string): string[] {
  const content = join(root, "content");
  return (
    readdirSync(content, { recursive: true, withFileTypes: true })
      // A link is a file too: the local backend checks a save in a mirror of links.
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => relative(content, join(entry.parentPath, entry.name)).split(sep).join("/"))
  );
}

/** The addresses of the text pages in `root`/content/pages/, for the routes. */
export const textPageAddresses = (root = projectRoot) =>
  dataFilesAmong(contentPaths(root)).flatMap((file) => addressOfTextPageFile(file) ?? []);

/** The data of every file in `root`/content/, or the slips that keep some from being read. */
export function readContentFiles(
  root = projectRoot,
): { documents: ContentDocuments; errors: [] } | { errors: Problem[] } {
  return readDocuments(contentPaths(root), (file) => {
    try {
      return readFileSync(join(root, "content", file));
    } catch {
      return null;
    }
  });
}

/** The photo files (not hidden ones, not avsnitt.yaml) in each folder of content/portfolio/. */
export function portfolioFolders(portfolio: string): Record<string, string[]> {
  const folders = readdirSync(portfolio, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  // A folder with no file at all is a section folder too (the check names its missing file).
  const paths = folders.flatMap((folder) =>
    readdirSync(join(portfolio, folder.name)).map((name) => `portfolio/${folder.name}/${name}`),
  );
  return {
    ...Object.fromEntries(folders.map((folder) => [folder.name, [] as string[]])),
    ...portfolioFoldersAmong(paths),
  };
}

/** All of content/ in `root`, checked and with its facts filled in; or every problem in it. */
export function loadContent(root = projectRoot): CheckedContent {
  const read = readContentFiles(root);
  if (!("documents" in read)) return read;
  return checkContent(read.documents, portfolioFolders(join(root, "content", "portfolio")));
}

/** Thrown when content/ has a problem; its message is the Swedish lines that name each one. */
export class ContentError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(
      `Innehållet i content/ har ${problems.length} fel:\n\n${problems.map((problem) => `  ${lineOf(problem)}`).join("\n")}\n\nRätta felen och försök igen.`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** All of content/ in `root`, for code that cannot go on without it. */
export function contentOf(root = projectRoot): Content {
  const loaded = loadContent(root);
  if (!("content" in loaded)) throw new ContentError(loaded.errors);
  return loaded.content;
}

/** The data of every file in `root`/content/, as read, for tests that change it before checking. */
export function documentsOf(root = projectRoot): ContentDocuments {
  const read = readContentFiles(root);
  if (!("documents" in read)) throw new ContentError(read.errors);
  return read.documents;
}
