// Stops the build when content/ has a mistake, naming the file and the field (and for a slip
// made while typing, the line and the column), so a typo in a price, an address or a photo never
// reaches the published site; lists the demo's placeholders still in content/, and stops on them
// too when the build is for publishing (--publicera).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { resolveSiteUrl } from "../app/lib/site-url.ts";
import {
  isPublishingBuild,
  placeholderReport,
  placeholderWarnings,
} from "./content/demo-placeholders.ts";
import { ContentError, readContentFiles } from "./content/load.ts";
import { portfolioNotices } from "./content/portfolio-references.ts";
import type { Home } from "./content/schema.ts";
import { checkContent } from "./content/validate.ts";
import { demoPhotosIn } from "./demo-photos/fingerprints.ts";
import { photoFolderErrors, portfolioFolders } from "./photos/check.ts";

// The build's own arguments (--publicera) are options; another project's root may be given
// before them, as the tests give a copy of content/ with a slip in it.
const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith("--")) ?? join(import.meta.dirname, "..");
const contentFolder = join(root, "content");

function report(errors: readonly string[]): never {
  console.error(new ContentError(errors).message);
  process.exit(1);
}

/** Start page photos named in home.yaml without a file in content/images/. */
function missingImages(home: Home): string[] {
  return [
    ["content/home.yaml: hero.image.file", home.hero.image.file],
    ["content/home.yaml: about.portrait.file", home.about.portrait.file],
    ...home.teaser.items.map((item, i) => [
      `content/home.yaml: teaser.items[${i}].image`,
      item.image,
    ]),
  ]
    .filter(([, file]) => !existsSync(join(contentFolder, "images", file ?? "")))
    .map(([field, file]) => `${field}: content/images/${file} finns inte`);
}

/** SITE_URL, the address the build is for: told here in Swedish, not by the app's build. */
function siteUrlErrors(url: string): string[] {
  try {
    resolveSiteUrl(process.env.SITE_URL, url);
    return [];
  } catch (error) {
    return [`miljövariabeln ${(error as Error).message}`];
  }
}

const folders = portfolioFolders(join(contentFolder, "portfolio"));
const read = readContentFiles(root);
const loaded = "documents" in read ? checkContent(read.documents, folders) : read;
const errors = [
  ...("content" in loaded
    ? [...missingImages(loaded.content.home), ...siteUrlErrors(loaded.content.site.url)]
    : loaded.errors),
  ...(await photoFolderErrors(join(contentFolder, "images"))),
  ...(
    await Promise.all(
      Object.keys(folders).map((folder) =>
        photoFolderErrors(join(contentFolder, "portfolio", folder)),
      ),
    )
  ).flat(),
];

if (errors.length > 0 || !("documents" in read)) report(errors);

for (const notice of portfolioNotices(read.documents, folders)) console.warn(notice);

// The demo's facts: listed by every build, stopped on by one meant for publishing (--publicera).
const placeholders = placeholderReport(
  placeholderWarnings(read.documents, await demoPhotosIn(contentFolder)),
  isPublishingBuild(args, process.env),
);
for (const line of placeholders.lines) (placeholders.stop ? console.error : console.warn)(line);
if (placeholders.stop) process.exit(1);
console.log("content/: inga fel");
