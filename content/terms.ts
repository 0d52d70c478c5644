// The business terms, each stated once. Every text that states one of these numbers writes it
// as ${terms.deliveryHours} and so on: the booking terms, the privacy policy, the start page
// (the hero's claim and pitch, the Bas package), the description in search results and share
// cards, and the package enquiry e-mail. Changing a number here changes it everywhere.
import type { Terms } from "../scripts/content/schema.ts";

export const terms = {
  /** Images are delivered within this many hours of the shoot. */
  deliveryHours: 24,
  /** Cancelling or rebooking is free up to this many hours before the shoot. */
  freeCancellationHours: 24,
  /** Fee for a cancellation or no-show with shorter notice, in kronor. */
  lateCancellationFee: 800,
  /** Invoices are kept this many years (bokföringslagen). */
  invoiceRetentionYears: 7,
} as const satisfies Terms;
