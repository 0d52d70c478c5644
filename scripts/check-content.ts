// Stops the build when content/ has a mistake, naming the file and the field, so a typo in a
// price, an address or a photo never reaches the published site; lists the demo's placeholders
// still in content/, and stops on them too when the build is for publishing (--publicera).
// The content files are loaded here one by one, not imported up front, so that even a file that
// does not parse is reported in the same Swedish way as a wrong value.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../app/lib/content/files.ts";
import {
  isPublishingBuild,
  placeholderReport,
  placeholderWarnings,
} from "../app/lib/content/placeholders.ts";
import type { Site } from "../app/lib/content/schema.ts";
import { contentErrors } from "../app/lib/content/validate.ts";
import { resolveSiteUrl } from "../app/lib/site-url.ts";
import { contentLoadErrors, contentSourceFiles } from "./content/load-content.ts";
import { demoPhotosIn } from "./demo-photos/fingerprints.ts";
import { photoFolderErrors, portfolioFolders } from "./photos/check.ts";

const root = join(import.meta.dirname, "..");
const content = join(root, "content");

function report(errors: readonly string[]): never {
  console.error(`Innehållet i content/ har ${errors.length} fel:\n`);
  for (const line of errors) console.error(`  ${line}`);
  console.error("\nRätta felen och försök igen.");
  process.exit(1);
}

const loadErrors = await contentLoadErrors(root, contentSourceFiles(root));
if (loadErrors.length > 0) report(loadErrors);

const contentModules = await loadContent();
const { home } = await import("../content/home.ts");
const folders = portfolioFolders(join(content, "portfolio"));

const fieldErrors = contentErrors(contentModules, folders);

/** Start page photos named in home.ts without a file; asked only once home.ts has its shape. */
function missingImages(): string[] {
  const referenced = [
    ["content/home.ts: home.hero.image.file", home.hero.image.file],
    ["content/home.ts: home.about.portrait.file", home.about.portrait.file],
    ...home.teaser.items.map((item, i) => [
      `content/home.ts: home.teaser.items[${i}].image`,
      item.image,
    ]),
  ] as const;
  return referenced
    .filter(([, file]) => !existsSync(join(content, "images", file)))
    .map(([field, file]) => `${field}: content/images/${file} finns inte`);
}

/** SITE_URL, the address the build is for: told here in Swedish, not by the app's build. */
function siteUrlErrors(): string[] {
  try {
    resolveSiteUrl(process.env.SITE_URL, (contentModules["site.ts"].site as Site).url);
    return [];
  } catch (error) {
    return [`miljövariabeln ${(error as Error).message}`];
  }
}

const errors = [
  ...fieldErrors,
  ...(fieldErrors.length === 0 ? [...missingImages(), ...siteUrlErrors()] : []),
  ...(await photoFolderErrors(join(content, "images"))),
  ...(
    await Promise.all(
      Object.keys(folders).map((folder) => photoFolderErrors(join(content, "portfolio", folder))),
    )
  ).flat(),
];

if (errors.length > 0) report(errors);

// The demo's facts: listed by every build, stopped on by one meant for publishing (--publicera).
const placeholders = placeholderReport(
  placeholderWarnings(contentModules, await demoPhotosIn(content)),
  isPublishingBuild(process.argv.slice(2), process.env),
);
for (const line of placeholders.lines) (placeholders.stop ? console.error : console.warn)(line);
if (placeholders.stop) process.exit(1);
console.log("content/: inga fel");
