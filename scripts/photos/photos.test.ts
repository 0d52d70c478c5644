import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { checkPhoto, photoFolderErrors } from "./check.ts";
import { encodePhoto, widthsFor } from "./encode.ts";
import { embeddedThumbnail, readMetadata, readXmpRights } from "./read-metadata.ts";
import { exifAscii, rightsXmp } from "./rights.ts";

const { site } = contentOf();

let dir: string;

/** What a camera writes that must never be published: who, where, which camera. */
const personal = ["Kamera AB", "X100", "SN-4711-0815", "LENS-99", "Privat Person", "59,19.0N"];

/**
 * A 1600×1000 JPEG as it leaves a camera and an editor: make, model, body and lens serial
 * numbers, the owner's name, GPS position, and an XMP packet repeating the position and serial;
 * optionally turned by EXIF orientation.
 */
async function photoWithGps(orientation = 1) {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#7a9cc6" } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "Kamera AB", Model: "X100", Artist: "Privat Person" },
      IFD2: { BodySerialNumber: "SN-4711-0815", LensSerialNumber: "LENS-99" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "59/1 19/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "18/1 4/1 0/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" exif:GPSLatitude="59,19.0N" aux:SerialNumber="SN-4711-0815"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** The EXIF tags a published photo may carry: the rights, and how to draw its pixels. */
const allowedExif = {
  Image: [
    "Orientation",
    "XResolution",
    "YResolution",
    "ResolutionUnit",
    "YCbCrPositioning",
    "Artist",
    "Copyright",
  ],
  Photo: [
    "PixelXDimension",
    "PixelYDimension",
    "ColorSpace",
    // What the EXIF standard requires of every EXIF block, about the standard itself.
    "ExifVersion",
    "FlashpixVersion",
    "ComponentsConfiguration",
  ],
};

const rights = site.photoRights;

/**
 * Checks that a published file's metadata is the rights and how to draw its pixels, nothing more,
 * and returns that metadata.
 */
async function expectRightsOnly(file: string) {
  const published = await readMetadata(await readFile(file));
  const { bigEndian, ...ifds } = published.exif ?? {};
  expect(Object.keys(ifds).sort(), file).toEqual(["Image", "Photo"]);
  for (const [ifd, tags] of Object.entries(allowedExif)) {
    // ExifTag is the pointer to the Photo IFD, not a value.
    const present = Object.keys(ifds[ifd as keyof typeof ifds] ?? {}).filter(
      (tag) => tag !== "ExifTag",
    );
    for (const tag of present) expect(tags, `${file} ${ifd}`).toContain(tag);
  }
  expect(published.exif?.Photo?.ColorSpace ?? 1, `${file}: sRGB`).toBe(1);
  expect(published.exif?.Image?.XResolution ?? 72, file).toBe(72);
  expect(published.exif?.Image?.Artist).toBe(exifAscii(rights.creator));
  expect(published.exif?.Image?.Copyright).toBe(exifAscii(rights.copyrightNotice));
  // The XMP is ours alone, and states the rights exactly.
  expect(published.xmp, file).toBe(rightsXmp(rights));
  expect(readXmpRights(published.xmp ?? "")).toEqual({ ...rights, isMarked: true });
  expect(published.hasIptc, file).toBe(false);
  expect(published.comments, file).toBeUndefined();
  return published;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photos-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("encodePhoto", () => {
  it("publishes the photographer's rights, and no GPS, camera, serial or other EXIF/XMP data", async () => {
    const source = join(dir, "gps.jpg");
    await writeFile(source, await photoWithGps());
    const original = await readMetadata(await readFile(source));
    const originalText = JSON.stringify(original.exif) + original.xmp;
    for (const value of personal) expect(originalText, "the camera file").toContain(value);

    const encoded = await encodePhoto(source, [480, 1200], rights);
    expect(encoded.variants.map((v) => `${v.width}.${v.ext}`)).toEqual([
      "480.avif",
      "480.jpg",
      "1200.avif",
      "1200.jpg",
    ]);
    for (const variant of encoded.variants) {
      const published = await expectRightsOnly(variant.file);
      const publishedText = JSON.stringify(published.exif) + published.xmp;
      for (const value of personal) expect(publishedText, variant.file).not.toContain(value);
    }
    expect(encoded.placeholder).toMatch(/^radial-gradient\(/);
    expect(encoded.placeholder.split("radial-gradient(")).toHaveLength(1 + 6);
    expect(encoded.placeholder.length).toBeLessThan(512);
  });

  it("publishes a real camera file with its pixels and the rights, and without its thumbnail, make, model, software, dates, GPS or maker notes", async () => {
    // A phone's own file, as it left the phone (fixtures/README.md says where it comes from).
    const source = join(import.meta.dirname, "fixtures", "nokia-lumia-820.jpg");
    const { exif } = await sharp(source).metadata();
    const camera = await readMetadata(await readFile(source));
    const thumbnail = embeddedThumbnail(exif ?? Buffer.alloc(0));
    const makerNote = camera.exif?.Photo?.MakerNote;
    // What the camera wrote, so that the checks below look for something that is there.
    expect(thumbnail?.subarray(0, 2), "a JPEG thumbnail in IFD1").toEqual(
      Buffer.from([0xff, 0xd8]),
    );
    expect(thumbnail?.length).toBe(18032);
    expect(Buffer.isBuffer(makerNote) && makerNote.length).toBe(5243);
    const cameraFacts = ["Nokia", "Lumia 820", "Windows Phone", "2013:05:10"];
    for (const fact of cameraFacts) expect(exif?.includes(fact), fact).toBe(true);

    const encoded = await encodePhoto(source, [480], rights);
    expect(encoded.variants.map((v) => `${v.width}.${v.ext}`)).toEqual(["480.avif", "480.jpg"]);
    for (const variant of encoded.variants) {
      const published = await expectRightsOnly(variant.file);
      expect(published.exif?.Thumbnail, variant.file).toBeUndefined();
      // Searched in the whole file, not only in what an EXIF reader finds.
      const bytes = await readFile(variant.file);
      expect(bytes.includes(thumbnail ?? "thumbnail"), `${variant.file}: thumbnail`).toBe(false);
      expect(bytes.includes(Buffer.from(makerNote as Buffer).subarray(0, 64))).toBe(false);
      for (const fact of cameraFacts)
        expect(bytes.includes(fact), `${variant.file}: ${fact}`).toBe(false);
      const { width, height } = await sharp(bytes).metadata();
      expect([width, height]).toEqual([480, 270]);
    }
  }, 30_000);

  it("applies the EXIF orientation before dropping it", async () => {
    const source = join(dir, "rotated.jpg");
    await writeFile(source, await photoWithGps(6));
    expect((await sharp(source).metadata()).orientation).toBe(6);
    const encoded = await encodePhoto(source, [480], rights);
    expect([encoded.width, encoded.height]).toEqual([1000, 1600]);
    const out = encoded.variants.find((v) => v.ext === "jpg");
    const meta = await sharp(await readFile(out?.file ?? "")).metadata();
    expect([meta.width, meta.height]).toEqual([480, 768]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it("finds its cached files even when the cache was written from another copy of the project", async () => {
    const source = join(dir, "moved.jpg");
    await writeFile(source, await photoWithGps(3));
    const first = await encodePhoto(source, [480], rights);
    const manifest = join(dirname(first.variants[0]?.file ?? ""), "photo.json");
    const written = JSON.parse(await readFile(manifest, "utf8"));
    for (const variant of written.variants)
      variant.file = `/gone/copy/${variant.width}.${variant.ext}`;
    await writeFile(manifest, JSON.stringify(written));

    const again = await encodePhoto(source, [480], rights);
    expect(again.variants.map((variant) => variant.file)).toEqual(
      first.variants.map((variant) => variant.file),
    );
    for (const variant of again.variants) expect(existsSync(variant.file), variant.file).toBe(true);
  });

  it("never scales a photo up", () => {
    expect(widthsFor(2400, [480, 800, 1200])).toEqual([480, 800, 1200]);
    expect(widthsFor(1000, [480, 800, 1200])).toEqual([480, 800, 1000]);
    expect(widthsFor(1200, [480, 800, 1200])).toEqual([480, 800, 1200]);
  });
});

describe("photo checks", () => {
  it("rejects a file that is not an image", async () => {
    const file = join(dir, "notes.txt");
    await writeFile(file, "hej");
    await expect(checkPhoto(file)).rejects.toThrow(
      /notes\.txt: är ingen bild \(tillåtna filtyper: \.jpg/,
    );
  });

  it("rejects a damaged image", async () => {
    const file = join(dir, "broken.jpg");
    await writeFile(file, (await photoWithGps()).subarray(0, 600));
    await expect(checkPhoto(file)).rejects.toThrow(/broken\.jpg: filen är skadad eller ingen bild/);
  });

  it("rejects a photo under 800 px on its long edge", async () => {
    const file = join(dir, "small.jpg");
    await sharp({ create: { width: 700, height: 500, channels: 3, background: "#fff" } })
      .jpeg()
      .toFile(file);
    await expect(checkPhoto(file)).rejects.toThrow(
      /small\.jpg: för liten, 700×500 px; den längsta sidan måste vara minst 800 px/,
    );
  });

  it("lists every problem of a folder and ignores hidden files", async () => {
    const folder = await mkdtemp(join(dir, "folder-"));
    await writeFile(join(folder, ".DS_Store"), "");
    await writeFile(join(folder, "ok.jpg"), await photoWithGps());
    await writeFile(join(folder, "readme.md"), "#");
    const errors = await photoFolderErrors(folder);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/readme\.md: är ingen bild/);
  });
});
