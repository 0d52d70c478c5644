// The texts of the portfolio page. Its sections and their photos are in galleries.ts beside
// this file.
import type { PortfolioPage } from "../../scripts/content/schema.ts";

export const portfolioPage = {
  /** The page's title in search results; the site name is added after it. */
  title: "Portfolio",
  /** The page's description in search results and share cards. */
  description:
    "Bostadsfoto, digitalstyling, företagsfoto, drönarbilder, exteriörer och trycksaker – se exempel på mitt arbete.",
  heading: "Se vad jag kan göra för dig",
  backLabel: "Tillbaka till startsidan",
  /** Read by screen readers for the row of links to the sections. */
  sectionNavLabel: "Avsnitt i portfolion",
} as const satisfies PortfolioPage;
