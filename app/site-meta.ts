// The site's identity for head tags, bound once to content/site.yaml and the build's SITE_URL.

import { site } from "virtual:content/site";
import { contentImage } from "#app/content-images.ts";
import { largestJpeg } from "#app/lib/photo.ts";
import { type PageSeo, pageMeta, type ShareImage } from "#app/lib/seo.ts";
import { absoluteUrl, resolvePhotoRights, resolveSiteUrl } from "#app/lib/site-url.ts";
import { webPageLd } from "#app/lib/structured-data.ts";

export const siteUrl = resolveSiteUrl(import.meta.env.SITE_URL, site.url);

/** content/site.yaml's photoRights, its links absolute on this build's address. */
export const photoRights = resolvePhotoRights(siteUrl, site.photoRights);

const sharePhoto = contentImage("share.jpg");

/** The image social networks show when a page is shared: a 1200×630 JPEG. */
export const shareImage: ShareImage = {
  url: largestJpeg(sharePhoto),
  width: sharePhoto.width,
  height: sharePhoto.height,
  alt: `${site.name} – ${site.tagline}`,
};

const identity = { name: site.name, url: siteUrl, locale: "sv_SE" };

/** Head tags of a page, every one with the share image. */
export function meta(page: Omit<PageSeo, "image">) {
  return pageMeta(identity, { ...page, image: shareImage });
}

export function pageUrl(path: string): string {
  return absoluteUrl(siteUrl, path);
}

/** Head tags of a plain text page, with WebPage structured data. */
export function textPageMeta(page: { title: string; description: string; path: string }) {
  return meta({
    ...page,
    jsonLd: [
      webPageLd({
        url: pageUrl(page.path),
        name: page.title,
        description: page.description,
        siteUrl,
      }),
    ],
  });
}
