// The portfolio's sections in page order, each photo with its alt text and its encoded files.

import { galleries } from "virtual:content/portfolio/galleries";
import photos from "virtual:content/portfolio/photos";
import { galleryView } from "#app/components/gallery-section.tsx";
import type { Photo } from "#app/lib/photo.ts";
import type { Gallery } from "#model/schema.ts";

export const portfolio = galleries.map((gallery: Gallery) =>
  galleryView(gallery, (file) => photos[`${gallery.key}/${file}`] as Photo),
);
