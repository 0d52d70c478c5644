import { describe, expect, it } from "vitest";
import { collectionPageLd, organizationLd, webPageLd, webSiteLd } from "./structured-data.ts";

const business = {
  name: "Foto AB",
  url: "https://foto.se",
  description: "Fastighetsfoto.",
  email: "hej@foto.se",
  telephone: "+46701740650",
  areaServed: ["Stockholm", "Mälardalen"],
  sameAs: ["https://www.instagram.com/foto"],
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

  it("lists a collection page's images", () => {
    const ld = collectionPageLd({
      url: "https://foto.se/portfolio",
      name: "Portfolio",
      description: "Bilder.",
      siteUrl: "https://foto.se",
      images: [{ url: "https://foto.se/a.avif", name: "Bild 1" }],
    });
    expect(ld.hasPart).toEqual([
      { "@type": "ImageObject", contentUrl: "https://foto.se/a.avif", name: "Bild 1" },
    ]);
  });

  it("serialises to JSON that parses back to the same object", () => {
    const ld = organizationLd(business);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
