// Turns Lighthouse results into one row of numbers, and rows into a table and budget misses.

/** Lighthouse's throttling: simulated from an unthrottled trace, or applied to the browser. */
export type Method = "simulate" | "devtools";
export const methodNames: Record<Method, string> = {
  simulate: "simulated throttling",
  devtools: "applied throttling (devtools)",
};

export type Row = {
  /** The build measured, when the bench compares several (an ablation). */
  variant?: string;
  route: string;
  form: "mobile" | "desktop";
  method: Method;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  jsBytes: number;
  totalBytes: number;
  /** The largest paint's spread over the runs: the slowest run's less the fastest's. */
  lcpSpread: number;
};

type Audit = {
  numericValue?: number;
  score: number | null;
  title: string;
  displayValue?: string;
  details?: unknown;
};
export type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
};

const score = (lhr: LighthouseResult, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function transferBytes(lhr: LighthouseResult, type: "script" | "total") {
  const items =
    (
      lhr.audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

export function rowOf(
  route: string,
  form: Row["form"],
  method: Method,
  lhr: LighthouseResult,
): Row {
  return {
    route,
    form,
    method,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    speedIndex: numeric(lhr, "speed-index"),
    jsBytes: transferBytes(lhr, "script"),
    totalBytes: transferBytes(lhr, "total"),
    lcpSpread: 0,
  };
}

/** The median of each figure over the runs, so one noisy run does not decide. */
export function medianRow(rows: readonly Row[]): Row {
  const [first] = rows;
  if (!first) throw new Error("no runs to summarise");
  const median = (pick: (row: Row) => number) => {
    const values = rows.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  const keys = Object.keys(first).filter(
    (key) => typeof first[key as keyof Row] === "number",
  ) as (keyof Row)[];
  const paints = rows.map((row) => row.lcp);
  return {
    ...first,
    ...Object.fromEntries(keys.map((key) => [key, median((row) => row[key] as number)])),
    lcpSpread: Math.max(...paints) - Math.min(...paints),
  };
}

/** The name the floor, the bare page of bench/floor.ts, has in the bench's rows. */
export const floorRoute = "floor";

/** The floor's row measured with `form` and `method`. */
export function floorOf(rows: readonly Row[], form: Row["form"], method: Method): Row {
  const floor = rows.find(
    (row) => row.route === floorRoute && row.form === form && row.method === method,
  );
  if (!floor) throw new Error(`the floor was not measured (${form}, ${method})`);
  return floor;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** "+0.12 s": how far after the floor's a page's time is. */
const after = (ms: number, floorMs: number | undefined) =>
  floorMs === undefined ? "" : `${ms - floorMs >= 0 ? "+" : "−"}${seconds(Math.abs(ms - floorMs))}`;

/**
 * One table of `rows`, each page's first and largest paint also as its distance to `floor`'s (the
 * bare page measured in the same rounds, with the same form and method).
 */
export function markdownTable(rows: readonly Row[], floor?: Row): string {
  const header =
    "| route | form | Perf | A11y | BP | SEO | FCP | FCP after floor | LCP | LCP after floor | LCP spread | TBT | CLS | SI | JS | total |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${after(r.fcp, floor?.fcp)} | ${seconds(r.lcp)} | ${after(r.lcp, floor?.lcp)} | ${seconds(r.lcpSpread)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${seconds(r.speedIndex)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
  );
  return [header, ...lines].join("\n");
}

/** Applied throttling on mobile: the page's distances to the floor, and its own figures. */
const applied = { fcpAfter: 300, lcpAfter: 700, portfolioLcpAfter: 900, spread: 400, tbt: 100 };
/** Simulated throttling on mobile. */
const simulated = { lcpAfter: 500, portfolioLcpAfter: 700, tbt: 50 };

/**
 * docs/performance-budget.md, in distances to the floor measured in the same rounds (absolute
 * times drift with the machine). Mobile, applied: Performance >= 98, first paint within 0.3 s of
 * the floor's, largest within 0.7 s (/portfolio 0.9 s, its runs within 0.4 s of each other), TBT
 * <= 100 ms, CLS 0. Mobile, simulated: Performance 100, largest paint within 0.5 s of the floor's
 * (/portfolio 0.7 s), TBT <= 50 ms. Desktop: Performance 100 either way. Every row: 100 in
 * accessibility, best practices and SEO.
 */
export function budgetMisses(row: Row, floor: Row): string[] {
  const misses: string[] = [];
  const need = (ok: boolean, what: string) =>
    ok || misses.push(`${row.route} ${row.form} ${row.method}: ${what}`);
  const isPortfolio = row.route === "/portfolio";
  const lcpAfter = row.lcp - floor.lcp;
  const fcpAfter = row.fcp - floor.fcp;
  if (row.form === "mobile" && row.method === "devtools") {
    const maxLcpAfter = isPortfolio ? applied.portfolioLcpAfter : applied.lcpAfter;
    need(row.performance >= 98, `Performance ${row.performance} < 98`);
    need(
      fcpAfter <= applied.fcpAfter,
      `FCP ${seconds(fcpAfter)} after the floor's > ${seconds(applied.fcpAfter)}`,
    );
    need(
      lcpAfter <= maxLcpAfter,
      `LCP ${seconds(lcpAfter)} after the floor's > ${seconds(maxLcpAfter)}`,
    );
    if (isPortfolio) {
      need(
        row.lcpSpread <= applied.spread,
        `LCP spread ${seconds(row.lcpSpread)} > ${seconds(applied.spread)}`,
      );
    }
    need(row.tbt <= applied.tbt, `TBT ${Math.round(row.tbt)} ms > ${applied.tbt} ms`);
    // CLS 0 read as 0.00 to two places: a sub-pixel move as a font swaps in is not a shift.
    need(row.cls < 0.005, `CLS ${row.cls.toFixed(3)} > 0`);
  }
  if (row.form === "mobile" && row.method === "simulate") {
    const maxLcpAfter = isPortfolio ? simulated.portfolioLcpAfter : simulated.lcpAfter;
    need(
      lcpAfter <= maxLcpAfter,
      `LCP ${seconds(lcpAfter)} after the floor's > ${seconds(maxLcpAfter)}`,
    );
    need(row.tbt <= simulated.tbt, `TBT ${Math.round(row.tbt)} ms > ${simulated.tbt} ms`);
  }
  if (row.method === "simulate" || row.form === "desktop") {
    need(row.performance === 100, `Performance ${row.performance} < 100`);
  }
  need(row.accessibility === 100, `Accessibility ${row.accessibility} < 100`);
  need(row.bestPractices === 100, `Best Practices ${row.bestPractices} < 100`);
  need(row.seo === 100, `SEO ${row.seo} < 100`);
  return misses;
}

/** The audits that cost points, for finding the cause of a miss. */
export function failingAudits(lhr: LighthouseResult): string[] {
  return Object.entries(lhr.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.details !== undefined)
    .map(
      ([id, audit]) =>
        `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
    )
    .slice(0, 8);
}
