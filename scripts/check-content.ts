// Stops the build when content/ has a mistake, naming the file and the field (and for a slip
// made while typing, the line and the column), so a typo in a price, an address or a photo never
// reaches the published site.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ContentError, loadContent } from "./content/load.ts";
import { photoFolderErrors, portfolioFolders } from "./photos/check.ts";

// Another project's root may be given, as the tests give a copy of content/ with a slip in it.
const root = process.argv[2] ?? join(import.meta.dirname, "..");
const contentFolder = join(root, "content");

function report(errors: readonly string[]): never {
  console.error(new ContentError(errors).message);
  process.exit(1);
}

const loaded = loadContent(root);
if (!("content" in loaded)) report(loaded.errors);
const { home } = loaded.content;

/** Start page photos named in home.yaml without a file in content/images/. */
const missingImages = [
  ["content/home.yaml: hero.image.file", home.hero.image.file],
  ["content/home.yaml: about.portrait.file", home.about.portrait.file],
  ...home.teaser.items.map((item, i) => [
    `content/home.yaml: teaser.items[${i}].image`,
    item.image,
  ]),
]
  .filter(([, file]) => !existsSync(join(contentFolder, "images", file ?? "")))
  .map(([field, file]) => `${field}: content/images/${file} finns inte`);

const folders = portfolioFolders(join(contentFolder, "portfolio"));
const errors = [
  ...missingImages,
  ...(await photoFolderErrors(join(contentFolder, "images"))),
  ...(
    await Promise.all(
      Object.keys(folders).map((folder) =>
        photoFolderErrors(join(contentFolder, "portfolio", folder)),
      ),
    )
  ).flat(),
];

if (errors.length > 0) report(errors);
console.log("content/: inga fel");
