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

it("cleans every text of a draft, a list's items as the list's field", () => {
  const draft = { packages: [{ price: "2 900", features: ["A\vB", "C"] }], views: 3 };
  expect(cleanDraft(draft)).toEqual({
    packages: [{ price: "2.900 kr", features: ["A B", "C"] }],
    views: 3,
  });
});

it("keeps an emptied value and a yes or no as they are, beside the texts it cleans", () => {
  const draft = { note: null, published: false, title: "Kök\noch bad" };
  expect(cleanDraft(draft)).toEqual({ note: null, published: false, title: "Kök och bad" });
});
