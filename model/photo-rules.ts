// What a photo must be for the build to take it, as rules on its name and its size in pixels: the
// build checks each photo of content/ with them (scripts/photos/check.ts, decoding with sharp),
// and the published editor each photo it uploads before the commit (editor/checks/photo-upload-check.ts,
// decoding in the browser), so both say the same thing in the same words.
import { slugify } from "./slug.ts";

export const photoExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;

/** Shorter photos look soft on a phone's screen; they are rejected rather than published. */
export const minLongEdge = 800;

/**
 * sharp's own limit (16383 × 16383), named here so the owner reads why: a camera's 45 or even
 * 100 megapixels pass, a panorama stitched beyond it would take minutes and gigabytes to encode.
 */
export const maxPixels = 268_402_689;

/**
 * Characters Vite cannot take in a file name (tried on every printable ASCII character): it cuts
 * a module's path at "#" and "?", where a URL's fragment and query begin, and reads "\" as a
 * folder separator. Every other character is published, under an asset name of its own.
 */
const unbuildable = ["#", "?", "\\"] as const;

/** ".JPG" of "Kök 1.JPG"; "" for a name without one. */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot) : "";
};

/** A plain name for the same file: "bild#1.JPG" -> "bild-1.jpg". */
function plainName(name: string): string {
  const extension = extensionOf(name);
  return `${slugify(name.slice(0, name.length - extension.length)) || "bild"}${extension.toLowerCase()}`;
}

/** Why the build cannot take a photo (or a folder) named `name`, in Swedish, or null when it can. */
export function fileNameProblem(name: string, kind: "fil" | "mapp" = "fil"): string | null {
  const found = unbuildable.filter((char) => name.includes(char));
  if (found.length === 0) return null;
  return `${kind}namnet får inte innehålla ${found.join(" eller ")}; byt namn på ${kind}en, till exempel till ${plainName(name)}`;
}

/** Why the build cannot take a photo named `name` (its name or its type), or null when it can. */
export function photoNameProblem(name: string): string | null {
  const nameProblem = fileNameProblem(name);
  if (nameProblem) return nameProblem;
  const extension = extensionOf(name);
  if (!photoExtensions.includes(extension.toLowerCase() as (typeof photoExtensions)[number])) {
    return `är ingen bild (tillåtna filtyper: ${photoExtensions.join(", ")})`;
  }
  // The site finds photos by extension in small or capital letters (.jpg, .JPG), not mixed.
  if (extension !== extension.toLowerCase() && extension !== extension.toUpperCase()) {
    return `skriv filändelsen med små bokstäver, ${extension.toLowerCase()} i stället för ${extension}`;
  }
  return null;
}

/** Why a photo of `width` × `height` px (as stored, before it is decoded) is too large, or null. */
export function pixelsProblem(width: number, height: number): string | null {
  const pixels = width * height;
  if (pixels <= maxPixels) return null;
  return `för stor, ${width}×${height} px (${Math.round(pixels / 1e6)} megapixlar); högst ${Math.floor(maxPixels / 1e6)} megapixlar`;
}

/** Why a photo shown at `width` × `height` px is too small, or null. */
export function smallnessProblem(width: number, height: number): string | null {
  if (Math.max(width, height) >= minLongEdge) return null;
  return `för liten, ${width}×${height} px; den längsta sidan måste vara minst ${minLongEdge} px`;
}

/** The start of the reason a photo that does not decode is refused; the decoder's words follow. */
export const undecodable = "filen är skadad eller ingen bild";
