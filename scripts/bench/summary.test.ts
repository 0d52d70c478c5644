import { describe, expect, it } from "vitest";
import { budgetMisses, type Row } from "./summary.ts";

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
  ...changes,
});

describe("budgetMisses (docs/performance-budget.md)", () => {
  it("passes a page within every line of the budget", () => {
    expect(budgetMisses(row({}))).toEqual([]);
    expect(
      budgetMisses(row({ method: "devtools", fcp: 1000, lcp: 1200, performance: 90 })),
    ).toEqual([]);
  });

  it("holds the simulated first paint to 0.9 s and the applied one to 1.0 s", () => {
    expect(budgetMisses(row({ fcp: 910 }))).toEqual(["/ mobile simulate: FCP 0.91 s > 0.90 s"]);
    expect(budgetMisses(row({ method: "devtools", fcp: 1010 }))).toEqual([
      "/ mobile devtools: FCP 1.01 s > 1.00 s",
    ]);
  });

  it("gives only /portfolio under applied throttling 1.4 s for its largest paint", () => {
    expect(budgetMisses(row({ lcp: 1280 }))).toEqual(["/ mobile simulate: LCP 1.28 s > 1.20 s"]);
    expect(budgetMisses(row({ route: "/portfolio", lcp: 1280 }))).toHaveLength(1);
    expect(budgetMisses(row({ route: "/portfolio", method: "devtools", lcp: 1380 }))).toEqual([]);
    expect(budgetMisses(row({ route: "/portfolio", method: "devtools", lcp: 1420 }))).toHaveLength(
      1,
    );
  });

  it("asks Performance 100 under simulation and on desktop, and 100 everywhere else", () => {
    expect(budgetMisses(row({ performance: 99 }))).toEqual([
      "/ mobile simulate: Performance 99 < 100",
    ]);
    expect(
      budgetMisses(row({ form: "desktop", method: "devtools", performance: 99 })),
    ).toHaveLength(1);
    expect(budgetMisses(row({ method: "devtools", accessibility: 98 }))).toHaveLength(1);
  });
});
