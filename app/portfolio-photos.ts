// The portfolio's photos, grouped by section folder, in file-name order, with their alt texts.

import { galleries } from "virtual:content/portfolio/galleries";
import { fileName, photoAltText, sortByFileName } from "~/lib/gallery";
import type { Photo } from "~/lib/photo";
import type { Gallery } from "~schema";

const photos = import.meta.glob<Photo>(
  "/content/portfolio/*/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}",
  {
    // The two widest files are for the full-screen viewer; carousels never pick them.
    query: "?photo&widths=480;800;1200;1600;2400",
    import: "default",
    eager: true,
  },
);

export type GalleryPhoto = { photo: Photo; alt: string };

export const portfolio = galleries.map((gallery: Gallery) => {
  const paths = sortByFileName(
    Object.keys(photos).filter((path) => path.startsWith(`/content/portfolio/${gallery.key}/`)),
  );
  const items = paths.map(
    (path, index): GalleryPhoto => ({
      photo: photos[path] as Photo,
      alt: photoAltText(gallery.title, index + 1, gallery.altTexts[fileName(path)]),
    }),
  );
  const byFile = (file: string) => {
    const item = items[paths.findIndex((path) => fileName(path) === file)];
    if (!item)
      throw new Error(`content/portfolio/galleries.yaml: pairs: ${gallery.key}/${file} finns inte`);
    return item;
  };
  return {
    ...gallery,
    photos: items,
    pairs: (gallery.pairs ?? []).map(([before, after]) => ({
      before: byFile(before),
      after: byFile(after),
    })),
  };
});
