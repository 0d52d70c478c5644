import { describe, expect, it } from "vitest";
import { openGraphTags, twitterTags } from "../../tests/share-tags.ts";
import { documentTitle, pageMeta } from "./seo.ts";
import { webPageLd } from "./structured-data.ts";

const site = { name: "Foto AB", url: "https://foto.se", locale: "sv_SE" };

function content(meta: ReturnType<typeof pageMeta>, key: "name" | "property", value: string) {
  const tag = meta.find((entry) => (entry as Record<string, unknown>)[key] === value);
  return (tag as { content?: string } | undefined)?.content;
}

describe("documentTitle", () => {
  it("appends the site name once", () => {
    expect(documentTitle(site, "Portfolio")).toBe("Portfolio | Foto AB");
    expect(documentTitle(site, "Foto AB – fastighetsfoto")).toBe("Foto AB – fastighetsfoto");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta(site, {
    title: "Bokningsvillkor",
    description: "Villkoren.",
    path: "/bokningsvillkor",
    image: { url: "/assets/share.jpg", width: 1200, height: 630, alt: "Ett vardagsrum" },
    jsonLd: [webPageLd({ url: "u", name: "n", description: "d", siteUrl: "https://foto.se" })],
  });

  it("sets title, description and an absolute canonical link", () => {
    expect(meta).toContainEqual({ title: "Bokningsvillkor | Foto AB" });
    expect(content(meta, "name", "description")).toBe("Villkoren.");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://foto.se/bokningsvillkor",
    });
  });

  it("sets Open Graph in Swedish with an absolute image", () => {
    expect(content(meta, "property", "og:locale")).toBe("sv_SE");
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:url")).toBe("https://foto.se/bokningsvillkor");
    expect(content(meta, "property", "og:title")).toBe("Bokningsvillkor | Foto AB");
    expect(content(meta, "property", "og:image")).toBe("https://foto.se/assets/share.jpg");
    expect(content(meta, "property", "og:image:width")).toBe("1200");
  });

  it("sets a large Twitter card when there is an image", () => {
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe("https://foto.se/assets/share.jpg");
  });

  it("adds each JSON-LD block as a script entry", () => {
    const scripts = meta.filter((entry) => "script:ld+json" in entry);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ "script:ld+json": { "@type": "WebPage" } });
  });

  const notFound = pageMeta(site, {
    title: "404",
    description: "Saknas.",
    path: "/404",
    image: { url: "/assets/share.jpg", width: 1200, height: 630, alt: "Ett vardagsrum" },
    isNoindex: true,
  });

  it("marks a noindex page instead of giving it a canonical link", () => {
    expect(content(notFound, "name", "robots")).toBe("noindex");
    expect(notFound.some((entry) => "rel" in entry && entry.rel === "canonical")).toBe(false);
  });

  /** Each Open Graph and Twitter tag a shared link is drawn from, with its content. */
  const shareTags = (page: ReturnType<typeof pageMeta>) => ({
    ...Object.fromEntries(openGraphTags.map((tag) => [tag, content(page, "property", tag)])),
    ...Object.fromEntries(twitterTags.map((tag) => [tag, content(page, "name", tag)])),
  });
  const picture = {
    "og:image": "https://foto.se/assets/share.jpg",
    "og:image:width": "1200",
    "og:image:height": "630",
    "og:image:alt": "Ett vardagsrum",
    "twitter:card": "summary_large_image",
    "twitter:image": "https://foto.se/assets/share.jpg",
    "twitter:image:alt": "Ett vardagsrum",
  };

  it("gives a page the complete Open Graph and Twitter set", () => {
    expect(shareTags(meta)).toStrictEqual({
      "og:type": "website",
      "og:site_name": "Foto AB",
      "og:locale": "sv_SE",
      "og:title": "Bokningsvillkor | Foto AB",
      "og:description": "Villkoren.",
      "og:url": "https://foto.se/bokningsvillkor",
      "twitter:title": "Bokningsvillkor | Foto AB",
      "twitter:description": "Villkoren.",
      ...picture,
    });
  });

  it("gives a noindex page the complete Open Graph and Twitter set too", () => {
    expect(shareTags(notFound)).toStrictEqual({
      "og:type": "website",
      "og:site_name": "Foto AB",
      "og:locale": "sv_SE",
      "og:title": "404 | Foto AB",
      "og:description": "Saknas.",
      "og:url": "https://foto.se/404",
      "twitter:title": "404 | Foto AB",
      "twitter:description": "Saknas.",
      ...picture,
    });
  });
});
