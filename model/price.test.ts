import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanPrice, priceInKronor, typedPricePattern } from "./price.ts";

// The editor's price field takes what typedPricePattern matches and saves it as cleanPrice writes
// it; the build reads that with priceInKronor. The three must agree.
const price = new RegExp(typedPricePattern);

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

describe("priceInKronor", () => {
  it("reads a price written as in content/packages.yaml as whole kronor", () => {
    expect(priceInKronor("2.500 kr")).toBe(2500);
    expect(priceInKronor("800 kr")).toBe(800);
    expect(priceInKronor("100.000 kr")).toBe(100_000);
    // 0 kr and seven-figure prices are slips, not Offers; a leading zero is no way to write one.
    for (const wrong of [
      "2500 kr",
      "2.500:-",
      "2,500 kr",
      "",
      "kr",
      "0 kr",
      "0.500 kr",
      "100.001 kr",
      "999.999.999 kr",
    ]) {
      expect(priceInKronor(wrong), wrong).toBeNull();
    }
  });
});

describe("the price field", () => {
  it("takes a price as the owner types it, 1 kr to 100.000 kr, and saves it as the build reads it", () => {
    const typed: [string, string][] = [
      ["1 kr", "1 kr"],
      ["999 kr", "999 kr"],
      ["2.500 kr", "2.500 kr"],
      ["4 900 kr", "4.900 kr"],
      ["4\u00A0900 kr", "4.900 kr"],
      ["4900", "4.900 kr"],
      ["4900:-", "4.900 kr"],
      [" 12 500 Kr ", "12.500 kr"],
      ["100.000 kr", "100.000 kr"],
    ];
    for (const [text, saved] of typed) {
      expect(price.test(text), text).toBe(true);
      expect(cleanPrice(text), text).toBe(saved);
    }
    for (const text of ["0 kr", "2.50 kr", "2,500 kr", "100.001 kr", "1.000.000 kr", "kr", "fem"]) {
      expect(price.test(text), text).toBe(false);
      expect(cleanPrice(text), text).toBeNull();
    }
  });

  it("agrees with the build's check on any text shaped like a price", () => {
    const priceLike = fc
      .tuple(
        digits(1, 3),
        fc.array(digits(1, 4), { maxLength: 3 }),
        fc.constantFrom(".", " ", "\u00A0", ""),
        fc.constantFrom(" kr", "kr", "", ":-", " KR."),
      )
      .map(([head, groups, separator, suffix]) => [head, ...groups].join(separator) + suffix);
    fc.assert(
      fc.property(fc.oneof(priceLike, fc.string()), (text) => {
        const saved = cleanPrice(text);
        expect(price.test(text), text).toBe(saved !== null);
        // What the field takes, the build takes once it is saved; what the build takes, the field.
        if (saved !== null) expect(priceInKronor(saved), text).not.toBeNull();
        if (priceInKronor(text) !== null) expect(saved, text).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
