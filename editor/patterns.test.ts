import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceInKronor } from "~/lib/format";
import { portfolioKeyFormat, siteSchema } from "../scripts/content/schema.ts";
import { phonePattern, pricePattern, sectionKeyPattern } from "./fields.ts";

// The editor refuses at the field what the build's check would refuse: the same rule, written as
// the regular expression Decap takes.
const price = new RegExp(pricePattern);
const phone = new RegExp(phonePattern);

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

describe("the price field", () => {
  it("takes the prices the build takes, 1 kr to 100.000 kr", () => {
    for (const text of ["1 kr", "999 kr", "2.500 kr", "99.999 kr", "100.000 kr"]) {
      expect(price.test(text), text).toBe(true);
    }
    for (const text of ["0 kr", "2500 kr", "2.500", "2 500 kr", "100.001 kr", "1.000.000 kr"]) {
      expect(price.test(text), text).toBe(false);
    }
  });

  it("agrees with the build's check on any text shaped like a price", () => {
    const priceLike = fc
      .tuple(
        digits(1, 3),
        fc.array(digits(1, 4), { maxLength: 3 }),
        fc.constantFrom(" kr", "kr", ""),
      )
      .map(([head, groups, suffix]) => [head, ...groups].join(".") + suffix);
    fc.assert(
      fc.property(fc.oneof(priceLike, fc.string()), (text) => {
        expect(price.test(text)).toBe(priceInKronor(text) !== null);
      }),
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
