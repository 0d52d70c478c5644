// The one source of truth for how any host serves the build: canonical URLs, caching, security
// headers and the Content-Security-Policy. nginx.conf, _headers/_redirects and scripts/serve.ts
// are all rendered from these values, so they cannot drift apart.

export const pagePaths = ["/", "/portfolio", "/bokningsvillkor", "/integritetspolicy"] as const;

export const cacheControl = {
  /** Hashed file names change with their content, so a cached copy never goes stale. */
  asset: "public, max-age=31536000, immutable",
  /** HTML keeps its URL across releases: revalidate on every visit. */
  html: "no-cache",
} as const;

export type PolicyInput = {
  /** sha256 hashes (base64) of every inline script in the built HTML. */
  scriptHashes: readonly string[];
  /** Origin of the embedded reviews widget, the only frame the pages show. */
  frameOrigin: string;
};

export function contentSecurityPolicy({ scriptHashes, frameOrigin }: PolicyInput): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(" ")}`.trim(),
    "style-src 'self'",
    // The blurred photo placeholders are style attributes; no style element is inline.
    "style-src-attr 'unsafe-inline'",
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

export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Frame-Options": "DENY",
  };
}

/** The slash-ended form of each page redirects to the canonical one: /portfolio/ -> /portfolio. */
export function trailingSlashRedirects(): { from: string; to: string }[] {
  return pagePaths.filter((path) => path !== "/").map((path) => ({ from: `${path}/`, to: path }));
}
