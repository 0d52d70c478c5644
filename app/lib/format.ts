// Swedish formatting of content values, so pages never spell the same fact two ways.

import type { Hours, Phone, PhoneHours } from "#model/schema.ts";

/** "8–18" (en dash, as Swedish typography writes ranges). */
export function formatHourRange(hours: Hours): string {
  return `${hours.opens}–${hours.closes}`;
}

/** "vardagar 8–18, helger 10–16" */
export function formatPhoneHours(hours: PhoneHours): string {
  return `vardagar ${formatHourRange(hours.weekdays)}, helger ${formatHourRange(hours.weekends)}`;
}

/** "Stockholm och Mälardalen", "Stockholm, Uppsala och Mälardalen" */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} och ${items.at(-1)}`;
}

/** "Stockholm och Mälardalen. Andra orter enligt överenskommelse." */
export function formatServiceArea(area: { regions: readonly string[]; note: string }): string {
  return `${formatList(area.regions)}. ${area.note}`;
}

const swedishMonths = [
  "januari",
  "februari",
  "mars",
  "april",
  "maj",
  "juni",
  "juli",
  "augusti",
  "september",
  "oktober",
  "november",
  "december",
];

/**
 * "23 november 2026" for "2026-11-23", as Intl's Swedish long date writes it (format.test.ts
 * compares the two). Not Intl itself: a page's first Intl.DateTimeFormat loads the browser's
 * locale data, 35–70 ms of one task on the bench machine before any slowdown (decision 015).
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${swedishMonths[(month ?? 1) - 1]} ${year}`;
}

/** "+46701740650" for "070-174 06 50": the form tel: links and search engines read. */
export function internationalPhone(phone: Phone): string {
  return `+46${phone.replace(/\D/g, "").replace(/^0/, "")}`;
}

/** "tel:+46701740650": the link that calls the number. */
export function telHref(phone: Phone): string {
  return `tel:${internationalPhone(phone)}`;
}
