// The one source of truth for how any host serves the build: canonical URLs, caching, security
// headers and the Content-Security-Policy. build/nginx.conf, _headers/_redirects and
// scripts/serve.ts are all rendered from these values, so they cannot drift apart.

import {
  builtFilesFile,
  builtFromFile,
  gitHubApi,
  guideFile,
  repositoryFile,
} from "../../editor/published-files.ts";

/** Vite writes content-hashed file names here, and nothing else. */
export const assetPrefix = "/assets/";

/** Served with status 404 for any unknown path; never reachable at its own URL. */
export const notFoundPage = "/404.html";

/**
 * The owner's editor (editor/), built beside the pages but none of them: not in the sitemap, not
 * crawled, no part of the pages' script hashes or their app start.
 */
export const editorFolder = "/redigera/";

/** The editor's build (editor/vite.config.ts) writes its content-hashed files here, and only them. */
export const editorAssetPrefix = `${editorFolder}assets/`;

/** The editor's unhashed files: its page, and what each build writes beside it. */
export const editorFiles = ["index.html", guideFile, repositoryFile, builtFromFile, builtFilesFile];

export const cacheControl = {
  /** Hashed file names change with their content, so a cached copy never goes stale. */
  asset: "public, max-age=31536000, immutable",
  /** HTML (and every other unhashed file) keeps its URL across releases: revalidate each time. */
  html: "no-cache",
} as const;

/** A missing asset is a 404 page, and a 404 must never be cached for a year. */
export function cacheControlFor(pathname: string, isFound: boolean): string {
  const isHashed = pathname.startsWith(assetPrefix) || pathname.startsWith(editorAssetPrefix);
  return isFound && isHashed ? cacheControl.asset : cacheControl.html;
}

/**
 * The redirects of every host: each page's slash-ended URL answers 301 to the page, so /portfolio/
 * becomes /portfolio (the start page keeps its slash). Only the build's own pages redirect, each
 * to itself, and any other path is answered where it is: no request can steer a redirect, so none
 * can leave the site (a rewrite of any slash-ended path once sent `/%5Cevil.com/` to `/\evil.com`,
 * which browsers read as //evil.com).
 */
export function trailingSlashRedirects(pages: readonly string[]): { from: string; to: string }[] {
  return pages.filter((path) => path !== "/").map((path) => ({ from: `${path}/`, to: path }));
}

/** The page `path` (decoded and normalised, as hosts match it) redirects to, or null. */
export function canonicalRedirect(path: string, pages: readonly string[]): string | null {
  // The editor's page is a folder: its relative addresses (config, scripts) need the slash.
  if (path === editorFolder.slice(0, -1)) return editorFolder;
  return trailingSlashRedirects(pages).find(({ from }) => from === path)?.to ?? null;
}

export type PolicyInput = {
  /** sha256 hashes (base64) of every inline script in the built HTML. */
  scriptHashes: readonly string[];
  /** sha256 hashes (base64) of every stylesheet inlined in the built HTML. */
  styleHashes: readonly string[];
  /** Origin of the embedded reviews widget, the only frame the pages show. */
  frameOrigin: string;
};

export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  frameOrigin,
}: PolicyInput): string {
  const sources = (hashes: readonly string[]) => hashes.map((hash) => ` 'sha256-${hash}'`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`,
    // Only the built stylesheets, as files or inlined in the pages by the build (each <style> by
    // its hash): no other <style> element and no style attribute. The photos' blurred
    // placeholders are classes in those stylesheets (decision 008); React's later style changes
    // go through the CSSOM, which the CSP does not govern.
    `style-src 'self'${sources(styleHashes)}`,
    // The loading skeleton's image icon is an SVG data: URI in app.css.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * Powerful features and ad tracking the site never uses, switched off for it and every frame it
 * embeds. Only names Chromium knows: it warns on every page about an unknown one, and the nginx
 * browser test fails on that warning. interest-cohort (FLoC) and browsing-topics (its successor)
 * opt the site out of interest-based ads.
 */
const disabledFeatures = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** The headers every response of the site carries, in the order the hosts send them. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": disabledFeatures.map((feature) => `${feature}=()`).join(", "),
    // Browsers ignore it over plain http, so sending it everywhere is harmless.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    // A page the site opens, or that opens the site, shares no window with it (no opener).
    "Cross-Origin-Opener-Policy": "same-origin",
    // Other sites' pages cannot embed the site's files, the photos included: no hotlinking.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * The editor's Content-Security-Policy: what the editor needs and nothing more. Scripts only from
 * the site itself, none made from a string (zod runs without its compiled checks there,
 * editor/editor-start.tsx); its styles are files, but the preview's notes carry their own style
 * (the site's stylesheet styles the preview, which holds no class of the editor's), so
 * 'unsafe-inline' in style-src only; published, it talks to GitHub's API (`apiRoot`, the
 * publishing rehearsal's stand-in in its tests); a photo it shows is a data: or blob: URL (one
 * read from the local server or from GitHub, one she picked); its preview is a frame of its own.
 */
export function editorContentSecurityPolicy(apiRoot = gitHubApi): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${new URL(apiRoot).origin}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The editor page's headers: its own policy in place of the site's, framed only by itself (its
 * preview pane), a sign-in window it opens (Netlify's GitHub sign-in) may still answer it, and
 * never indexed. The rest as the site's.
 */
export function editorSecurityHeaders(
  input: PolicyInput,
  apiRoot = gitHubApi,
): Record<string, string> {
  return {
    ...securityHeaders(input),
    "Content-Security-Policy": editorContentSecurityPolicy(apiRoot),
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
