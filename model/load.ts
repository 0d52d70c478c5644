// Reads content/ for everything that needs it: the build's content check, the app's content
// modules (scripts/content/plugin.ts), the routes, the Vite config, and the unit and browser tests. Each
// reads the same files the same way, so what the tests expect is what the pages show.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  addressOfTextPageFile,
  type Content,
  type ContentDocuments,
  type ContentFile,
  contentFiles,
  sectionFile,
  sectionFileName,
  textPageFile,
} from "./files.ts";
import { readContentYaml } from "./read-yaml.ts";
import { type CheckedContent, checkContent } from "./validate.ts";

export const projectRoot = join(import.meta.dirname, "..");

/** Each portfolio section's file: one in every folder of content/portfolio/ that has one. */
function sectionFiles(root: string): ContentFile[] {
  const portfolio = join(root, "content", "portfolio");
  return readdirSync(portfolio, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => sectionFile(entry.name))
    .filter((file) => existsSync(join(root, "content", file)))
    .sort();
}

/** Each text page's file: every .yaml file in content/pages/. */
function textPageFiles(root: string): ContentFile[] {
  const pages = join(root, "content", "pages");
  if (!existsSync(pages)) return [];
  return readdirSync(pages, { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith(".yaml"))
    .map((entry) => textPageFile(entry.name.slice(0, -".yaml".length)))
    .sort();
}

/** The addresses of the text pages in `root`/content/pages/, for the routes. */
export const textPageAddresses = (root = projectRoot) =>
  textPageFiles(root).flatMap((file) => addressOfTextPageFile(file) ?? []);

/** The data of every file in `root`/content/, or the slips that keep some from being read. */
export function readContentFiles(
  root = projectRoot,
): { documents: ContentDocuments; errors: [] } | { errors: string[] } {
  const documents: Partial<ContentDocuments> = {};
  const errors: string[] = [];
  const files = [
    ...(Object.keys(contentFiles) as ContentFile[]),
    ...sectionFiles(root),
    ...textPageFiles(root),
  ];
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(join(root, "content", file));
    } catch {
      errors.push(`content/${file}: filen finns inte; den behövs, så lägg tillbaka den`);
      continue;
    }
    const result = readContentYaml(`content/${file}`, bytes);
    if (result.ok) documents[file] = result.value;
    else errors.push(result.error);
  }
  return errors.length > 0 ? { errors } : { documents: documents as ContentDocuments, errors: [] };
}

/** The photo files (not hidden ones, not avsnitt.yaml) in each folder of content/portfolio/. */
export function portfolioFolders(portfolio: string): Record<string, string[]> {
  const folders = readdirSync(portfolio, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return Object.fromEntries(
    folders.map((folder) => [
      folder.name,
      readdirSync(join(portfolio, folder.name)).filter(
        (name) => !name.startsWith(".") && name !== sectionFileName,
      ),
    ]),
  );
}

/** All of content/ in `root`, checked and with its facts filled in; or every problem in it. */
export function loadContent(root = projectRoot): CheckedContent {
  const read = readContentFiles(root);
  if (!("documents" in read)) return read;
  return checkContent(read.documents, portfolioFolders(join(root, "content", "portfolio")));
}

/** Thrown when content/ has a problem; its message is the Swedish lines that name each one. */
export class ContentError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    const lines = problems.map((line) => `  ${line}`).join("\n");
    super(
      `Innehållet i content/ har ${problems.length} fel:\n\n${lines}\n\nRätta felen och försök igen.`,
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
