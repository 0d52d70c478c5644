// Stops the build when content/ has a mistake, naming the file and the field, so a typo in a
// price, an address or a photo never reaches the published site.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { contentErrors } from "../app/lib/content/validate.ts";
import { home } from "../content/home.ts";
import { contentModules } from "../content/index.ts";
import { photoFolderErrors, portfolioFolders } from "./photos/check.ts";

const content = join(import.meta.dirname, "..", "content");
const folders = portfolioFolders(join(content, "portfolio"));

const referencedImages = [
  ["content/home.ts: home.hero.image.file", home.hero.image.file],
  ["content/home.ts: home.about.portrait.file", home.about.portrait.file],
  ...home.teaser.items.map((item, i) => [
    `content/home.ts: home.teaser.items[${i}].image`,
    item.image,
  ]),
] as const;

const errors = [
  ...contentErrors(contentModules, folders),
  ...referencedImages
    .filter(([, file]) => !existsSync(join(content, "images", file)))
    .map(([field, file]) => `${field}: content/images/${file} finns inte`),
  ...(await photoFolderErrors(join(content, "images"))),
  ...(
    await Promise.all(
      Object.keys(folders).map((folder) => photoFolderErrors(join(content, "portfolio", folder))),
    )
  ).flat(),
];

if (errors.length > 0) {
  console.error(`Innehållet i content/ har ${errors.length} fel:\n`);
  for (const line of errors) console.error(`  ${line}`);
  console.error("\nRätta felen och bygg igen.");
  process.exit(1);
}
console.log("content/: inga fel");
