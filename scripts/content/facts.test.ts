// Each business term is written once, in content/terms.ts: with other numbers there, every text
// that states one follows, and none still says the old number.
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { terms } from "../../content/terms.ts";
import { loadContent } from "./files.ts";

const changed = {
  deliveryHours: 36,
  freeCancellationHours: 12,
  lateCancellationFee: 950,
  invoiceRetentionYears: 9,
} as const;

const termsFile = join(import.meta.dirname, "..", "..", "content", "terms.ts");

/** content/ loaded afresh, as it reads with these numbers in content/terms.ts. */
async function contentWithTerms(values: typeof changed) {
  vi.resetModules();
  vi.doMock(termsFile, () => ({ terms: values }));
  const modules = await loadContent();
  vi.doUnmock(termsFile);
  return modules;
}

describe("the terms in content/terms.ts", () => {
  it("reach every text that states them", async () => {
    const content = await contentWithTerms(changed);
    const { site } = content["site.ts"] as typeof import("../../content/site.ts");
    const { home } = content["home.ts"] as typeof import("../../content/home.ts");
    const { packages } = content["packages.ts"] as typeof import("../../content/packages.ts");
    const booking = JSON.stringify(content["pages/booking-terms.ts"]);
    const privacy = JSON.stringify(content["pages/privacy-policy.ts"]);

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

  it("are stated nowhere else in content/", async () => {
    const { "terms.ts": _terms, ...texts } = await contentWithTerms(changed);
    const everything = JSON.stringify(texts);
    const { deliveryHours, freeCancellationHours, lateCancellationFee, invoiceRetentionYears } =
      terms;
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
