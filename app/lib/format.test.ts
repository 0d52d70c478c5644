import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatHourRange,
  formatList,
  formatPhoneHours,
  formatServiceArea,
  internationalPhone,
  telHref,
} from "./format.ts";

describe("format", () => {
  it("writes hour ranges with an en dash", () => {
    expect(formatHourRange({ opens: 8, closes: 18 })).toBe("8–18");
    expect(
      formatPhoneHours({ weekdays: { opens: 8, closes: 18 }, weekends: { opens: 10, closes: 16 } }),
    ).toBe("vardagar 8–18, helger 10–16");
  });

  it("writes a Swedish phone number in international form", () => {
    expect(internationalPhone("070-174 06 50")).toBe("+46701740650");
    expect(internationalPhone("08-123 456 78")).toBe("+46812345678");
  });

  it("joins lists the Swedish way", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["Stockholm"])).toBe("Stockholm");
    expect(formatServiceArea({ regions: ["Stockholm", "Mälardalen"], note: "Andra orter." })).toBe(
      "Stockholm och Mälardalen. Andra orter.",
    );
    expect(formatList(["Stockholm", "Mälardalen"])).toBe("Stockholm och Mälardalen");
    expect(formatList(["Stockholm", "Uppsala", "Mälardalen"])).toBe(
      "Stockholm, Uppsala och Mälardalen",
    );
  });

  it("writes dates in Swedish", () => {
    expect(formatDate("2026-11-23")).toBe("23 november 2026");
    expect(formatDate("2027-03-01")).toBe("1 mars 2027");
  });

  it("writes any date as Intl's Swedish long date does", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", { dateStyle: "long", timeZone: "UTC" });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1900-01-01T00:00:00Z"),
          max: new Date("2999-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          const isoDate = instant.toISOString().slice(0, 10);
          expect(formatDate(isoDate)).toBe(intl.format(new Date(`${isoDate}T00:00:00Z`)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("links a phone number as people read it to the number a phone calls", () => {
    expect(telHref("070-174 06 50")).toBe("tel:+46701740650");
    expect(telHref("08-123 456")).toBe("tel:+468123456");
  });
});
