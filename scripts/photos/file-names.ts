// Photo file names: how the owner reads them in a message, which ones clash on her computer, and
// the readable, URL-safe names the photos are published under (which names the build can take:
// model/photo-rules.ts).
import { basename, dirname, extname } from "node:path";
import { slugify } from "#model/slug.ts";

/** Control and bidirectional characters, which would break or reorder a message's line. */
const invisible = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `text` as a terminal can show it: each invisible character as its code, \u000a for a newline. */
export function printable(text: string): string {
  return text.replace(
    invisible,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The same name to a computer that ignores small and capital letters (macOS, Windows). */
const clashKey = (name: string) => name.normalize("NFC").toLowerCase();

/**
 * Names in one folder that differ only in small and capital letters, or in how a letter such as
 * "ö" is encoded: one file on the owner's Mac or PC, so a copy of the project there would keep
 * only one of them. Each group holds two or more names.
 */
export function nameClashes(names: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const name of names)
    groups.set(clashKey(name), [...(groups.get(clashKey(name)) ?? []), name]);
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Long enough to read, short enough that an asset name stays far below 255 bytes. */
const maxSlugLength = 60;

const shortSlug = (text: string) => slugify(text).slice(0, maxSlugLength).replace(/-+$/, "");

/**
 * "bostad-01" for content/portfolio/bostad/01.jpg: readable asset names before the hash. Spaces
 * and letters outside ASCII become plain ones ("Kök på Söder 2.JPG" -> "kok-pa-soder-2"), since
 * a space or a comma in a URL would split a srcset; the build adds the content's hash, so two
 * photos never share a published name.
 */
export function assetBaseName(file: string): string {
  const folder = shortSlug(basename(dirname(file))) || "foto";
  return `${folder}-${shortSlug(basename(file, extname(file))) || "bild"}`;
}
