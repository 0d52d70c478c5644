// JSON-LD for search engines, typed with schema-dts so the shapes follow schema.org.
import type {
  CollectionPage,
  ImageObject,
  Offer,
  PostalAddress,
  ProfessionalService,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import type { PhotoRights, Site } from "#model/schema.ts";

/** One package as the business sells it: whole kronor, VAT included. */
type PackageOffer = { name: string; description: string; priceSek: number };

/** Where the business is (content/site.yaml, address); without a street when customers are not received there. */
type BusinessAddress = Site["address"];

export type BusinessFacts = {
  name: string;
  address: BusinessAddress;
  url: string;
  description: string;
  email: string;
  telephone: string;
  areaServed: readonly string[];
  sameAs: readonly string[];
  image?: string;
  offers?: readonly PackageOffer[];
};

type PageFacts = { url: string; name: string; description: string; siteUrl: string };

const websiteId = (siteUrl: string) => `${siteUrl}/#website`;
const businessId = (siteUrl: string) => `${siteUrl}/#business`;

export function webSiteLd(site: { name: string; url: string }): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": websiteId(site.url),
    name: site.name,
    url: `${site.url}/`,
    inLanguage: "sv-SE",
    publisher: { "@id": businessId(site.url) },
  };
}

/** The business as a ProfessionalService (an Organization that is also a LocalBusiness). */
export function organizationLd(business: BusinessFacts): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(business.url),
    name: business.name,
    url: `${business.url}/`,
    description: business.description,
    email: business.email,
    telephone: business.telephone,
    address: postalAddressLd(business.address),
    areaServed: business.areaServed.map((name) => ({ "@type": "AdministrativeArea", name })),
    ...(business.sameAs.length > 0 ? { sameAs: [...business.sameAs] } : {}),
    ...(business.image ? { image: business.image } : {}),
    ...(business.offers?.length ? { makesOffer: business.offers.map(packageOfferLd) } : {}),
  };
}

/**
 * Google requires a LocalBusiness to have an address; one that serves its customers where they
 * are states its town and region and leaves the street out, as its Business Profile hides it.
 */
function postalAddressLd(address: BusinessAddress): PostalAddress {
  return {
    "@type": "PostalAddress",
    ...(address.street ? { streetAddress: address.street } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressLocality: address.locality,
    addressRegion: address.region,
    addressCountry: "SE",
  };
}

/** A package as an Offer of a Service, its price in SEK with VAT included. */
function packageOfferLd(offer: PackageOffer): Offer {
  return {
    "@type": "Offer",
    name: offer.name,
    description: offer.description,
    price: offer.priceSek,
    priceCurrency: "SEK",
    priceSpecification: {
      "@type": "PriceSpecification",
      price: offer.priceSek,
      priceCurrency: "SEK",
      valueAddedTaxIncluded: true,
    },
    itemOffered: { "@type": "Service", name: offer.name, description: offer.description },
  };
}

/** A published photo with who made it and how to license it, as Google Images reads it. */
export function imageObjectLd(
  image: { url: string; name: string },
  rights: PhotoRights,
): ImageObject {
  return {
    "@type": "ImageObject",
    contentUrl: image.url,
    name: image.name,
    creator: { "@type": "Person", name: rights.creator },
    copyrightNotice: rights.copyrightNotice,
    creditText: rights.creditText,
    license: rights.licenseUrl,
    acquireLicensePage: rights.acquireLicensePage,
  };
}

export function webPageLd(page: PageFacts): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: "sv-SE",
    isPartOf: { "@id": websiteId(page.siteUrl) },
  };
}

export function collectionPageLd(
  page: PageFacts & { images: readonly { url: string; name: string }[]; rights: PhotoRights },
): WithContext<CollectionPage> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: "sv-SE",
    isPartOf: { "@id": websiteId(page.siteUrl) },
    hasPart: page.images.map((image) => imageObjectLd(image, page.rights)),
  };
}
