import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("makes ASCII slugs from Swedish headings", () => {
    expect(slugify("Avbokning & ombokning")).toBe("avbokning-ombokning");
    expect(slugify("Vårt ansvar")).toBe("vart-ansvar");
    expect(slugify("Dina rättigheter")).toBe("dina-rattigheter");
  });
});
