import { describe, expect, it } from "vitest";
import { compareFileNames, fileName, photoAltText, sortByFileName } from "./gallery.ts";

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

describe("compareFileNames", () => {
  const sorted = (names: string[]) => [...names].sort(compareFileNames);

  it("orders numbers by value, before letters", () => {
    expect(sorted(["bild 10.jpg", "bild 9.jpg", "bild 1.jpg", "a.jpg", "007.jpg"])).toEqual([
      "007.jpg",
      "a.jpg",
      "bild 1.jpg",
      "bild 9.jpg",
      "bild 10.jpg",
    ]);
  });

  it("puts å, ä and ö after z, in the Swedish order", () => {
    expect(sorted(["ö.jpg", "ä.jpg", "z.jpg", "å.jpg", "a.jpg", "zz.jpg"])).toEqual([
      "a.jpg",
      "z.jpg",
      "zz.jpg",
      "å.jpg",
      "ä.jpg",
      "ö.jpg",
    ]);
  });

  it("ignores case and other accents, and still decides between names that differ only so", () => {
    expect(sorted(["Kök.jpg", "kal.jpg", "ecru.jpg", "étage.jpg", "Entré.jpg"])).toEqual([
      "ecru.jpg",
      "Entré.jpg",
      "étage.jpg",
      "kal.jpg",
      "Kök.jpg",
    ]);
    expect(sorted(["b.jpg", "B.jpg"])).toEqual(["B.jpg", "b.jpg"]);
    expect(sorted(["01.jpg", "1.jpg"])).toEqual(["01.jpg", "1.jpg"]);
    expect(compareFileNames("a.jpg", "a.jpg")).toBe(0);
  });

  it("agrees with Swedish collation on the names owners use", () => {
    const names = [
      "IMG_0012.JPG",
      "IMG_0002.jpg",
      "Vardagsrum 2.jpg",
      "vardagsrum 10.jpg",
      "Öland.jpg",
      "Ängen.jpg",
      "åker.jpg",
      "hall.jpg",
    ];
    const collator = new Intl.Collator("sv", { numeric: true });
    expect(sorted(names)).toEqual([...names].sort(collator.compare));
  });
});
