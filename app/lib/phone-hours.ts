// Whether the phone line is open now, and when it opens next, in Stockholm's time zone. Every day
// has opening hours, so the line always opens again today or tomorrow.

import type { PhoneHours } from "#model/schema.ts";

export type PhoneStatus =
  | { isOpen: true; closesAt: number }
  | { isOpen: false; opensAt: number; opensIn: "today" | "tomorrow" };

const hourMs = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0 = January): when the EU's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * hourMs;
}

/**
 * Weekday (0 = Sunday) and hour with fraction, as a clock in Stockholm shows them: UTC+1, and
 * UTC+2 in summer time, from the last Sunday of March to the last Sunday of October (the EU's
 * rule since 1996). Not Intl.DateTimeFormat: a page's first one loads the browser's locale and
 * time-zone data, 35–70 ms of one task on the bench machine before any slowdown (decision 015).
 * phone-hours.test.ts compares this with Intl's time-zone data, instant by instant.
 */
export function stockholmTime(now: Date): { weekday: number; hour: number } {
  const year = now.getUTCFullYear();
  const isSummerTime =
    now.getTime() >= lastSundayAtOneUtc(year, 2) && now.getTime() < lastSundayAtOneUtc(year, 9);
  const local = new Date(now.getTime() + (isSummerTime ? 2 : 1) * hourMs);
  return {
    weekday: local.getUTCDay(),
    hour: local.getUTCHours() + local.getUTCMinutes() / 60,
  };
}

const hoursOn = (weekday: number, hours: PhoneHours) =>
  weekday === 0 || weekday === 6 ? hours.weekends : hours.weekdays;

export function phoneStatus(now: Date, hours: PhoneHours): PhoneStatus {
  const { weekday, hour } = stockholmTime(now);
  const today = hoursOn(weekday, hours);
  if (hour >= today.opens && hour < today.closes) return { isOpen: true, closesAt: today.closes };
  if (hour < today.opens) return { isOpen: false, opensAt: today.opens, opensIn: "today" };
  const nextDay = (weekday + 1) % 7;
  return { isOpen: false, opensAt: hoursOn(nextDay, hours).opens, opensIn: "tomorrow" };
}

const clock = (hour: number) => `kl. ${String(hour).padStart(2, "0")}`;

/** "Öppet nu – till kl. 18", "Öppnar i dag kl. 08", "Öppnar i morgon kl. 10". */
export function phoneStatusText(status: PhoneStatus): string {
  if (status.isOpen) return `Öppet nu – till ${clock(status.closesAt)}`;
  return `Öppnar ${status.opensIn === "today" ? "i dag" : "i morgon"} ${clock(status.opensAt)}`;
}
