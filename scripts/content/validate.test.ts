import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portfolioFolders } from "../photos/check.ts";
import { type ContentModules, contentFiles, loadContent } from "./files.ts";
import { contentErrors as errorsWith, formatFieldPath } from "./validate.ts";

const contentModules = await loadContent();
const folders = portfolioFolders(join(import.meta.dirname, "../../content/portfolio"));
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
      siteOf(m).phone = "+46701740650";
    });
    expect(contentErrors(modules)).toEqual([
      "content/site.ts: site.phone: ska skrivas som 070-123 45 67",
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

describe("the e-mails", () => {
  type Template = { subject: string; body: string[] };
  const emailsOf = (m: ContentModules) => m["emails.ts"].emails as Record<string, Template>;

  it("name a placeholder the e-mail does not fill in", () => {
    const modules = withChange((m) => {
      (emailsOf(m).packageEnquiry as Template).body[0] = "Hej {namn}!";
      (emailsOf(m).question as Template).subject = "Fråga om {paket}";
    });
    expect(contentErrors(modules)).toEqual([
      "content/emails.ts: emails.packageEnquiry.body[0]: {namn} finns inte; använd {paket}, {pris}, {innehåll} eller {tillval}",
      "content/emails.ts: emails.question.subject: {paket} finns inte: det här mejlet fylls inte i med något",
    ]);
  });

  it("name a list that does not stand alone on its line", () => {
    const modules = withChange((m) => {
      const { body } = emailsOf(m).packageEnquiry as Template;
      body[body.indexOf("{tillval}")] = "Tillval: {tillval}";
    });
    const line = emailsOf(withChange(() => {})).packageEnquiry?.body.indexOf("{tillval}");
    expect(contentErrors(modules)).toEqual([
      `content/emails.ts: emails.packageEnquiry.body[${line}]: {tillval} blir en lista och ska stå ensam på en egen rad i body`,
    ]);
  });
});

describe("the table of content files", () => {
  it("lists every file in content/, so none goes unchecked", () => {
    const files = readdirSync(join(import.meta.dirname, "..", "..", "content"), {
      recursive: true,
      encoding: "utf8",
    }).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    expect(files.sort()).toEqual(Object.keys(contentFiles).sort());
  });

  it("names an export that a file no longer has", () => {
    const modules = withChange((m) => {
      delete (m["packages.ts"] as Mutable).priceNote;
    });
    expect(contentErrors(modules)).toEqual(["content/packages.ts: priceNote: saknas"]);
  });
});

describe("formatFieldPath", () => {
  it("writes indexes in brackets and keys with dots", () => {
    expect(formatFieldPath(["packages", 1, "features", 0])).toBe(".packages[1].features[0]");
  });
});
