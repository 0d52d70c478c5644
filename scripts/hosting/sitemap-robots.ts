// sitemap.xml and robots.txt for search engines. The 404 page is left out: it is noindex. The
// owner's editor is no page for anyone else: crawlers are asked to keep out of it.
import { editorFolder } from "./rules.ts";

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** `siteUrl` is absolute and has no trailing slash (resolveSiteUrl); `pages` are paths. */
export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const urls = pages
    .map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${editorFolder}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
