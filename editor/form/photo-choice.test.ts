import { expect, it } from "vitest";
import { iPhoneFormatProblem, photoNameFor } from "./photo-choice.ts";

it("names a picked photo plainly, in small letters, with another number where the name is taken", () => {
  expect(photoNameFor("Kök 1.JPG", [])).toBe("kok-1.jpg");
  expect(photoNameFor("Kök 1.JPG", ["kok-1.jpg", "kok-1-2.jpg"])).toBe("kok-1-3.jpg");
  expect(photoNameFor("###.png", [])).toBe("bild.png");
});

it("names an iPhone's HEIC by its name or its type, and no other photo", () => {
  expect(iPhoneFormatProblem("IMG_0042.HEIC", "")).toMatch(/^IMG_0042.HEIC är en HEIC-bild/);
  expect(iPhoneFormatProblem("bild", "image/heif")).toMatch(/HEIC-bild/);
  expect(iPhoneFormatProblem("IMG_0042.jpg", "image/jpeg")).toBeNull();
});
