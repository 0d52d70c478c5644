import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneStatus, phoneStatusText, stockholmTime } from "./phone-hours.ts";

const hours = { weekdays: { opens: 8, closes: 18 }, weekends: { opens: 10, closes: 16 } };
const textAt = (iso: string) => phoneStatusText(phoneStatus(new Date(iso), hours));

// Winter (CET) is UTC+1, summer (CEST) UTC+2: each instant below is written in UTC.
describe("phone status in Stockholm", () => {
  it("opens and closes on weekdays", () => {
    expect(textAt("2026-12-07T06:59:00Z")).toBe("Öppnar i dag kl. 08"); // Monday 07:59
    expect(textAt("2026-12-07T07:00:00Z")).toBe("Öppet nu – till kl. 18"); // Monday 08:00
    expect(textAt("2026-12-11T16:59:00Z")).toBe("Öppet nu – till kl. 18"); // Friday 17:59
    expect(textAt("2026-12-11T17:00:00Z")).toBe("Öppnar i morgon kl. 10"); // Friday 18:00
  });

  it("follows weekend hours and hands over to Monday", () => {
    expect(textAt("2026-12-12T08:59:00Z")).toBe("Öppnar i dag kl. 10"); // Saturday 09:59
    expect(textAt("2026-12-12T14:59:00Z")).toBe("Öppet nu – till kl. 16"); // Saturday 15:59
    expect(textAt("2026-12-12T15:00:00Z")).toBe("Öppnar i morgon kl. 10"); // Saturday 16:00
    expect(textAt("2026-12-13T15:30:00Z")).toBe("Öppnar i morgon kl. 08"); // Sunday 16:30
    expect(textAt("2026-12-13T23:30:00Z")).toBe("Öppnar i dag kl. 08"); // Monday 00:30
  });

  it("keeps local hours across the spring change to summer time", () => {
    // Sunday 28 March 2027: clocks go from 02:00 to 03:00 at 01:00 UTC.
    expect(stockholmTime(new Date("2027-03-28T00:59:00Z"))).toEqual({
      weekday: 0,
      hour: 1 + 59 / 60,
    });
    expect(stockholmTime(new Date("2027-03-28T01:00:00Z"))).toEqual({ weekday: 0, hour: 3 });
    expect(textAt("2027-03-29T06:00:00Z")).toBe("Öppet nu – till kl. 18"); // Monday 08:00 CEST
    expect(textAt("2027-03-29T05:59:00Z")).toBe("Öppnar i dag kl. 08"); // Monday 07:59 CEST
  });

  it("keeps local hours across the autumn change to winter time", () => {
    // Sunday 31 October 2027: clocks go from 03:00 back to 02:00 at 01:00 UTC.
    expect(textAt("2027-10-31T14:59:00Z")).toBe("Öppet nu – till kl. 16"); // Sunday 15:59 CET
    expect(textAt("2027-11-01T06:00:00Z")).toBe("Öppnar i dag kl. 08"); // Monday 07:00 CET
    expect(textAt("2027-11-01T07:00:00Z")).toBe("Öppet nu – till kl. 18"); // Monday 08:00 CET
  });
});

describe("Stockholm's clock, written as the EU's summer-time rule", () => {
  // The platform's time-zone data, which the browser would load for this (phone-hours.ts says why
  // it does not), as the reference.
  const clock = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Stockholm",
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const fromTimeZoneData = (instant: Date) => {
    const parts = Object.fromEntries(
      clock.formatToParts(instant).map((part) => [part.type, part.value]),
    );
    return {
      weekday: weekdays.indexOf(parts.weekday ?? ""),
      hour: Number(parts.hour) + Number(parts.minute) / 60,
    };
  };

  it("agrees with the time-zone data at any instant from 1997 to 2037", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1997-01-01T00:00:00Z"),
          max: new Date("2037-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(stockholmTime(instant)).toEqual(fromTimeZoneData(instant));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("agrees with it in the minutes around every change of the clocks", () => {
    for (let year = 1997; year <= 2037; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const minutes of [-61, -60, -1, 0, 1, 59, 60]) {
          const instant = new Date(change + minutes * 60_000);
          expect(stockholmTime(instant), instant.toISOString()).toEqual(fromTimeZoneData(instant));
        }
      }
    }
  });
});
