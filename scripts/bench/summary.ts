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
  return {
    ...first,
    ...Object.fromEntries(keys.map((key) => [key, median((row) => row[key] as number)])),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function markdownTable(rows: readonly Row[]): string {
  const header =
    "| route | form | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | SI | JS | total |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${seconds(r.speedIndex)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
  );
  return [header, ...lines].join("\n");
}

/**
 * docs/performance-budget.md: on mobile, first paint within 0.9 s simulated and 1.0 s applied,
 * the largest within 1.2 s (1.4 s applied on /portfolio, a page of photos), Performance 100
 * under simulation; 100 in all four categories on desktop, either way.
 */
export function budgetMisses(row: Row): string[] {
  const misses: string[] = [];
  const need = (ok: boolean, what: string) =>
    ok || misses.push(`${row.route} ${row.form} ${row.method}: ${what}`);
  if (row.form === "mobile") {
    const isApplied = row.method !== "simulate";
    const maxLcp = isApplied && row.route === "/portfolio" ? 1400 : 1200;
    const maxFcp = isApplied ? 1000 : 900;
    need(row.lcp <= maxLcp, `LCP ${seconds(row.lcp)} > ${seconds(maxLcp)}`);
    need(row.cls <= 0.01, `CLS ${row.cls.toFixed(3)} > 0.01`);
    need(row.tbt <= 50, `TBT ${Math.round(row.tbt)} ms > 50 ms`);
    need(row.fcp <= maxFcp, `FCP ${seconds(row.fcp)} > ${seconds(maxFcp)}`);
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
