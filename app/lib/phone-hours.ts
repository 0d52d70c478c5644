// Whether the phone line is open now, and when it opens next, in Stockholm's time zone. The
// platform's time-zone data handles daylight saving; no offsets are written here. Every day has
// opening hours, so the line always opens again today or tomorrow.

type Hours = { opens: number; closes: number };
export type PhoneHours = { weekdays: Hours; weekends: Hours };

export type PhoneStatus =
  | { isOpen: true; closesAt: number }
  | { isOpen: false; opensAt: number; opensIn: "today" | "tomorrow" };

const timeZone = "Europe/Stockholm";
const weekdayNumbers: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/** Weekday (0 = Sunday) and hour with fraction, as a clock in Stockholm shows them. */
export function stockholmTime(now: Date): { weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: weekdayNumbers[parts.weekday ?? "Sun"] ?? 0,
    hour: Number(parts.hour) + Number(parts.minute) / 60,
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
