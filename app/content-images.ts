// The photos in content/images/, run through the build's image pipeline. Content names a photo
// by its file name; a name without a file stops the build with the missing path.
import type { Photo } from "#app/lib/photo.ts";

const photos = import.meta.glob<Photo>(
  "/content/images/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}",
  {
    query: "?photo",
    import: "default",
    eager: true,
  },
);

export function contentImage(file: string): Photo {
  const photo = photos[`/content/images/${file}`];
  if (!photo) throw new Error(`content/images/${file}: filen finns inte`);
  return photo;
}
