import { describe, expect, it } from "vitest";
import { phonePattern } from "./phone.ts";

const isSwedishPhone = (text: string) => new RegExp(phonePattern).test(text);

describe("phonePattern", () => {
  it("takes a number as people read it: area code, dash, groups of digits, 8 to 10 digits", () => {
    for (const phone of ["070-123 45 67", "08-123 456 78", "08-123 456", "0771-12 34 56"]) {
      expect(isSwedishPhone(phone), phone).toBe(true);
    }
    for (const phone of [
      "0701234567",
      "070 123 45 67",
      "70-123 45 67",
      "08-12 34",
      "070-123 45 67 89 0",
      "070-123  45",
    ]) {
      expect(isSwedishPhone(phone), phone).toBe(false);
    }
  });
});
