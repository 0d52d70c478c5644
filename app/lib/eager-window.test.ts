import { describe, expect, it } from "vitest";
import { eagerIndexes, slideLoading } from "./eager-window.ts";

const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe("eagerIndexes", () => {
  it("takes two on each side in the middle", () => {
    expect(sorted(eagerIndexes(6, 13))).toEqual([4, 5, 6, 7, 8]);
  });

  it("wraps round at the start and at the end", () => {
    expect(sorted(eagerIndexes(0, 13))).toEqual([0, 1, 2, 11, 12]);
    expect(sorted(eagerIndexes(12, 13))).toEqual([0, 1, 10, 11, 12]);
  });

  it("covers short sections without duplicates", () => {
    expect(sorted(eagerIndexes(0, 1))).toEqual([0]);
    expect(sorted(eagerIndexes(1, 2))).toEqual([0, 1]);
    expect(sorted(eagerIndexes(0, 3))).toEqual([0, 1, 2]);
    expect(sorted(eagerIndexes(3, 4))).toEqual([0, 1, 2, 3]);
    expect(sorted(eagerIndexes(2, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(sorted(eagerIndexes(0, 6))).toEqual([0, 1, 2, 4, 5]);
  });

  it("is empty for an empty section", () => {
    expect(eagerIndexes(0, 0).size).toBe(0);
  });
});

describe("slideLoading", () => {
  it("gives only the current slide high priority", () => {
    expect(slideLoading(0, 0, 13)).toEqual({ loading: "eager", fetchPriority: "high" });
    expect(slideLoading(12, 0, 13)).toEqual({ loading: "eager", fetchPriority: "auto" });
    expect(slideLoading(5, 0, 13)).toEqual({ loading: "lazy", fetchPriority: "auto" });
  });

  it("keeps a carousel the visitor is not near wholly lazy", () => {
    for (const index of [0, 1, 5, 12]) {
      expect(slideLoading(index, 0, 13, false)).toEqual({ loading: "lazy", fetchPriority: "auto" });
    }
  });
});
