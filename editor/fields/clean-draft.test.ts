import { describe, expect, it } from "vitest";
import { cleanDraft, cleanText } from "./clean-draft.ts";

describe("cleanText", () => {
  it("turns a line break from Word or the text box into a space", () => {
    expect(cleanText("description", "Bilder för\vannonsen")).toBe("Bilder för annonsen");
    expect(cleanText("description", "Rad ett \r\n rad två\u2028tre")).toBe("Rad ett rad två tre");
  });

  it("saves a typed price as the site writes it, and leaves another text's digits alone", () => {
    expect(cleanText("price", "4 900 kr")).toBe("4.900 kr");
    expect(cleanText("price", "gratis")).toBe("gratis");
    expect(cleanText("title", "4 900 kr")).toBe("4 900 kr");
  });
});

describe("cleanDraft", () => {
  it("cleans every text of a draft, a list's items as the list's field", () => {
    // A plain array stands for Decap's immutable list: both map with (value, index).
    const tree = (entries: Record<string, unknown>) => ({
      map: (each: (value: unknown, key: unknown) => unknown) =>
        tree(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, each(v, k)]))),
      entries,
    });
    const draft = tree({
      packages: [tree({ price: "2 900", features: ["A\vB", "C"] })],
      views: 3,
    });
    const cleaned = cleanDraft(draft) as ReturnType<typeof tree>;
    const [bas] = cleaned.entries.packages as ReturnType<typeof tree>[];
    expect(bas?.entries).toEqual({ price: "2.900 kr", features: ["A B", "C"] });
    expect(cleaned.entries.views).toBe(3);
  });
});

it("cleans plain data as it cleans a draft", () => {
  expect(cleanDraft({ packages: [{ price: "4900:-", description: "a\u2028b" }] })).toEqual({
    packages: [{ price: "4.900 kr", description: "a b" }],
  });
});
