import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { absoluteUrl } from "./site-url.ts";

export type SiteIdentity = { name: string; url: string; locale: string };

export type ShareImage = { url: string; width: number; height: number; alt: string };

export type PageSeo = {
  /** The page's own title; the site name is appended unless it is already the whole title. */
  title: string;
  description: string;
  path: string;
  /** Required: a page shared without an image gets a small, easily overlooked card. */
  image: ShareImage;
  type?: "website" | "article";
  isNoindex?: boolean;
  jsonLd?: readonly WithContext<Thing>[];
};

export function documentTitle(site: SiteIdentity, title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Every head tag a page needs: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function pageMeta(site: SiteIdentity, page: PageSeo): MetaDescriptor[] {
  const title = documentTitle(site, page.title);
  const url = absoluteUrl(site.url, page.path);
  const image = { ...page.image, url: absoluteUrl(site.url, page.image.url) };

  return [
    { title },
    { name: "description", content: page.description },
    ...(page.isNoindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
