// Reads content/ for everything that needs it: the build's content check, the app's content
// modules (scripts/content/plugin.ts), the Vite config, and the unit and browser tests. Each
// reads the same files the same way, so what the tests expect is what the pages show.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { portfolioFolders } from "../photos/check.ts";
import {
  type Content,
  type ContentDocuments,
  type ContentFile,
  contentFiles,
  sectionFile,
} from "./files.ts";
import { readContentYaml } from "./read-yaml.ts";
import { type CheckedContent, checkContent } from "./validate.ts";

export const projectRoot = join(import.meta.dirname, "..", "..");

/** Each portfolio section's file: one in every folder of content/portfolio/ that has one. */
function sectionFiles(root: string): ContentFile[] {
  const portfolio = join(root, "content", "portfolio");
  return readdirSync(portfolio, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => sectionFile(entry.name))
    .filter((file) => existsSync(join(root, "content", file)))
    .sort();
}

/** The data of every file in `root`/content/, or the slips that keep some from being read. */
export function readContentFiles(
  root = projectRoot,
): { documents: ContentDocuments; errors: [] } | { errors: string[] } {
  const documents: Partial<ContentDocuments> = {};
  const errors: string[] = [];
  for (const file of [...(Object.keys(contentFiles) as ContentFile[]), ...sectionFiles(root)]) {
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
