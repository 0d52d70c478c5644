// The files of content/ by their paths: which are data files, what a section's or a text page's
// file is called. Apart from their schemas (files.ts), so that what lists the files (the editor's
// list on her phone) loads no checks.

/** A portfolio section's file, content/portfolio/<key>/avsnitt.yaml: one per section folder. */
export type SectionFile = `portfolio/${string}/avsnitt.yaml`;
export const sectionFileName = "avsnitt.yaml";
export const sectionFile = (key: string): SectionFile => `portfolio/${key}/${sectionFileName}`;
const sectionFilePattern = /^portfolio\/([^/]+)\/avsnitt\.yaml$/;
/** The section's key, which is its folder's name, or null for a file that is not a section's. */
export const keyOfSectionFile = (file: string) => sectionFilePattern.exec(file)?.[1] ?? null;

/**
 * A text page's file, content/pages/<address>.yaml: the page /<address>, drawn by one route
 * module. A new file is a new page, in the sitemap, the footer and the editor's list.
 */
export type TextPageFile = `pages/${string}.yaml`;
export const textPageFile = (address: string): TextPageFile => `pages/${address}.yaml`;
const textPageFilePattern = /^pages\/([^/]*)\.yaml$/;
/** The page's address without its slash, or null for a file that is not a text page's. */
export const addressOfTextPageFile = (file: string) => textPageFilePattern.exec(file)?.[1] ?? null;

/** The files of content/ that are always there, in the order the build reads them. */
export const fixedFiles = [
  "site.yaml",
  "terms.yaml",
  "services.yaml",
  "packages.yaml",
  "home.yaml",
  "emails.yaml",
  "portfolio.yaml",
] as const;
export type FixedFile = (typeof fixedFiles)[number];

export type ContentFile = FixedFile | SectionFile | TextPageFile;

/**
 * Of the files under content/ (paths from there, "portfolio/bostad/01.jpg"), the data files the
 * build reads, in its order: the fixed files, each portfolio folder's section file, each text
 * page's. The build lists them on disk (load.ts); the published editor in the branch on GitHub.
 */
export function dataFilesAmong(paths: readonly string[]): ContentFile[] {
  const sections = paths.filter((path) => keyOfSectionFile(path) !== null) as SectionFile[];
  const pages = paths.filter((path) => addressOfTextPageFile(path) !== null) as TextPageFile[];
  return [...fixedFiles, ...sections.sort(), ...pages.sort()];
}

/** The photo files (not hidden ones, not the section's file) in each folder of content/portfolio/. */
export function portfolioFoldersAmong(paths: readonly string[]): Record<string, string[]> {
  const folders: Record<string, string[]> = {};
  for (const path of paths) {
    const match = /^portfolio\/([^/]+)\/([^/]+)$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, key, name] = match;
    folders[key] ??= [];
    if (!name.startsWith(".") && name !== sectionFileName) folders[key].push(name);
  }
  return folders;
}
