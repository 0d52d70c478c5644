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
    throw new Error(`SITE_URL "${value}" is not a URL; write it like https://www.example.com`);
  }
  if (url.protocol !== "https:") {
    throw new Error(`SITE_URL "${value}" must start with https://`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The absolute URL of a path on the site: "/" stays "/", other paths lose a trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${siteUrl}${clean}`;
}
