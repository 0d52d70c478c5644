import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanPrice, priceInKronor } from "~/lib/format";
import { portfolioKeyFormat, siteSchema } from "../scripts/content/schema.ts";
import { phonePattern, pricePattern, sectionKeyPattern } from "./fields.ts";

// The editor refuses at the field what the build's check would refuse, once the field's value is
// saved as the site writes it: the same rule, written as the regular expression Decap takes.
const price = new RegExp(pricePattern);
const phone = new RegExp(phonePattern);

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

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

describe("the phone field", () => {
  it("agrees with the build's check of site.yaml's phone", () => {
    const phoneLike = fc
      .tuple(
        digits(1, 4),
        fc.constantFrom("-", " ", ""),
        fc.array(digits(1, 4), { minLength: 1, maxLength: 4 }),
      )
      .map(([area, dash, groups]) => `${area}${dash}${groups.join(" ")}`);
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), (text) => {
        expect(phone.test(text), text).toBe(siteSchema.shape.phone.safeParse(text).success);
      }),
      { numRuns: 2000 },
    );
    expect(phone.test("070-123 45 67")).toBe(true);
    expect(phone.test("0701234567")).toBe(false);
  });
});

it("a section key is written as the build reads it", () => {
  expect(sectionKeyPattern).toBe(portfolioKeyFormat.source);
});
