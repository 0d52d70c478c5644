import type { Service, Site } from "#model/schema.ts";
import type { FooterFacts } from "./components/site-footer";
import { formatServiceArea } from "./lib/format";
import { socialLinks } from "./lib/social-links";

/** What the footer shows, from content/: the site's facts, its services and its text pages. */
export function footerFactsOf(
  site: Site,
  services: readonly Service[],
  textPages: FooterFacts["textPages"],
  portfolioPath: string,
): FooterFacts {
  return {
    name: site.name,
    tagline: site.tagline,
    companyName: site.companyName,
    organisationNumber: site.organisationNumber,
    email: site.email,
    phone: site.phone,
    phoneHours: site.phoneHours,
    serviceArea: formatServiceArea(site.serviceArea),
    social: socialLinks(site.social),
    // A service without portfolio examples is plain text: a link that goes nowhere helps nobody.
    services: services.map((service) => ({
      name: service.name,
      href: service.portfolio ? `${portfolioPath}#${service.portfolio}` : undefined,
    })),
    textPages,
  };
}
