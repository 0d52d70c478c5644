import { describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { priceInKronor } from "#model/price.ts";
import { resolvePhotoRights } from "./site-url.ts";
import {
  collectionPageLd,
  imageObjectLd,
  organizationLd,
  webPageLd,
  webSiteLd,
} from "./structured-data.ts";

const { packages, site } = contentOf();

type Node = Record<string, unknown>;
/** The JSON-LD as search engines read it: serialised, then parsed. */
const json = (ld: unknown) => JSON.parse(JSON.stringify(ld)) as Node;
const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * Google's required properties for image metadata: contentUrl, and at least one of creator,
 * creditText, copyrightNotice or license; the Licensable badge needs license, and recommends
 * acquireLicensePage (developers.google.com/search/docs/appearance/structured-data/
 * image-license-metadata). A creator is a Person or Organization with a name.
 */
function googleImageProblems(image: Node): string[] {
  const problems: string[] = [];
  if (image["@type"] !== "ImageObject") problems.push("@type");
  if (!isSet(image.contentUrl)) problems.push("contentUrl");
  if (!["creator", "creditText", "copyrightNotice", "license"].some((key) => isSet(image[key]))) {
    problems.push("one of creator, creditText, copyrightNotice, license");
  }
  const creator = image.creator as Node | undefined;
  if (
    creator &&
    (!["Person", "Organization"].includes(String(creator["@type"])) || !creator.name)
  ) {
    problems.push("creator as Person or Organization with a name");
  }
  for (const key of ["license", "acquireLicensePage"]) {
    if (!String(image[key] ?? "").startsWith("https://")) problems.push(`${key} as a URL`);
  }
  return problems;
}

/**
 * Google's required properties of an Offer (product snippets): price, as a number or in
 * priceSpecification, and priceCurrency as an ISO 4217 code.
 */
function googleOfferProblems(offer: Node): string[] {
  const problems: string[] = [];
  const spec = (offer.priceSpecification ?? {}) as Node;
  const price = offer.price ?? spec.price;
  if (typeof price !== "number" || !(price > 0)) problems.push("price as a positive number");
  if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency ?? spec.priceCurrency))) {
    problems.push("priceCurrency");
  }
  return problems;
}

// As the site publishes them: absolute on its address.
const rights = resolvePhotoRights("https://foto.se", site.photoRights);

const business = {
  name: "Foto AB",
  url: "https://foto.se",
  description: "Fastighetsfoto.",
  email: "hej@foto.se",
  telephone: "+46701740650",
  areaServed: ["Stockholm", "Mälardalen"],
  sameAs: ["https://www.instagram.com/foto"],
  address: { locality: "Stockholm", region: "Stockholms län" },
};

describe("structured data", () => {
  it("describes the business as a professional service with its contact details", () => {
    const ld = organizationLd(business);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": "https://foto.se/#business",
      telephone: "+46701740650",
      email: "hej@foto.se",
      sameAs: ["https://www.instagram.com/foto"],
      areaServed: [
        { "@type": "AdministrativeArea", name: "Stockholm" },
        { "@type": "AdministrativeArea", name: "Mälardalen" },
      ],
    });
    expect(ld).not.toHaveProperty("aggregateRating");
  });

  it("gives the business the address Google requires, without a street it does not receive customers at", () => {
    expect(json(organizationLd(business)).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Stockholm",
      addressRegion: "Stockholms län",
      addressCountry: "SE",
    });
    const withStreet = {
      ...business,
      address: { ...business.address, street: "Storgatan 1", postalCode: "111 22" },
    };
    expect(json(organizationLd(withStreet)).address).toMatchObject({
      streetAddress: "Storgatan 1",
      postalCode: "111 22",
    });
  });

  it("links pages to the website and the website to the business", () => {
    expect(webSiteLd(business)).toMatchObject({
      "@type": "WebSite",
      "@id": "https://foto.se/#website",
      publisher: { "@id": "https://foto.se/#business" },
    });
    const page = webPageLd({
      url: "https://foto.se/x",
      name: "X",
      description: "D",
      siteUrl: "https://foto.se",
    });
    expect(page).toMatchObject({
      "@type": "WebPage",
      isPartOf: { "@id": "https://foto.se/#website" },
    });
  });

  it("lists a collection page's images, each with the photographer's rights", () => {
    const ld = collectionPageLd({
      url: "https://foto.se/portfolio",
      name: "Portfolio",
      description: "Bilder.",
      siteUrl: "https://foto.se",
      images: [
        { url: "https://foto.se/a.jpg", name: "Bild 1" },
        { url: "https://foto.se/b.jpg", name: "Bild 2" },
      ],
      rights,
    });
    const images = json(ld).hasPart as Node[];
    expect(images).toHaveLength(2);
    expect(images[1]).toEqual({
      "@type": "ImageObject",
      contentUrl: "https://foto.se/b.jpg",
      name: "Bild 2",
      creator: { "@type": "Person", name: rights.creator },
      copyrightNotice: rights.copyrightNotice,
      creditText: rights.creditText,
      license: rights.licenseUrl,
      acquireLicensePage: rights.acquireLicensePage,
    });
    for (const image of images) expect(googleImageProblems(image)).toEqual([]);
  });

  it("finds what Google requires of an image missing in an image without it", () => {
    const image = json(imageObjectLd({ url: "https://foto.se/a.jpg", name: "A" }, rights));
    const { contentUrl, creator, copyrightNotice, creditText, license, ...bare } = image;
    expect(googleImageProblems(bare)).toEqual([
      "contentUrl",
      "one of creator, creditText, copyrightNotice, license",
      "license as a URL",
    ]);
    expect(googleImageProblems({ ...image, creator: { "@type": "Person" } })).toEqual([
      "creator as Person or Organization with a name",
    ]);
  });

  it("offers every package at its price in SEK, VAT included", () => {
    const offers = packages.map((item) => ({
      name: item.title,
      description: item.description,
      priceSek: priceInKronor(item.price) ?? 0,
    }));
    const made = json(organizationLd({ ...business, offers })).makesOffer as Node[];
    expect(made.map((offer) => offer.name)).toEqual(packages.map((item) => item.title));
    made.forEach((offer, index) => {
      const item = packages[index];
      const spec = offer.priceSpecification as Node;
      expect(offer).toMatchObject({
        "@type": "Offer",
        price: Number(item?.price.replace(/\D/g, "")),
        priceCurrency: "SEK",
        itemOffered: { "@type": "Service", name: item?.title, description: item?.description },
      });
      expect(spec).toMatchObject({ priceCurrency: "SEK", valueAddedTaxIncluded: true });
      expect(googleOfferProblems(offer)).toEqual([]);
    });
  });

  it("finds an offer without a price or currency wanting", () => {
    const [offer] = json(
      organizationLd({ ...business, offers: [{ name: "X", description: "Y", priceSek: 100 }] }),
    ).makesOffer as Node[];
    const { price, priceCurrency, priceSpecification, ...bare } = offer ?? {};
    expect(googleOfferProblems(bare)).toEqual(["price as a positive number", "priceCurrency"]);
  });

  it("makes no offers when there are no packages", () => {
    expect(organizationLd(business)).not.toHaveProperty("makesOffer");
  });

  it("serialises to JSON that parses back to the same object", () => {
    const ld = organizationLd(business);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
