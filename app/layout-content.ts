// What the header and footer show on every page, gathered from content/. Links to pages go
// through React Router's href(), which type-checks each path against app/routes.ts.

import { textPageLinks } from "virtual:content/page-links";
import { services } from "virtual:content/services";
import { site } from "virtual:content/site";
import { href } from "react-router";
import type { FooterFacts } from "~/components/site-footer";
import type { NavItem } from "~/components/site-header";
import { formatServiceArea } from "~/lib/format";

export const headerNav: readonly NavItem[] = [
  { label: "Portfolio", to: href("/portfolio") },
  { label: "Priser", to: "/#paket", isWideOnly: true },
  { label: "Kontakt", to: "/#contact" },
];

export const footerFacts: FooterFacts = {
  name: site.name,
  tagline: site.tagline,
  companyName: site.companyName,
  organisationNumber: site.organisationNumber,
  email: site.email,
  phone: site.phone,
  phoneHours: site.phoneHours,
  serviceArea: formatServiceArea(site.serviceArea),
  social: [
    { label: "Facebook", href: site.social.facebook },
    { label: "Instagram", href: site.social.instagram },
    { label: "TikTok", href: site.social.tiktok },
  ],
  // A service without portfolio examples is plain text: a link that goes nowhere helps nobody.
  services: services.map((service) => ({
    name: service.name,
    href: service.portfolio ? `${href("/portfolio")}#${service.portfolio}` : undefined,
  })),
  // Every text page (content/pages/), by its title.
  textPages: textPageLinks,
};
