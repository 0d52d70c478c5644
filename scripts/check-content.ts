// Stops the build when content/ has a mistake, naming the file and the field, so a typo in a
// price, an address or a photo never reaches the published site. The content files are loaded
// here one by one, not imported up front, so that even a file that does not parse is reported
// in the same Swedish way as a wrong value.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "./content/files.ts";
import { contentLoadErrors, contentSourceFiles } from "./content/load-content.ts";
import { contentErrors } from "./content/validate.ts";
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

const errors = [
  ...fieldErrors,
  ...(fieldErrors.length === 0 ? missingImages() : []),
  ...(await photoFolderErrors(join(content, "images"))),
  ...(
    await Promise.all(
      Object.keys(folders).map((folder) => photoFolderErrors(join(content, "portfolio", folder))),
    )
  ).flat(),
];

if (errors.length > 0) report(errors);
console.log("content/: inga fel");
