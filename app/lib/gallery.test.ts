import { describe, expect, it } from "vitest";
import { fileName, photoAltText, sortByFileName } from "./gallery.ts";

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

describe("sortByFileName", () => {
  it("orders by file name, numbers by value", () => {
    expect(sortByFileName(["/p/b/10.jpg", "/p/b/2.jpg", "/p/b/01.jpg"])).toEqual([
      "/p/b/01.jpg",
      "/p/b/2.jpg",
      "/p/b/10.jpg",
    ]);
    expect(fileName("/content/portfolio/bostad/03.jpg")).toBe("03.jpg");
  });
});
