// The portfolio's sections in page order, each photo with its alt text and its encoded files.

import { galleries } from "virtual:content/portfolio/galleries";
import photos from "virtual:content/portfolio/photos";
import type { Gallery } from "#model/schema.ts";
import type { Photo } from "~/lib/photo";

export type GalleryPhoto = { photo: Photo; alt: string };

export const portfolio = galleries.map((gallery: Gallery) => {
  const items = new Map(
    gallery.photos.map((item): [string, GalleryPhoto] => [
      item.file,
      { photo: photos[`${gallery.key}/${item.file}`] as Photo, alt: item.alt },
    ]),
  );
  // The content check has made sure that every pair names two photos of the list.
  const byFile = (file: string) => items.get(file) as GalleryPhoto;
  return {
    ...gallery,
    photos: [...items.values()],
    pairs: gallery.pairs.map(([before, after]) => ({
      before: byFile(before),
      after: byFile(after),
    })),
  };
});
