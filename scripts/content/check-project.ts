// The build's check of a project's content/: its data files against the schema and each other,
// the photos the start page names, SITE_URL, every photo folder, and the demo's placeholders.
// scripts/check-content.ts runs it before each build; the editor's local backend runs the same
// function on a save before it writes anything (scripts/local/save-guard.ts).
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { missingImages } from "#model/documents.ts";
import { lineProblem, type Problem } from "#model/files.ts";
import { portfolioFolders, readContentFiles } from "#model/load.ts";
import { portfolioNotices } from "#model/portfolio-references.ts";
import { checkContent } from "#model/validate.ts";
import { resolveSiteUrl } from "../../app/lib/site-url.ts";
import { demoPhotosIn } from "../demo-photos/fingerprints.ts";
import { photoFolderErrors } from "../photos/check.ts";
import { placeholderReport, placeholderWarnings } from "./demo-placeholders.ts";

export type ProjectCheck = {
  /** What keeps the site from being built: the data's problems, and the photos' and SITE_URL's lines. */
  errors: Problem[];
  /** What the owner should know, which does not stop the build. */
  notices: string[];
  /** The demo's placeholders still there, and whether the build stops on them. */
  placeholders: { lines: string[]; stop: boolean };
};

/** SITE_URL, the address the build is for: told here in Swedish, not by the app's build. */
function siteUrlErrors(url: string): Problem[] {
  try {
    resolveSiteUrl(process.env.SITE_URL, url);
    return [];
  } catch (error) {
    return [lineProblem(`miljövariabeln ${(error as Error).message}`)];
  }
}

/** The check of `root`/content/; `isPublishing` makes the demo's placeholders stop the build. */
export async function checkProject(root: string, isPublishing: boolean): Promise<ProjectCheck> {
  const contentFolder = join(root, "content");
  const folders = portfolioFolders(join(contentFolder, "portfolio"));
  const read = readContentFiles(root);
  const loaded = "documents" in read ? checkContent(read.documents, folders) : read;
  const errors = [
    ...("content" in loaded
      ? [
          ...missingImages(
            loaded.content.home,
            (await readdir(join(contentFolder, "images")).catch(() => [])).map(
              (name) => `images/${name}`,
            ),
          ),
          ...siteUrlErrors(loaded.content.site.url),
        ]
      : loaded.errors),
    ...(await photoFolderErrors(join(contentFolder, "images"))).map(lineProblem),
    ...(
      await Promise.all(
        Object.keys(folders).map((folder) =>
          photoFolderErrors(join(contentFolder, "portfolio", folder)),
        ),
      )
    )
      .flat()
      .map(lineProblem),
  ];
  if (errors.length > 0 || !("documents" in read)) {
    return { errors, notices: [], placeholders: { lines: [], stop: false } };
  }
  return {
    errors,
    notices: portfolioNotices(read.documents, folders),
    placeholders: placeholderReport(
      placeholderWarnings(read.documents, await demoPhotosIn(contentFolder)),
      isPublishing,
    ),
  };
}
