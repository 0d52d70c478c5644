// A package's price: how content/ writes it ("4.900 kr"), how the owner may type it in the editor
// ("4 900", "4900:-"), and the bridge between them. The build's check, the editor's field and the
// structured data all read these.

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
