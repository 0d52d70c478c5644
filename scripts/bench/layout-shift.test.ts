import { describe, expect, it } from "vitest";
import { maxLayoutShift, shiftMisses, shiftTable, shiftWidths } from "./layout-shift.ts";

const flat = (value: number) => Object.fromEntries(shiftWidths.map((width) => [width, value]));

describe("the layout shift's table and misses", () => {
  it("measures every phone width of the budget, a tablet's and a laptop's", () => {
    expect(shiftWidths).toEqual([360, 375, 390, 393, 412, 430, 768, 1280]);
  });

  it("names each width where a page moved more than the budget", () => {
    const row = {
      variant: "",
      route: "/portfolio",
      shifts: { ...flat(0), 390: 0.108, 393: 0.011 },
    };
    expect(shiftMisses(row)).toEqual([
      "/portfolio at 390 px: layout shift 0.108 > 0.01",
      "/portfolio at 393 px: layout shift 0.011 > 0.01",
    ]);
    expect(shiftMisses({ ...row, shifts: flat(maxLayoutShift) })).toEqual([]);
  });

  it("prints a row a page and a column a width", () => {
    const table = shiftTable([{ variant: "", route: "/", shifts: { ...flat(0), 390: 0.0321 } }]);
    expect(table.split("\n")).toEqual([
      "| page | 360 px | 375 px | 390 px | 393 px | 412 px | 430 px | 768 px | 1280 px |",
      "|---|---|---|---|---|---|---|---|---|",
      "| `/` | 0.000 | 0.000 | 0.032 | 0.000 | 0.000 | 0.000 | 0.000 | 0.000 |",
    ]);
  });
});
