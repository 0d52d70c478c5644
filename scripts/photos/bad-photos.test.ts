// The photo rows of docs/hardening.md: each file an owner might drop into a photo folder is either
// published correctly or stops the build with a Swedish message naming the file and the reason.

import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { photoExtensions, pixelsProblem } from "#model/photo-rules.ts";
import { checkPhoto, photoFolderErrors } from "./check.ts";
import { encodePhoto, formats } from "./encode.ts";
import { assetBaseName } from "./file-names.ts";

const { site } = contentOf();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "bad-photos-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const rights = site.photoRights;
// Colours inside the CMYK gamut, so a CMYK file can keep them.
const blue = { r: 122, g: 156, b: 198 };
const brick = { r: 190, g: 80, b: 70 };

/** A photo as displayed: brick red in its top-left quarter, blue elsewhere. */
async function displayed(width: number, height: number) {
  const corner = await sharp({
    create: { width: width / 2, height: height / 2, channels: 3, background: brick },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: blue } })
    .composite([{ input: corner, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/**
 * The pixels a camera stores for `image` under EXIF orientation `orientation`: the inverse of the
 * turn a viewer applies, so that applying it shows `image` upright again.
 */
async function storedFor(image: Buffer, orientation: number) {
  const step = (input: Buffer, op: (s: Sharp) => Sharp) => op(sharp(input)).png().toBuffer();
  switch (orientation) {
    case 2:
      return step(image, (s) => s.flop());
    case 3:
      return step(image, (s) => s.rotate(180));
    case 4:
      return step(image, (s) => s.flip());
    case 5:
      return step(await step(image, (s) => s.rotate(90)), (s) => s.flop());
    case 6:
      return step(image, (s) => s.rotate(270));
    case 7:
      return step(await step(image, (s) => s.rotate(90)), (s) => s.flip());
    case 8:
      return step(image, (s) => s.rotate(90));
    default:
      return image;
  }
}

/** The RGB of one pixel of an encoded file. */
async function pixel(file: string, x: number, y: number) {
  const data = await sharp(await readFile(file))
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [...data];
}

const isNear = (actual: number[], expected: number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) < 24);

/** A 1-bit grey PNG of any size, all black, written by hand: sharp would refuse to make it. */
function hugePng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function write(name: string, data: Buffer | string) {
  const file = join(dir, name);
  await writeFile(file, data);
  return file;
}

describe("files that stop the build, naming the file and the reason in Swedish", () => {
  const cases: [string, string, () => Promise<Buffer | string>, RegExp][] = [
    [
      "a text file named .jpg",
      "anteckning.jpg",
      async () => "inte en bild",
      /anteckning\.jpg: filen är skadad eller ingen bild/,
    ],
    [
      "a truncated JPEG",
      "avbruten.jpg",
      async () =>
        (
          await sharp(await displayed(1600, 1000))
            .jpeg()
            .toBuffer()
        ).subarray(0, 2000),
      /avbruten\.jpg: filen är skadad eller ingen bild/,
    ],
    [
      "a 10 × 10 image",
      "liten.jpg",
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: blue } })
          .jpeg()
          .toBuffer(),
      /liten\.jpg: för liten, 10×10 px; den längsta sidan måste vara minst 800 px/,
    ],
    [
      "an image above the pixel limit (17000 × 17000)",
      "panorama.png",
      async () => hugePng(17000, 17000),
      /panorama\.png: för stor, 17000×17000 px \(289 megapixlar\); högst 268 megapixlar/,
    ],
    [
      "a mixed-case extension",
      "blandat.Jpg",
      async () =>
        sharp(await displayed(1600, 1000))
          .jpeg()
          .toBuffer(),
      /blandat\.Jpg: skriv filändelsen med små bokstäver, \.jpg i stället för \.Jpg/,
    ],
    [
      "a photo named with a # (Vite would cut its path there)",
      "bild#1.jpg",
      async () =>
        sharp(await displayed(1600, 1000))
          .jpeg()
          .toBuffer(),
      /bild#1\.jpg: filnamnet får inte innehålla #; byt namn på filen, till exempel till bild-1\.jpg/,
    ],
    [
      "a photo named with a ?",
      "bild?1.jpg",
      async () =>
        sharp(await displayed(1600, 1000))
          .jpeg()
          .toBuffer(),
      /bild\?1\.jpg: filnamnet får inte innehålla \?; byt namn på filen, till exempel till bild-1\.jpg/,
    ],
    [
      "a file that is no image type",
      "bild.heic",
      async () => "heic",
      /bild\.heic: är ingen bild \(tillåtna filtyper: \.jpg, \.jpeg, \.png, \.webp, \.avif\)/,
    ],
  ];
  // The build's content check (scripts/check-content.ts) runs photoFolderErrors on every photo
  // folder before anything is encoded.
  it.each(cases)("%s", async (_what, name, make, message) => {
    const folder = await mkdtemp(join(dir, "folder-"));
    const file = join(folder, name);
    await writeFile(file, await make());
    await expect(checkPhoto(file)).rejects.toThrow(message);
    const errors = await photoFolderErrors(folder);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it("two photos whose names differ only in capital letters or in how ö is encoded: named together", async () => {
    const folder = await mkdtemp(join(dir, "folder-"));
    const photo = await sharp(await displayed(1600, 1000))
      .jpeg()
      .toBuffer();
    for (const name of ["Kök.jpg", "kök.jpg", "Ko\u0308k.jpg", "kok.jpg"])
      await writeFile(join(folder, name), photo);
    const errors = await photoFolderErrors(folder);
    expect(errors).toHaveLength(1);
    for (const name of ["Kök.jpg", "kök.jpg", "Ko\u0308k.jpg"])
      expect(errors[0]).toContain(`${folder.split("/").at(-1)}/${name}`);
    expect(errors[0]).not.toContain("/kok.jpg");
    expect(errors[0]).toMatch(
      / och .* och .*: namnen skiljer sig bara i stora och små bokstäver eller i hur en bokstav är kodad, och på en Mac eller pc blir de en och samma fil; byt namn på alla utom en$/,
    );
  });

  it("a folder named with a #: named once, as a folder", async () => {
    const folder = join(dir, "kök#2");
    await mkdir(folder);
    await writeFile(join(folder, "01.jpg"), "inte en bild");
    expect(await photoFolderErrors(folder)).toEqual([
      expect.stringMatching(
        /\/kök#2\/: mappnamnet får inte innehålla #; byt namn på mappen, till exempel till kok-2$/,
      ),
    ]);
  });

  it("a control character in a name is shown as its code, so the message stays one line", async () => {
    const folder = await mkdtemp(join(dir, "folder-"));
    await writeFile(join(folder, "rad\nbrytning.jpg"), "inte en bild");
    expect(await photoFolderErrors(folder)).toEqual([
      expect.stringMatching(/\/rad\\u000abrytning\.jpg: filen är skadad eller ingen bild/),
    ]);
  });

  it("takes a photo of 16383 × 16383 px, sharp's own limit, as not too large", () => {
    expect(pixelsProblem(16383, 16383)).toBeNull();
  });

  it("names a photo one row over sharp's limit as too large, where sharp would refuse to decode it", async () => {
    const file = await write("en-rad-for-mycket.png", hugePng(16383, 16384));
    await expect(checkPhoto(file)).rejects.toThrow(
      /en-rad-for-mycket\.png: för stor, 16383×16384 px \(268 megapixlar\); högst 268 megapixlar$/,
    );
    // Why the limit is sharp's: the encoder, with its default limit, stops on the same file.
    await expect(sharp(file).stats()).rejects.toThrow(/exceeds pixel limit/);
  });
});

describe("files that are published correctly", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "EXIF orientation %i is applied: the photo is upright and as wide as shown",
    async (orientation) => {
      const stored = await storedFor(await displayed(1600, 1000), orientation);
      const file = await write(
        `orientation-${orientation}.jpg`,
        await sharp(stored).jpeg({ quality: 95 }).withMetadata({ orientation }).toBuffer(),
      );
      expect(await checkPhoto(file)).toEqual({ width: 1600, height: 1000 });
      const encoded = await encodePhoto(file, [480], rights);
      const jpeg = encoded.variants.find((variant) => variant.ext === "jpg")?.file ?? "";
      const meta = await sharp(await readFile(jpeg)).metadata();
      expect([meta.width, meta.height]).toEqual([480, 300]);
      expect(isNear(await pixel(jpeg, 10, 10), [brick.r, brick.g, brick.b]), "brick top left").toBe(
        true,
      );
      expect(isNear(await pixel(jpeg, 470, 290), [blue.r, blue.g, blue.b]), "blue").toBe(true);
    },
  );

  it("a JPEG with a few stray bytes before a marker, which libjpeg mends as it reads, is published", async () => {
    const jpeg = await sharp(await displayed(1600, 1000))
      .jpeg()
      .toBuffer();
    // Start of scan (FF DA): three bytes no JPEG writer puts there, before it.
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const flawed = Buffer.concat([
      jpeg.subarray(0, scan),
      Buffer.from([1, 2, 3]),
      jpeg.subarray(scan),
    ]);
    const file = await write("strobytes.jpg", flawed);
    expect(await checkPhoto(file)).toEqual({ width: 1600, height: 1000 });
    const encoded = await encodePhoto(file, [480], rights);
    expect(encoded.variants.map((variant) => variant.ext).sort()).toEqual(
      formats.map((format) => format.ext).sort(),
    );
  });

  it("a PNG with transparency: white where it is transparent, in AVIF and JPEG alike", async () => {
    const file = await write(
      "genomskinlig.png",
      await sharp({
        create: { width: 1600, height: 1000, channels: 4, background: { ...blue, alpha: 0 } },
      })
        .png()
        .toBuffer(),
    );
    const encoded = await encodePhoto(file, [480], rights);
    for (const variant of encoded.variants) {
      expect((await sharp(variant.file).metadata()).hasAlpha, variant.ext).toBe(false);
      expect(isNear(await pixel(variant.file, 5, 5), [255, 255, 255]), variant.ext).toBe(true);
    }
  });

  it.each([
    ["a CMYK JPEG", "cmyk.jpg", (s: Sharp) => s.toColourspace("cmyk").jpeg()],
    ["a 16-bit PNG", "djup.png", (s: Sharp) => s.toColourspace("rgb16").png()],
  ])(
    "%s becomes 8-bit sRGB with its colours kept",
    async (_what, name, format) => {
      const file = await write(name, await format(sharp(await displayed(1600, 1000))).toBuffer());
      const encoded = await encodePhoto(file, [480], rights);
      for (const variant of encoded.variants) {
        const meta = await sharp(variant.file).metadata();
        expect([meta.space, meta.depth, meta.channels], variant.ext).toEqual(["srgb", "uchar", 3]);
        expect(isNear(await pixel(variant.file, 10, 10), [brick.r, brick.g, brick.b])).toBe(true);
        expect(isNear(await pixel(variant.file, 470, 290), [blue.r, blue.g, blue.b])).toBe(true);
      }
    },
    30_000,
  );

  it("a 45-megapixel camera JPEG (8192 × 5464) is checked and encoded", async () => {
    const file = await write(
      "kamera-45mp.jpg",
      await sharp({ create: { width: 8192, height: 5464, channels: 3, background: blue } })
        .jpeg()
        .withExifMerge({ IFD0: { Make: "Kamera AB", Model: "R5" } })
        .toBuffer(),
    );
    expect(await checkPhoto(file)).toEqual({ width: 8192, height: 5464 });
    const encoded = await encodePhoto(file, [480, 2400], rights);
    expect(encoded.variants.map((variant) => `${variant.width}.${variant.ext}`)).toEqual([
      "480.avif",
      "480.jpg",
      "2400.avif",
      "2400.jpg",
    ]);
  }, 60_000);

  it("an upper-case .JPG and a name with spaces and å ä ö: published, under a URL-safe name", async () => {
    const file = await write(
      "Kök på Söder 2.JPG",
      await sharp(await displayed(1600, 1000))
        .jpeg()
        .toBuffer(),
    );
    expect(await checkPhoto(file)).toEqual({ width: 1600, height: 1000 });
    expect((await encodePhoto(file, [480], rights)).variants).toHaveLength(2);
    expect(assetBaseName("content/portfolio/bostad/Kök på Söder 2.JPG")).toBe(
      "bostad-kok-pa-soder-2",
    );
    expect(assetBaseName("content/portfolio/tryck/ÅÄÖ.jpg")).toBe("tryck-aao");
    expect(assetBaseName("content/portfolio/tryck/ – .jpg")).toBe("tryck-bild");
  });

  it("the start page's photo list takes every extension the check accepts, in small and capital letters", async () => {
    const module = "app/content-images.ts";
    const source = await readFile(join(import.meta.dirname, "..", "..", module), "utf8");
    const glob = source.match(/\*\.\{([^}]+)\}/)?.[1]?.split(",") ?? [];
    for (const extension of photoExtensions) {
      const name = extension.slice(1);
      expect(glob, module).toEqual(expect.arrayContaining([name, name.toUpperCase()]));
    }
  });

  it("an empty folder is no error: the section shows that photos are coming", async () => {
    const empty = join(dir, "tom");
    await mkdir(empty);
    expect(await photoFolderErrors(empty)).toEqual([]);
    expect(await photoFolderErrors(join(dir, "finns-inte"))).toEqual([]);
  });
});
