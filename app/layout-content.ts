// What the header and footer show on every page, gathered from content/. Links to pages go
// through React Router's href(), which type-checks each path against app/routes.ts.

import { textPageLinks } from "virtual:content/page-links";
import { services } from "virtual:content/services";
import { site } from "virtual:content/site";
import { href } from "react-router";
import type { FooterFacts } from "#app/components/site-footer.tsx";
import type { NavItem } from "#app/components/site-header.tsx";
import { footerFactsOf } from "./footer-facts";

export const headerNav: readonly NavItem[] = [
  { label: "Portfolio", to: href("/portfolio") },
  { label: "Priser", to: "/#paket", isWideOnly: true },
  { label: "Kontakt", to: "/#contact" },
];

// The footer lists every text page (content/pages/), by its title.
export const footerFacts: FooterFacts = footerFactsOf(
  site,
  services,
  textPageLinks,
  href("/portfolio"),
);
