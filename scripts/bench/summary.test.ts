import { describe, expect, it } from "vitest";
import { budgetMisses, floorRoute, markdownTable, medianRow, type Row } from "./summary.ts";

const row = (changes: Partial<Row>): Row => ({
  route: "/",
  form: "mobile",
  method: "simulate",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1100,
  tbt: 20,
  cls: 0,
  speedIndex: 800,
  jsBytes: 100_000,
  totalBytes: 300_000,
  lcpSpread: 100,
  ...changes,
});
/** The bare page, as a busy machine may measure it. */
const floor = row({ route: floorRoute, fcp: 900, lcp: 900, jsBytes: 0 });

describe("budgetMisses (docs/performance-budget.md), in distances to the floor", () => {
  it("passes a page within every line of the budget", () => {
    expect(budgetMisses(row({ lcp: 1400 }), floor)).toEqual([]);
    expect(
      budgetMisses(
        row({ method: "devtools", fcp: 1200, lcp: 1600, performance: 98, tbt: 100 }),
        floor,
      ),
    ).toEqual([]);
  });

  it("moves with the floor: the same page passes beside a slow floor and misses beside a fast one", () => {
    const page = row({ method: "devtools", fcp: 1150, lcp: 1500 });
    expect(budgetMisses(page, { ...floor, fcp: 900, lcp: 900 })).toEqual([]);
    expect(budgetMisses(page, { ...floor, fcp: 700, lcp: 700 })).toEqual([
      "/ mobile devtools: FCP 0.45 s after the floor's > 0.30 s",
      "/ mobile devtools: LCP 0.80 s after the floor's > 0.70 s",
    ]);
  });

  it("gives /portfolio 0.9 s applied and 0.7 s simulated after the floor, and a spread of 0.4 s", () => {
    const portfolio = (changes: Partial<Row>) => row({ route: "/portfolio", ...changes });
    expect(budgetMisses(portfolio({ method: "devtools", lcp: 1800 }), floor)).toEqual([]);
    expect(budgetMisses(portfolio({ method: "devtools", lcp: 1850 }), floor)).toHaveLength(1);
    expect(budgetMisses(portfolio({ lcp: 1600 }), floor)).toEqual([]);
    expect(budgetMisses(portfolio({ lcp: 1650 }), floor)).toHaveLength(1);
    expect(budgetMisses(row({ lcp: 1450 }), floor)).toEqual([
      "/ mobile simulate: LCP 0.55 s after the floor's > 0.50 s",
    ]);
    expect(budgetMisses(portfolio({ method: "devtools", lcpSpread: 450 }), floor)).toEqual([
      "/portfolio mobile devtools: LCP spread 0.45 s > 0.40 s",
    ]);
  });

  it("holds blocking time to 100 ms applied and 50 ms simulated, and any shift counts", () => {
    expect(budgetMisses(row({ method: "devtools", tbt: 120 }), floor)).toHaveLength(1);
    expect(budgetMisses(row({ tbt: 60 }), floor)).toHaveLength(1);
    expect(budgetMisses(row({ method: "devtools", cls: 0.006 }), floor)).toHaveLength(1);
  });

  it("asks Performance 100 simulated and on desktop, 98 applied, and 100 in the other categories", () => {
    expect(budgetMisses(row({ performance: 99 }), floor)).toEqual([
      "/ mobile simulate: Performance 99 < 100",
    ]);
    expect(budgetMisses(row({ method: "devtools", performance: 97 }), floor)).toHaveLength(1);
    expect(
      budgetMisses(row({ form: "desktop", method: "devtools", performance: 99 }), floor),
    ).toHaveLength(1);
    expect(budgetMisses(row({ method: "devtools", accessibility: 98 }), floor)).toHaveLength(1);
  });
});

describe("medianRow", () => {
  it("takes each figure's median and the largest paint's spread over the runs", () => {
    const summary = medianRow([row({ lcp: 2700 }), row({ lcp: 3900 }), row({ lcp: 3000 })]);
    expect(summary.lcp).toBe(3000);
    expect(summary.lcpSpread).toBe(1200);
  });
});

it("writes each page's paints as distances to the floor's", () => {
  const table = markdownTable([floor, row({ fcp: 1000, lcp: 850 })], floor);
  expect(table).toContain(
    "| / | mobile | 100 | 100 | 100 | 100 | 1.00 s | +0.10 s | 0.85 s | −0.05 s |",
  );
});
