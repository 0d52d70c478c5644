/**
 * The site's public origin: `SITE_URL` from the build environment when set, else the default
 * from content. Canonical links and share cards need it absolute, so a bad value fails loudly.
 */
export function resolveSiteUrl(fromEnv: string | undefined, fallback: string): string {
  const value = fromEnv?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL "${value}" är ingen webbadress; skriv den som https://www.dinsajt.se`,
    );
  }
  if (url.protocol !== "https:") {
    throw new Error(`SITE_URL "${value}" ska börja med https://`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The absolute URL of a path on the site: "/" stays "/", other paths lose a trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${siteUrl}${clean}`;
}

/**
 * The photos' rights with their links absolute: a link content writes as a path on the site
 * ("/bokningsvillkor#…") follows SITE_URL into the photos' XMP and the portfolio's JSON-LD.
 */
export function resolvePhotoRights<
  Rights extends { licenseUrl: string; acquireLicensePage: string },
>(siteUrl: string, rights: Rights): Rights {
  return {
    ...rights,
    licenseUrl: absoluteUrl(siteUrl, rights.licenseUrl),
    acquireLicensePage: absoluteUrl(siteUrl, rights.acquireLicensePage),
  };
}
