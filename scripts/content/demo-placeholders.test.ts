// "Before publishing": the demo's facts still in content/ are listed by every build and stop a
// build meant for publishing; the owner's own facts pass.
import { describe, expect, it } from "vitest";
import type { ContentDocuments } from "#model/files.ts";
import { contentOf, documentsOf } from "#model/load.ts";
import {
  isPublishingBuild,
  placeholderReport,
  placeholderWarnings,
  strings,
} from "./demo-placeholders.ts";

const shipped = documentsOf();
const { site } = contentOf();

/** The shipped data files with the owner's own facts in content/site.yaml. */
function withOwnersSite(change: (site: Record<string, unknown>) => void = () => {}) {
  const documents = structuredClone(shipped);
  const own = documents["site.yaml"] as Record<string, unknown>;
  Object.assign(own, {
    name: "Åsa Foto",
    companyName: "Åsa Foto AB",
    organisationNumber: "556677-8899",
    url: "https://www.asafoto.se",
    email: "hej@asafoto.se",
    phone: "070-123 45 67",
    social: {
      facebook: "https://www.facebook.com/asafoto",
      instagram: "https://www.instagram.com/asafoto",
      tiktok: "https://www.tiktok.com/@asafoto",
    },
    reviews: { ...site.reviews, widgetUrl: "https://omdomen.se/w/asa", provider: "Omdömen AB" },
    photoRights: {
      ...site.photoRights,
      creator: "Åsa Berg",
      copyrightNotice: "© 2026 Åsa Foto AB",
      creditText: "Foto: Åsa Foto",
    },
  });
  change(own);
  return documents;
}

const sitePlaceholders = (documents: ContentDocuments) =>
  placeholderWarnings(documents, []).filter((line) => line.startsWith("content/site.yaml"));

describe("the demo's placeholders", () => {
  it("names every demo fact in content/site.yaml by its field", () => {
    // Those an owner may have left out are named while they are there.
    const optional = [
      ...(site.social.instagram
        ? [
            "content/site.yaml: social.instagram: en exempelprofil; byt till din egen eller töm fältet",
          ]
        : []),
      ...(site.organisationNumber
        ? ["content/site.yaml: organisationNumber: organisationsnumret 000000-0000"]
        : []),
      ...(site.reviews.widgetUrl
        ? ["content/site.yaml: reviews.widgetUrl: en exempeladress på example.com"]
        : []),
    ];
    expect(sitePlaceholders(shipped)).toEqual(
      expect.arrayContaining([
        "content/site.yaml: name: demons namn Exempel Foto …",
        "content/site.yaml: url: en exempeladress på example.com",
        "content/site.yaml: email: en exempeladress på example.com",
        "content/site.yaml: phone: ett påhittat nummer ur serien 070-174 06 05 till 070-174 06 99",
        "content/site.yaml: photoRights.creator: demons namn Exempel Foto …, märkt platshållare",
        ...optional,
      ]),
    );
  });

  it("names a demo fact where it is written, not in the texts that take it as {namn}", () => {
    const lines = placeholderWarnings(shipped, []);
    expect(lines).toContain("content/site.yaml: name: demons namn Exempel Foto …");
    expect(lines.filter((line) => line.startsWith("content/pages/"))).toEqual([]);
  });

  it("leaves the owner's own facts alone", () => {
    expect(sitePlaceholders(withOwnersSite())).toEqual([]);
  });

  it("knows the fictitious series from its edges", () => {
    const phoneWarning = (phone: string) =>
      sitePlaceholders(
        withOwnersSite((own) => {
          own.phone = phone;
        }),
      );
    for (const fictitious of ["070-174 06 05", "070-174 06 99", "070-1740650"]) {
      expect(phoneWarning(fictitious), fictitious).toHaveLength(1);
    }
    for (const real of ["070-174 06 04", "070-174 07 00", "08-174 06 50"]) {
      expect(phoneWarning(real), real).toEqual([]);
    }
  });

  it("lists the demo photos by folder", () => {
    expect(
      placeholderWarnings(withOwnersSite(), [
        "content/images/hero.jpg",
        "content/portfolio/bostad/01.jpg",
        "content/portfolio/bostad/02.jpg",
      ]).slice(-2),
    ).toEqual([
      "content/images/: 1 exempelbild (märkta Exempelbild): hero.jpg",
      "content/portfolio/bostad/: 2 exempelbilder (märkta Exempelbild): 01.jpg, 02.jpg",
    ]);
  });
});

describe("a build meant for publishing", () => {
  it("is asked for with --publicera, or is the host's production build", () => {
    expect(isPublishingBuild(["--publicera"], {})).toBe(true);
    expect(isPublishingBuild([], { NETLIFY: "true", CONTEXT: "production" })).toBe(true);
    expect(isPublishingBuild([], { CF_PAGES: "1" })).toBe(true);
    // npm test, the bench and a Netlify deploy preview build the demo as it is.
    expect(isPublishingBuild([], {})).toBe(false);
    expect(isPublishingBuild([], { NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(false);
  });

  it("stops on the placeholders, where any other build lists them and goes on", () => {
    const warnings = placeholderWarnings(shipped, ["content/images/hero.jpg"]);
    const publishing = placeholderReport(warnings, true);
    expect(publishing.stop).toBe(true);
    expect(publishing.lines[0]).toBe(
      `Före publicering: ${warnings.length} av demons platshållare finns kvar:`,
    );
    expect(publishing.lines).toEqual(expect.arrayContaining(warnings.map((line) => `  ${line}`)));
    expect(publishing.lines.at(-1)).toMatch(/^Bygget är till för publicering och stoppas här\./);
    const other = placeholderReport(warnings, false);
    expect(other.stop).toBe(false);
    expect(other.lines.at(-1)).toMatch(/^Bygget fortsätter.*npm run build -- --publicera/);
    expect(placeholderReport([], true)).toEqual({ lines: [], stop: false });
  });
});

describe("strings", () => {
  it("gives each text with its path, a list's items by their index", () => {
    expect(
      strings({ features: ["Ett", { title: "Två" }], hours: 24, street: null, open: true }),
    ).toEqual([
      [["features", 0], "Ett"],
      [["features", 1, "title"], "Två"],
    ]);
  });
});

describe("the placeholders in data without any", () => {
  it("give no line", () => {
    const documents = withOwnersSite();
    const own: ContentDocuments = {
      "site.yaml": documents["site.yaml"],
      "terms.yaml": { deliveryHours: 24 },
      "services.yaml": { services: [{ title: "Bostadsfoto" }] },
      "packages.yaml": {},
      "home.yaml": {},
      "emails.yaml": {},
      "portfolio.yaml": {},
    };
    expect(placeholderWarnings(own, [])).toEqual([]);
  });
});

describe("a placeholder in a list", () => {
  it("is named by its index", () => {
    const documents = withOwnersSite((own) => {
      own.serviceArea = { regions: ["Stockholm", "Exempel Foto-staden"] };
    });
    expect(sitePlaceholders(documents)).toEqual([
      "content/site.yaml: serviceArea.regions[1]: demons namn Exempel Foto …",
    ]);
  });
});

describe("a production build", () => {
  it("is one meant for publishing only on Netlify", () => {
    expect(isPublishingBuild([], { CONTEXT: "production" })).toBe(false);
  });
});

describe("the report of the placeholders left", () => {
  it("sets the list apart by an empty line before and after", () => {
    const { lines } = placeholderReport(
      ["content/site.yaml: name: demons namn Exempel Foto …"],
      false,
    );
    expect(lines.slice(0, 4)).toEqual([
      "Före publicering: 1 av demons platshållare finns kvar:",
      "",
      "  content/site.yaml: name: demons namn Exempel Foto …",
      "",
    ]);
  });
});
