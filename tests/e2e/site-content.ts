// What the browser tests expect, read from content/ and the photo folders rather than restated,
// so an owner's edit (a heading, a price, a photo, a new portfolio section) keeps them green
// while a missing section, a wrong link or a broken mailto still fails them.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type Locator } from "@playwright/test";
import { contentOf } from "#model/load.ts";
import { telHref } from "../../app/lib/format.ts";

const { galleries, site } = contentOf();

export type PortfolioSection = {
  key: string;
  title: string;
  fit: "cover" | "contain";
  /** The photos' file names, in the page's order. */
  files: string[];
  count: number;
  /** Each photo's alt text: the one written in avsnitt.yaml, else "{title} – bild {n}". */
  alts: string[];
  pairs: readonly (readonly [string, string])[];
};

/** The portfolio's sections as content/ defines them, in page order. */
export const portfolioSections: PortfolioSection[] = galleries.map((gallery) => ({
  key: gallery.key,
  title: gallery.title,
  fit: gallery.fit,
  files: gallery.photos.map((photo) => photo.file),
  count: gallery.photos.length,
  alts: gallery.photos.map((photo) => photo.alt),
  pairs: gallery.pairs,
}));

const [firstSection] = portfolioSections;
if (!firstSection || firstSection.count < 2) {
  throw new Error("The tests need a first portfolio section with at least two photos");
}
/** The section at the top of /portfolio, whose first photo is the page's largest paint. */
export const topSection = firstSection;

/** The section furthest down the page, far from the first screen at every width. */
export const lastSection = portfolioSections.at(-1) ?? firstSection;

/** The name before the width and hash in an asset URL: "bostad-02" in /assets/bostad-02-800-…. */
const assetBase = /\/assets\/([^"/]+)-\d+-[\w-]{8}\.(?:jpg|avif)"/;

/**
 * The start of the asset names the build gave a photo ("bostad-02"), read from the built page
 * rather than predicted from its file name: identical files, such as a photo copied into a second
 * section, share one asset, named after either.
 */
function builtAsset(page: string, before: string): string {
  const html = readFileSync(resolve("build/client", page), "utf8");
  const start = html.indexOf(before);
  const name = start === -1 ? undefined : html.slice(start).match(assetBase)?.[1];
  if (!name) throw new Error(`build/client/${page} has no photo after ${before}: npm run build`);
  return name;
}

/** The asset name of the n-th photo (1-based) of a portfolio section. */
export const photoAsset = (key: string, n: number) =>
  builtAsset("portfolio/index.html", `data-photo="${key}-${n}"`);

/** The asset name of the start page's hero photo, which the page preloads. */
export const heroAsset = () => builtAsset("index.html", '<link rel="preload" as="image"');

/** The e-mail and phone links in `block`, each named and leading as content/site.yaml says. */
export async function expectContactLinks(block: Locator) {
  await expect(block.getByRole("link", { name: site.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(block.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute(
    "href",
    telHref(site.phone),
  );
}
