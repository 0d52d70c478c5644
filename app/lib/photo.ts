/** A photo after the build's image pipeline (scripts/photos): import it with `?photo`. */
export type Photo = {
  /** The source file, relative to the project, for messages. */
  file: string;
  /** Intrinsic size after EXIF orientation, so the page reserves the right space. */
  width: number;
  height: number;
  /**
   * A class that gives the element it is on, and those in it, the photo's colours blurred
   * (`--photo-placeholder`, shown while it loads) and its proportions (`--photo-ratio`). Its rule
   * comes with the photo's import (scripts/photos/plugin.ts), in the page's stylesheet.
   */
  placeholderClass: string;
  /** A JPEG of a middle width, for browsers that ignore srcset. */
  src: string;
  /** AVIF first, then JPEG, each as a srcset of several widths. */
  sources: readonly { type: "image/avif" | "image/jpeg"; srcSet: string }[];
};

/**
 * A `<picture>`'s parts: the AVIF as its `<source>`, the JPEG srcset as the img's own. A
 * `<source>` for the JPEG would repeat what the img says, 65 times on the portfolio.
 */
export function pictureSources(photo: Photo) {
  const jpeg = photo.sources.find((source) => source.type === "image/jpeg");
  return {
    sources: photo.sources.filter((source) => source !== jpeg),
    imgSrcSet: jpeg?.srcSet,
  };
}

/** A <link rel="preload"> for the photo that is the page's largest paint. */
export function photoPreload(photo: Photo, sizes: string) {
  const preferred = photo.sources[0];
  return {
    rel: "preload",
    as: "image",
    href: photo.src,
    imageSrcSet: preferred?.srcSet,
    imageSizes: sizes,
    type: preferred?.type,
    fetchPriority: "high",
  } as const;
}

/** The URL of the widest JPEG in the photo's srcset, for share cards and structured data. */
export function largestJpeg(photo: Photo): string {
  const jpeg = photo.sources.find((source) => source.type === "image/jpeg");
  const last = jpeg?.srcSet.split(", ").at(-1);
  return last?.split(" ")[0] ?? photo.src;
}
