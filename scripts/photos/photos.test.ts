import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPhoto, photoFolderErrors } from "./check.ts";
import { encodePhoto, widthsFor } from "./encode.ts";

let dir: string;

/** A 1600×1000 JPEG with camera and GPS metadata, optionally turned by EXIF orientation. */
async function photoWithGps(orientation = 1) {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#7a9cc6" } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "Kamera AB", Model: "X100" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "59/1 19/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "18/1 4/1 0/1",
      },
    })
    .toBuffer();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photos-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("encodePhoto", () => {
  it("publishes no EXIF, GPS or camera data", async () => {
    const source = join(dir, "gps.jpg");
    await writeFile(source, await photoWithGps());
    expect((await sharp(source).metadata()).exif?.toString("latin1")).toContain("Kamera AB");

    const encoded = await encodePhoto(source, [480, 1200]);
    expect(encoded.variants.map((v) => `${v.width}.${v.ext}`)).toEqual([
      "480.avif",
      "480.jpg",
      "1200.avif",
      "1200.jpg",
    ]);
    for (const variant of encoded.variants) {
      const meta = await sharp(await readFile(variant.file)).metadata();
      expect(meta.exif, variant.file).toBeUndefined();
      expect(meta.xmp, variant.file).toBeUndefined();
      expect(meta.iptc, variant.file).toBeUndefined();
    }
    expect(encoded.placeholder).toMatch(/^radial-gradient\(/);
    expect(encoded.placeholder.split("radial-gradient(")).toHaveLength(1 + 6);
    expect(encoded.placeholder.length).toBeLessThan(512);
  });

  it("applies the EXIF orientation before dropping it", async () => {
    const source = join(dir, "rotated.jpg");
    await writeFile(source, await photoWithGps(6));
    expect((await sharp(source).metadata()).orientation).toBe(6);
    const encoded = await encodePhoto(source, [480]);
    expect([encoded.width, encoded.height]).toEqual([1000, 1600]);
    const out = encoded.variants.find((v) => v.ext === "jpg");
    const meta = await sharp(await readFile(out?.file ?? "")).metadata();
    expect([meta.width, meta.height]).toEqual([480, 768]);
    expect(meta.orientation).toBeUndefined();
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
