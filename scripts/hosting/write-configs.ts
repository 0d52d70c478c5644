// Build step: write every host's configuration, the sitemap and robots.txt from the rules.

import { readdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { contentOf } from "#model/load.ts";
import { resolveSiteUrl } from "../../app/lib/site-url.ts";
import { builtPagePaths } from "./built-pages.ts";
import { type NginxPlacement, nginxServer } from "./nginx-conf.ts";
import { assetPrefix, editorFolder, notFoundPage } from "./rules.ts";
import { siteSecurityHeaders } from "./site-headers.ts";
import { robotsTxt, sitemapXml } from "./sitemap-robots.ts";
import { headersFile, redirectsFile } from "./static-host-files.ts";

const { site } = contentOf();

/**
 * Where build/nginx.conf serves from: by default the build output itself on port 80, so it runs
 * as built. The environment of `npm run build` fits it to a server (deploy/README.md): NGINX_ROOT,
 * NGINX_LISTEN, NGINX_SSL_CERTIFICATE with NGINX_SSL_CERTIFICATE_KEY (and NGINX_HTTP_LISTEN for
 * the plain-http server that then redirects to SITE_URL), and NGINX_BROTLI_STATIC=off for an
 * nginx without the brotli_static module.
 */
export function nginxPlacementFromEnv(
  clientDir: string,
  env: Record<string, string | undefined> = process.env,
): NginxPlacement {
  const certificate = env.NGINX_SSL_CERTIFICATE?.trim();
  const key = env.NGINX_SSL_CERTIFICATE_KEY?.trim();
  if (Boolean(certificate) !== Boolean(key)) {
    throw new Error("Set NGINX_SSL_CERTIFICATE and NGINX_SSL_CERTIFICATE_KEY together");
  }
  return {
    root: env.NGINX_ROOT?.trim() || resolve(clientDir),
    listen: env.NGINX_LISTEN?.trim() || (certificate ? "443 ssl http2" : "80"),
    isBrotliStatic: env.NGINX_BROTLI_STATIC !== "off",
    ...(certificate && key
      ? {
          tls: {
            certificate,
            key,
            httpListen: env.NGINX_HTTP_LISTEN?.trim() || "80",
            origin: new URL(resolveSiteUrl(env.SITE_URL, site.url)).origin,
          },
        }
      : {}),
  };
}

/** The nginx server block for this build, placed as given (the nginx test picks its own port). */
export async function nginxConfFor(clientDir: string, placement: NginxPlacement) {
  const { headers, editorHeaders } = await siteSecurityHeaders(clientDir);
  return nginxServer(placement, headers, editorHeaders, builtPagePaths(clientDir));
}

/** Written by this step beside the pages, and served: they get the site's headers too. */
const writtenFiles = ["/sitemap.xml", "/robots.txt"];
/** Read by the hosts, never served. */
const hostOnlyFiles = ["/_headers", "/_redirects"];

/**
 * Every file served outside /assets/ and the editor's folder, as a path (/favicon.svg,
 * /portfolio/index.html), the ones this step writes included: each gets the site's headers.
 */
async function servedFiles(clientDir: string): Promise<string[]> {
  const found = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `/${join(entry.parentPath, entry.name).slice(resolve(clientDir).length + 1)}`)
    .map((path) => path.replaceAll("\\", "/"));
  return [...new Set([...found, ...writtenFiles])]
    .filter(
      (path) =>
        !path.startsWith(assetPrefix) &&
        !path.startsWith(editorFolder) &&
        !hostOnlyFiles.includes(path) &&
        path !== notFoundPage &&
        !/\.(br|gz)$/.test(path),
    )
    .sort();
}

/** Writes _headers, _redirects, sitemap.xml and robots.txt into `clientDir`, nginx.conf beside it. */
export async function writeHostingConfigs(
  clientDir: string,
  placement: NginxPlacement = nginxPlacementFromEnv(clientDir),
) {
  const buildDir = dirname(resolve(clientDir));
  const { headers, editorHeaders, pages, hashes, styleHashes } =
    await siteSecurityHeaders(clientDir);
  const pagePaths = builtPagePaths(clientDir);
  const servedPaths = await servedFiles(clientDir);
  const siteUrl = resolveSiteUrl(process.env.SITE_URL, site.url);
  const files: [string, string][] = [
    [
      join(clientDir, "_headers"),
      headersFile({ headers, editorHeaders, pages: pagePaths, files: servedPaths }),
    ],
    [join(clientDir, "_redirects"), redirectsFile(pagePaths)],
    [join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pagePaths)],
    [join(clientDir, "robots.txt"), robotsTxt(siteUrl)],
    [join(buildDir, "nginx.conf"), nginxServer(placement, headers, editorHeaders, pagePaths)],
    // The same headers as data, for other hosts' tooling and the nginx test.
    [join(buildDir, "headers.json"), `${JSON.stringify(headers, null, 2)}\n`],
  ];
  await Promise.all(files.map(([file, text]) => writeFile(file, text)));
  return { pages, hashes, styleHashes };
}
