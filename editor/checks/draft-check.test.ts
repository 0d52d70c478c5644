import { describe, expect, it } from "vitest";
import { documentsOf } from "#model/load.ts";
import { checkDraft } from "./draft-check.ts";

const saved = documentsOf();
const packages = saved["packages.yaml"] as { packages: { price: string; features: string[] }[] };

describe("checkDraft", () => {
  it("gives the draft as the build reads it, its facts filled in", () => {
    const draft = structuredClone(packages);
    draft.packages[0]?.features.push("Leverans inom {leveranstid} timmar");
    const terms = saved["terms.yaml"] as { deliveryHours: number };
    const checked = checkDraft({
      "site.yaml": saved["site.yaml"],
      "terms.yaml": saved["terms.yaml"],
      "packages.yaml": draft,
    });
    expect(checked.ok).toBe(true);
    const data = checked.ok ? (checked.data["packages.yaml"] as typeof packages) : packages;
    expect(data.packages[0]?.features.at(-1)).toBe(`Leverans inom ${terms.deliveryHours} timmar`);
  });

  it("names a price typed half-way in the build's Swedish, by file and field", () => {
    const draft = structuredClone(packages);
    if (draft.packages[1]) draft.packages[1].price = "3.50";
    const checked = checkDraft({
      "site.yaml": saved["site.yaml"],
      "terms.yaml": saved["terms.yaml"],
      "packages.yaml": draft,
    });
    expect(checked).toEqual({
      ok: false,
      errors: [
        {
          file: "content/packages.yaml",
          path: "packages[1].price",
          words: "ska vara ett pris från 1 kr till 100.000 kr, skrivet som 2.500 kr",
        },
      ],
    });
  });

  it("names a placeholder that is no fact", () => {
    const draft = structuredClone(packages);
    draft.packages[0]?.features.push("Inom {leveranstiden} timmar");
    const checked = checkDraft({
      "site.yaml": saved["site.yaml"],
      "terms.yaml": saved["terms.yaml"],
      "packages.yaml": draft,
    });
    expect(checked.ok ? [] : checked.errors).toEqual([
      {
        file: "content/packages.yaml",
        path: expect.stringMatching(/^packages\[0\]\.features\[\d+\]$/),
        words: expect.stringMatching(/^\{leveranstiden\} finns inte/),
      },
    ]);
  });

  it("checks a portfolio section's draft by the section schema", () => {
    const checked = checkDraft({
      "portfolio/kok/avsnitt.yaml": {
        key: "kok",
        title: "Kök",
        fit: "cover",
        photos: [{ file: "01.jpg", before: "02.jpg" }],
      },
    });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.errors).toEqual([
      expect.objectContaining({
        file: "content/portfolio/kok/avsnitt.yaml",
        path: "photos[0].before",
      }),
    ]);
  });
});
