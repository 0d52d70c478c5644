import { describe, expect, it } from "vitest";
import { photoAltText } from "./gallery.ts";

describe("photoAltText", () => {
  it("numbers photos after their section", () => {
    expect(photoAltText("Exteriörfoto", 4)).toBe("Exteriörfoto – bild 4");
  });

  it("uses a written alt text when there is one", () => {
    expect(photoAltText("Drönarfotografering", 3, "Dronarfotografering – bild 3")).toBe(
      "Dronarfotografering – bild 3",
    );
    expect(photoAltText("Drönarfotografering", 2, "  ")).toBe("Drönarfotografering – bild 2");
  });
});
