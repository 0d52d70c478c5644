// What the load figure requests, and how its result is told: pure, so it is tested without nginx.

/**
 * Same-site files a page makes the browser fetch: stylesheets, scripts, fonts, and each photo
 * once, as its `src`. A browser picks one width from a srcset, so the other widths are left out.
 */
export function pageAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="(\/assets\/[^"]+)"/g)) {
    urls.add(match[1] ?? "");
  }
  // The modules the page starts after its first screen (scripts/app-start).
  for (const match of html.matchAll(/\sdata-modules="([^"]*)"/g)) {
    for (const url of (match[1] ?? "").split(/[\s,]+/))
      if (url.startsWith("/assets/")) urls.add(url);
  }
  urls.delete("");
  return [...urls].sort();
}

export type LoadFigures = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  megabytesPerSecond: number;
  /** Connection errors (timeouts included) and answers other than 2xx: each one is a failure. */
  errors: number;
};

/** The figures of an autocannon result, as the script prints them. */
export function loadFigures(result: {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  /** autocannon counts timeouts among these. */
  errors: number;
  non2xx: number;
}): LoadFigures {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    megabytesPerSecond: Math.round((result.throughput.average / 1e6) * 10) / 10,
    errors: result.errors + result.non2xx,
  };
}
