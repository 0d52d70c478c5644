// Encodes one source photo into AVIF and JPEG at a ladder of widths, plus a tiny blurred
// placeholder drawn in CSS. The encodings are cached on disk by the source's bytes, the settings
// and the photographer's rights, so a warm rebuild reads files instead of encoding; the
// placeholder takes a few milliseconds and is made on every build. The source's metadata (EXIF,
// GPS, camera, serial numbers, XMP, IPTC) never reaches the output: each file carries only the
// rights (rights.ts).
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { PhotoRights } from "#model/schema.ts";
import { checkPhoto, decoding, projectPath } from "./check.ts";
import { cssPlaceholder } from "./css-placeholder.ts";
import type { EncodingQueue } from "./encoding-queue.ts";
import { rightsExif, rightsXmp } from "./rights.ts";

export const defaultWidths = [480, 800, 1200] as const;

export const formats = [
  { ext: "avif", type: "image/avif" },
  { ext: "jpg", type: "image/jpeg" },
] as const;

type Format = (typeof formats)[number];

export type EncodedPhoto = {
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; ext: Format["ext"]; file: string }[];
};

// Part of the cache key, with the rights: changing either re-encodes everything once.
const settings = {
  version: 4,
  avif: { quality: 52, effort: 3 },
  jpeg: { quality: 76, mozjpeg: true },
  // Transparent parts of a PNG, WebP or AVIF: white, as on paper, in both formats alike (a JPEG
  // would otherwise turn them black, while an AVIF kept them see-through).
  background: "#ffffff",
};

export const cacheDir = join(import.meta.dirname, "..", "..", "node_modules", ".cache", "photos");

/** The widths to produce for a source of `sourceWidth`: the ladder, capped at the source. */
export function widthsFor(sourceWidth: number, ladder: readonly number[]): number[] {
  const fitting = ladder.filter((width) => width < sourceWidth);
  return fitting.length === ladder.length ? [...ladder] : [...fitting, sourceWidth];
}

function encoder(image: Sharp, ext: Format["ext"]) {
  return ext === "avif" ? image.avif(settings.avif) : image.jpeg(settings.jpeg);
}

/** The photo's colours in a 3×2 grid (2×3 when upright, 2×2 when square), as CSS. */
async function placeholderOf(source: Buffer, width: number, height: number): Promise<string> {
  const ratio = width / height;
  const [columns, rows] = ratio > 1.2 ? [3, 2] : ratio < 1 / 1.2 ? [2, 3] : [2, 2];
  const rgb = await sharp(source, decoding)
    .rotate()
    .flatten({ background: settings.background })
    .resize(columns, rows, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  return cssPlaceholder({ columns, rows, rgb });
}

/**
 * The photo as displayed at `width`, as bare pixels: rotate() applies the EXIF orientation, and
 * the camera file's metadata stays behind. Asked to write EXIF, libvips starts from the source's
 * own block and keeps its embedded thumbnail (IFD1) byte for byte, withExif or not; pixels
 * handed over raw have no block to start from, so the rights are all the EXIF there is.
 */
async function pixelsAt(source: Buffer, width: number): Promise<() => Sharp> {
  const { data, info } = await sharp(source, decoding)
    .rotate()
    .flatten({ background: settings.background })
    .resize({ width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  // A new pipeline on the same pixels for each format: clone() would copy them with
  // structuredClone, on the main thread that the bundler needs too.
  return () => sharp(data, { raw });
}

/**
 * `queue` runs the encoding when the cache lacks the photo (encoding-queue.ts); without one, it
 * runs at once.
 */
export async function encodePhoto(
  file: string,
  ladder: readonly number[],
  rights: PhotoRights,
  queue: EncodingQueue = (_file, encode) => encode(),
): Promise<EncodedPhoto> {
  const source = await readFile(file);
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ settings, ladder, rights }))
    .digest("hex")
    .slice(0, 20);
  const dir = join(cacheDir, key);
  const manifest = join(dir, "photo.json");
  const cached = await readFile(manifest, "utf8").catch(() => null);
  // The files are found in this cache folder, wherever the project (and so node_modules) now
  // is: the manifest may have been written from a copy of the project, or before a move.
  const variantFile = (width: number, ext: Format["ext"]) => join(dir, `${width}.${ext}`);
  if (cached) {
    const { width, height, variants } = JSON.parse(cached) as EncodedPhoto;
    return {
      width,
      height,
      placeholder: await placeholderOf(source, width, height),
      variants: variants.map((variant) => ({
        ...variant,
        file: variantFile(variant.width, variant.ext),
      })),
    };
  }

  return queue(projectPath(file), async () => {
    const { width, height } = await checkPhoto(file);
    await mkdir(dir, { recursive: true });
    // Every width at once: sharp hands them to its thread pool, which keeps each core busy.
    const perWidth = await Promise.all(
      widthsFor(width, ladder).map(async (targetWidth) => {
        const pixels = await pixelsAt(source, targetWidth);
        return Promise.all(
          formats.map(async ({ ext }) => {
            const out = variantFile(targetWidth, ext);
            // The EXIF block libvips writes anew states "Uncalibrated" colours and 25.4 dpi
            // unless told: the pixels are sRGB, and 72 dpi is what a camera file says.
            const image = pixels()
              .withExif({ ...rightsExif(rights), IFD2: { ColorSpace: "1" } })
              .withDensity(72)
              .withXmp(rightsXmp(rights));
            await writeFile(out, await encoder(image, ext).toBuffer());
            return { width: targetWidth, ext, file: out };
          }),
        );
      }),
    );
    const variants: EncodedPhoto["variants"] = perWidth.flat();
    await writeFile(manifest, JSON.stringify({ width, height, variants }));
    return { width, height, placeholder: await placeholderOf(source, width, height), variants };
  });
}
