// Each business term is written once, in content/terms.yaml: with other numbers there, every
// text that states one follows, and none still says the old number.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentFile } from "./files.ts";
import { lineOf } from "./files.ts";
import { contentOf, documentsOf, portfolioFolders } from "./load.ts";
import { checkContent } from "./validate.ts";

const changed = {
  deliveryHours: 36,
  freeCancellationHours: 12,
  lateCancellationFee: 950,
  invoiceRetentionYears: 9,
} as const;

const folders = portfolioFolders(join(import.meta.dirname, "..", "content", "portfolio"));

/** content/ as it reads with these numbers in content/terms.yaml. */
function contentWithTerms(values: typeof changed) {
  const documents: Record<ContentFile, unknown> = { ...documentsOf(), "terms.yaml": values };
  const checked = checkContent(documents, folders);
  if (!("content" in checked)) throw new Error(checked.errors.map(lineOf).join("\n"));
  return checked.content;
}

describe("the terms in content/terms.yaml", () => {
  it("reach every text that states them", () => {
    const { site, home, packages, textPages } = contentWithTerms(changed);
    const booking = JSON.stringify(textPages.bokningsvillkor);
    const privacy = JSON.stringify(textPages.integritetspolicy);

    expect(site.claims.delivery).toBe("36h");
    expect(site.description).toContain("36 timmar");
    expect(home.hero.pitch).toContain("36 timmar");
    expect(packages.flatMap((item) => item.features)).toContain("Leverans inom 36 timmar");
    expect(booking).toContain("inom 36 timmar");
    expect(booking).toContain("fram till 12 timmar");
    expect(booking).toContain("950 kr");
    expect(booking).toContain("9 år");
    expect(privacy).toContain("9 år");
  });

  it("are stated nowhere else in content/", () => {
    const { terms: _terms, ...texts } = contentWithTerms(changed);
    const everything = JSON.stringify(texts);
    // The numbers as the file holds them, not as the check gives them back: a check that lost
    // one would look for "undefined timmar", found nowhere, and pass.
    const { deliveryHours, freeCancellationHours, lateCancellationFee, invoiceRetentionYears } =
      documentsOf()["terms.yaml"] as Record<keyof typeof changed, number>;
    for (const stale of [
      `${deliveryHours}h`,
      `${deliveryHours} timmar`,
      `${freeCancellationHours} timmar`,
      "ett dygn",
      `${lateCancellationFee} kr`,
      `${invoiceRetentionYears} år`,
    ]) {
      expect(everything).not.toContain(stale);
    }
  });
});

describe("the business's names in content/site.yaml", () => {
  it("reach the text pages that name them", () => {
    const { textPages } = contentOf();
    // The names as content/site.yaml holds them, not as the check gives them back: a name the
    // check lost would be "", which every text contains.
    const site = documentsOf()["site.yaml"] as {
      name: string;
      companyName: string;
      reviews: { provider?: string | null };
      photoRights: { creditText: string };
    };
    const { bokningsvillkor: bookingTerms, integritetspolicy: privacyPolicy } = textPages;
    if (!bookingTerms || !privacyPolicy) throw new Error("content/pages/ saknar en av sidorna");
    expect(bookingTerms.description).toContain(site.name);
    expect(privacyPolicy.description).toContain(site.name);
    expect(JSON.stringify(privacyPolicy.intro)).toContain(site.companyName);
    // The reviews service is one a business may not have; its paragraph goes with it.
    if (site.reviews.provider) {
      expect(JSON.stringify(privacyPolicy.sections)).toContain(site.reviews.provider);
    }
    expect(JSON.stringify(bookingTerms.sections)).toContain(`”${site.photoRights.creditText}”`);
  });
});
