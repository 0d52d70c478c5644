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

  it("marks a noindex page instead of giving it a canonical link", () => {
    const notFound = pageMeta(site, {
      title: "404",
      description: "Saknas.",
      path: "/404",
      image: { url: "/assets/share.jpg", width: 1200, height: 630, alt: "Ett vardagsrum" },
      isNoindex: true,
    });
    expect(content(notFound, "name", "robots")).toBe("noindex");
    expect(notFound.some((entry) => "rel" in entry && entry.rel === "canonical")).toBe(false);
  });

  it("gives every page, a noindex one too, the complete Open Graph and Twitter set", () => {
    const pages = [
      meta,
      pageMeta(site, {
        title: "404",
        description: "Saknas.",
        path: "/404",
        image: { url: "/assets/share.jpg", width: 1200, height: 630, alt: "Ett vardagsrum" },
        isNoindex: true,
      }),
    ];
    for (const page of pages) {
      for (const property of openGraphTags)
        expect(content(page, "property", property)).toBeTruthy();
      for (const name of twitterTags) expect(content(page, "name", name)).toBeTruthy();
      expect(content(page, "name", "twitter:card")).toBe("summary_large_image");
      expect(content(page, "name", "twitter:image")).toBe(content(page, "property", "og:image"));
    }
  });
});
