// The portfolio's photos, grouped by section folder, in file-name order, with their alt texts.

import { fileName, photoAltText, sortByFileName } from "~/lib/gallery";
import type { Photo } from "~/lib/photo";
import { galleries } from "~content/portfolio/galleries";

const photos = import.meta.glob<Photo>("/content/portfolio/*/*.{jpg,jpeg,png,webp,avif}", {
  query: "?photo",
  import: "default",
  eager: true,
});

export type GalleryPhoto = { photo: Photo; alt: string };

export const portfolio = galleries.map((gallery) => {
  const altTexts: Readonly<Record<string, string>> = gallery.altTexts;
  const paths = sortByFileName(
    Object.keys(photos).filter((path) => path.startsWith(`/content/portfolio/${gallery.key}/`)),
  );
  return {
    ...gallery,
    photos: paths.map(
      (path, index): GalleryPhoto => ({
        photo: photos[path] as Photo,
        alt: photoAltText(gallery.title, index + 1, altTexts[fileName(path)]),
      }),
    ),
  };
});
