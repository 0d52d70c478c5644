import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { demoPhotosIn, fingerprint } from "./fingerprints.ts";
import { seeded } from "./random.ts";
import { room } from "./rooms.ts";

const folder = await mkdtemp(join(tmpdir(), "demo-photos-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

/**
 * A room drawn by the demo's own drawing, encoded as generate-demo-photos.ts encodes its photos,
 * and `retouch` painted over its bottom right corner, where the demo's mark stands. Real JPEG
 * bytes, not stand-ins: a check that reads them any other way than as the bytes written (as
 * text, or only their first part) takes a retouched photo for the demo's or misses a drawn one,
 * and stand-ins of a few ASCII bytes hide both.
 */
async function drawnRoom(seed: number, retouch = "") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600" viewBox="0 0 2400 1600">${room(seeded(seed), "living")}${retouch}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

const drawn = await drawnRoom(1);
const other = await drawnRoom(2);
// The owner paints the "Exempelbild" mark out: the rest of the photo is the demo's, pixel for pixel.
const retouched = await drawnRoom(
  1,
  '<rect x="2150" y="1540" width="250" height="60" fill="#777"/>',
);
const demo = new Set([drawn, other].map(fingerprint));

/** A content/ folder of its own, with `files` written in it, and the demo photos found there. */
async function demoPhotosAmong(files: Record<string, Buffer | string>) {
  const content = await mkdtemp(join(folder, "content-"));
  for (const [file, bytes] of Object.entries(files)) {
    await mkdir(dirname(join(content, file)), { recursive: true });
    await writeFile(join(content, file), bytes);
  }
  return demoPhotosIn(content, demo);
}

describe("demo photos", () => {
  it("are recognised by their fingerprint in content/images/ and in a portfolio section", async () => {
    const found = await demoPhotosAmong({
      "images/hero.jpg": drawn,
      "portfolio/bostad/01.jpg": other,
    });
    expect(found).toEqual(["content/images/hero.jpg", "content/portfolio/bostad/01.jpg"]);
  });

  it("are not found in a photo the owner retouched, however little of it changed", async () => {
    expect(await demoPhotosAmong({ "portfolio/bostad/02.jpg": retouched })).toEqual([]);
  });

  it("are not found in the owner's own photo", async () => {
    expect(await demoPhotosAmong({ "portfolio/bostad/03.jpg": "the owner's own photo" })).toEqual(
      [],
    );
  });

  it("are not found outside content/images/ and content/portfolio/", async () => {
    expect(await demoPhotosAmong({ "pages/bild.jpg": drawn })).toEqual([]);
  });

  it("are not found in a file whose name no photo has", async () => {
    expect(await demoPhotosAmong({ "images/anteckning.txt": drawn })).toEqual([]);
  });

  it("are the photos the demo's drawing recorded", async () => {
    const recorded = JSON.parse(
      await readFile(join(import.meta.dirname, "fingerprints.json"), "utf8"),
    ) as unknown;
    expect(Array.isArray(recorded) && recorded.length).toBeGreaterThan(0);
    expect((recorded as string[]).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});
