// Build step: hash the inline scripts of every page, then write the host configurations,
// the sitemap and robots.txt from the rules.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { resolveSiteUrl } from "../../app/lib/site-url.ts";
import { site } from "../../content/site.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { headersFile, nginxServer, redirectsFile, robotsTxt, sitemapXml } from "./render.ts";
import { securityHeaders } from "./rules.ts";

export async function writeHostingConfigs(buildDir: string) {
  const client = join(buildDir, "client");
  const htmlFiles = (await readdir(client, { recursive: true }))
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(client, file));
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
  }
  const headers = securityHeaders({
    scriptHashes: [...hashes].sort(),
    frameOrigin: new URL(site.reviews.widgetUrl).origin,
  });
  const siteUrl = resolveSiteUrl(process.env.SITE_URL, site.url);

  await writeFile(join(buildDir, "headers.json"), JSON.stringify(headers, null, 2));
  await writeFile(join(client, "_headers"), headersFile(headers));
  await writeFile(join(client, "_redirects"), redirectsFile());
  await writeFile(
    join(buildDir, "nginx.conf"),
    nginxServer({ root: "/var/www/site", listen: "80", headers }),
  );
  await writeFile(join(client, "sitemap.xml"), sitemapXml(siteUrl));
  await writeFile(join(client, "robots.txt"), robotsTxt(siteUrl));
  return { hashes: hashes.size, pages: htmlFiles.length };
}
