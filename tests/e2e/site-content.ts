// What the browser tests expect, read from content/ and the photo folders rather than restated,
// so an owner's edit (a heading, a price, a photo, a new portfolio section) keeps them green
// while a missing section, a wrong link or a broken mailto still fails them.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { sortByFileName } from "../../app/lib/gallery.ts";
import { galleries } from "../../content/portfolio/galleries.ts";
import { assetBaseName } from "../../scripts/photos/plugin.ts";

export type PortfolioSection = {
  key: string;
  title: string;
  fit: "cover" | "contain";
  /** The photos' file names, in the page's order. */
  files: string[];
  count: number;
  /** Each photo's alt text: the one written in galleries.ts, else "{title} – bild {n}". */
  alts: string[];
  pairs: readonly (readonly [string, string])[];
};

const photoFile = /\.(jpe?g|png|webp|avif)$/i;

/** The portfolio's sections as content/ defines them, in page order. */
export const portfolioSections: PortfolioSection[] = galleries.map((gallery) => {
  const folder = resolve("content/portfolio", gallery.key);
  const files = sortByFileName(readdirSync(folder).filter((name) => photoFile.test(name)));
  const altTexts: Readonly<Record<string, string>> = gallery.altTexts;
  return {
    key: gallery.key,
    title: gallery.title,
    fit: gallery.fit,
    files,
    count: files.length,
    alts: files.map((file, i) => altTexts[file] ?? `${gallery.title} – bild ${i + 1}`),
    pairs: "pairs" in gallery ? gallery.pairs : [],
  };
});

const [firstSection] = portfolioSections;
if (!firstSection || firstSection.count < 2) {
  throw new Error("The tests need a first portfolio section with at least two photos");
}
/** The section at the top of /portfolio, whose first photo is the page's largest paint. */
export const topSection = firstSection;

/** The section furthest down the page, far from the first screen at every width. */
export const lastSection = portfolioSections.at(-1) ?? firstSection;

/** "bostad-01": the start of a photo's hashed asset names, as the build writes them. */
export const assetName = (key: string, file: string) =>
  assetBaseName(join("content/portfolio", key, file));

/** The same for a photo in content/images/. */
export const imageAssetName = (file: string) => assetBaseName(join("content/images", file));

/**
 * The portfolio page's heading, still written in app/routes/portfolio.tsx: read it from content/
 * once the page's copy moves there.
 */
export const portfolioHeading = "Se vad jag kan göra för dig";
