import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentModules } from "../../../content/index.ts";
import { portfolioFolders } from "../../../scripts/photos/check.ts";
import { type ContentModules, contentErrors as errorsWith, formatFieldPath } from "./validate.ts";

const folders = portfolioFolders(join(import.meta.dirname, "../../../content/portfolio"));
const contentErrors = (modules: ContentModules) => errorsWith(modules, folders);

/** The real content with one value replaced, so each test shows exactly one mistake. */
function withChange(change: (modules: ContentModules) => void): ContentModules {
  const copy = structuredClone(contentModules) as unknown as ContentModules;
  change(copy);
  return copy;
}

type Mutable = Record<string, unknown>;
const siteOf = (m: ContentModules) => m["site.ts"].site as Mutable;
const packagesOf = (m: ContentModules) => m["packages.ts"].packages as Mutable[];

describe("contentErrors", () => {
  it("accepts the shipped content", () => {
    expect(contentErrors(contentModules)).toEqual([]);
  });

  it("names an empty package title", () => {
    const modules = withChange((m) => {
      (packagesOf(m)[0] as Mutable).title = "  ";
    });
    expect(contentErrors(modules)).toEqual([
      "content/packages.ts: packages[0].title: får inte vara tom",
    ]);
  });

  it("names a malformed price", () => {
    const modules = withChange((m) => {
      (packagesOf(m)[1] as Mutable).price = "3500:-";
    });
    expect(contentErrors(modules)).toEqual([
      "content/packages.ts: packages[1].price: ska skrivas som 2.500 kr",
    ]);
  });

  it("names a social link that is not https", () => {
    const modules = withChange((m) => {
      (siteOf(m).social as Mutable).instagram = "http://instagram.com/example";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.ts: site.social.instagram: ska vara en webbadress som börjar med https://",
    ]);
  });

  it("names a photo licence page that is a script or plain http", () => {
    for (const [field, value] of [
      ["licenseUrl", "javascript:alert(1)"],
      ["acquireLicensePage", "http://www.example.com/#contact"],
    ] as const) {
      const modules = withChange((m) => {
        (siteOf(m).photoRights as Mutable)[field] = value;
      });
      expect(contentErrors(modules)).toEqual([
        `content/site.ts: site.photoRights.${field}: ska vara en webbadress som börjar med https://`,
      ]);
    }
  });

  it("names a photographer left out of the photo rights", () => {
    const modules = withChange((m) => {
      (siteOf(m).photoRights as Mutable).creator = "";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.ts: site.photoRights.creator: får inte vara tom",
    ]);
  });

  it("names a malformed e-mail address", () => {
    const modules = withChange((m) => {
      siteOf(m).email = "hej(at)example.com";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.ts: site.email: är inte en giltig e-postadress",
    ]);
  });

  it("names a malformed phone number", () => {
    const modules = withChange((m) => {
      (siteOf(m).phone as Mutable).international = "0701740650";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.ts: site.phone.international: ska skrivas som +46701234567",
    ]);
  });

  it("names a missing required field", () => {
    const modules = withChange((m) => {
      delete siteOf(m).companyName;
    });
    expect(contentErrors(modules)).toEqual(["content/site.ts: site.companyName: saknas"]);
  });

  it("names a text page paragraph left empty", () => {
    const modules = withChange((m) => {
      const page = m["pages/booking-terms.ts"].bookingTerms as {
        sections: { blocks: unknown[] }[];
      };
      (page.sections[1] as { blocks: unknown[] }).blocks[0] = "";
    });
    expect(contentErrors(modules)).toEqual([
      "content/pages/booking-terms.ts: bookingTerms.sections[1].blocks[0]: får inte vara tom",
    ]);
  });

  it("names opening hours that close before they open", () => {
    const modules = withChange((m) => {
      (siteOf(m).phoneHours as { weekends: Mutable }).weekends.closes = 9;
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.ts: site.phoneHours.weekends: opens ska vara före closes",
    ]);
  });
});

describe("formatFieldPath", () => {
  it("writes indexes in brackets and keys with dots", () => {
    expect(formatFieldPath(["packages", 1, "features", 0])).toBe(".packages[1].features[0]");
  });
});
