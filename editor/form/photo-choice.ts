// A photo she picks to upload, taken or refused before it comes near a draft: its name made
// plain for the site ("Kök 1.JPG" -> "kok-1.jpg", another number where the folder has one of the
// name), then the build's own rules on its type, whole decoding and size. A HEIC from an iPhone
// is named as one, with what to do.
import { extensionOf, photoExtensions } from "#model/photo-rules.ts";
import { slugify } from "#model/slug.ts";

/** What the file picker offers: the types the build takes, so an iPhone sends a JPEG. */
export const acceptedPhotos = [
  ...photoExtensions,
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
].join(",");

/** A name for `picked` in a folder holding `taken`: plain letters, small extension, unused. */
export function photoNameFor(picked: string, taken: readonly string[]): string {
  const extension = extensionOf(picked).toLowerCase();
  const stem = slugify(picked.slice(0, picked.length - extension.length)) || "bild";
  let name = `${stem}${extension}`;
  for (let number = 2; taken.includes(name); number++) name = `${stem}-${number}${extension}`;
  return name;
}

const iPhoneTypes = [".heic", ".heif"];

/** Her words for a HEIC picked anyway (a file dragged in, a picker that offers all). */
export function iPhoneFormatProblem(picked: string, type: string): string | null {
  const extension = extensionOf(picked).toLowerCase();
  if (!iPhoneTypes.includes(extension) && !/^image\/hei[cf]/.test(type)) return null;
  return `${picked} är en HEIC-bild, iPhones eget format, som webbläsare inte kan visa. Välj bilden igen med knappen Ladda upp en bild: telefonen skickar den då som JPEG. Eller välj Inställningar › Kamera › Format › Mest kompatibel, så tar telefonen sina bilder som JPEG.`;
}
