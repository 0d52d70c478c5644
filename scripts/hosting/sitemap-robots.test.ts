import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap-robots.ts";

describe("sitemap.xml", () => {
  const pages = ["/", "/portfolio", "/bokningsvillkor"];
  const xml = sitemapXml("https://foto.se", pages);

  it("lists the pages with absolute canonical URLs", () => {
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://foto.se/",
      "https://foto.se/portfolio",
      "https://foto.se/bokningsvillkor",
    ]);
  });

  it("is a sitemaps.org urlset", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("escapes the site URL for XML", () => {
    expect(sitemapXml("https://foto.se/a&b", ["/"])).toContain(
      "<loc>https://foto.se/a&amp;b/</loc>",
    );
  });
});

describe("robots.txt", () => {
  it("allows every crawler the site, not the owner's editor, and names the sitemap", () => {
    expect(robotsTxt("https://foto.se")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /redigera/\n\nSitemap: https://foto.se/sitemap.xml\n",
    );
  });
});
