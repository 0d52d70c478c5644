import { describe, expect, it } from "vitest";
import { largestJpeg, type Photo, pictureSources } from "./photo";

const photo: Photo = {
  file: "content/portfolio/bostad/01.jpg",
  width: 1600,
  height: 1067,
  placeholderClass: "ph-1",
  src: "/assets/01-800.jpg",
  sources: [
    { type: "image/avif", srcSet: "/assets/01-400.avif 400w, /assets/01-800.avif 800w" },
    { type: "image/jpeg", srcSet: "/assets/01-400.jpg 400w, /assets/01-1600.jpg 1600w" },
  ],
};

describe("pictureSources", () => {
  it("keeps the AVIF as the picture's source and gives the JPEG srcset to the img", () => {
    expect(pictureSources(photo)).toEqual({
      sources: [photo.sources[0]],
      imgSrcSet: "/assets/01-400.jpg 400w, /assets/01-1600.jpg 1600w",
    });
  });

  it("leaves the img without a srcset when the photo has no JPEG widths", () => {
    const avifOnly = { ...photo, sources: [photo.sources[0]] } as Photo;
    expect(pictureSources(avifOnly)).toEqual({ sources: avifOnly.sources, imgSrcSet: undefined });
  });
});

describe("largestJpeg", () => {
  it("is the widest JPEG of the srcset", () => {
    expect(largestJpeg(photo)).toBe("/assets/01-1600.jpg");
  });
});
