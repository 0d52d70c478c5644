// Swedish formatting of content values, so pages never spell the same fact two ways.

import type { Hours, Phone, PhoneHours } from "~schema";

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

/** A URL fragment for a heading: "Avbokning & ombokning" -> "avbokning-ombokning". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** "+46701740650" for "070-174 06 50": the form tel: links and search engines read. */
export function internationalPhone(phone: Phone): string {
  return `+46${phone.replace(/\D/g, "").replace(/^0/, "")}`;
}

/** "tel:+46701740650": the link that calls the number. */
export function telHref(phone: Phone): string {
  return `tel:${internationalPhone(phone)}`;
}

/** A package dearer than this is a slip of the keyboard, not a price to publish as an Offer. */
const maxPriceKronor = 100_000;
export const maxPriceText = "100.000 kr";

/**
 * 2500 for "2.500 kr", the price format of content/packages.yaml; null for any other text, and
 * for 0 kr or a price above 100.000 kr, which search engines would show as the package's price.
 */
export function priceInKronor(price: string): number | null {
  if (!/^[1-9]\d{0,2}(\.\d{3})* kr$/.test(price)) return null;
  const kronor = Number(price.replace(/\D/g, ""));
  return kronor <= maxPriceKronor ? kronor : null;
}

/**
 * A price as the owner may type it, 1 kr to 100.000 kr: the digits grouped by a dot, a space
 * (also a no-break space, as Word writes it) or not at all, then kr, :- or nothing. The editor's
 * price field takes exactly what this matches and saves it as the site writes it (cleanPrice).
 */
export const typedPricePattern =
  "^\\s*(?:[1-9]\\d{0,2}|[1-9]\\d?[ .\\u00A0\\u202F]?\\d{3}|100[ .\\u00A0\\u202F]?000)\\s*(?:[kK][rR]\\.?|:-)?\\s*$";
const typedPrice = new RegExp(typedPricePattern);

/** "4.900 kr" for "4 900 kr", "4900" or "4.900:-"; null for what is no price from 1 kr to 100.000 kr. */
export function cleanPrice(typed: string): string | null {
  if (!typedPrice.test(typed)) return null;
  const kronor = typed.replace(/\D/g, "");
  return `${kronor.replace(/\B(?=(\d{3})+$)/, ".")} kr`;
}
