// Draws the demo photos the site ships with, since there are no real ones yet. The owner
// replaces them by putting real photos in the same folders (see "Bilder" in her guide,
// docs/agarens-guide.md). Deterministic: the same seeds draw the same pictures on every run.
//
//   npm run demo-photos
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { fingerprint, writeFingerprints } from "./demo-photos/fingerprints.ts";
import { aerial, facade } from "./demo-photos/outdoors.ts";
import { brochure, portrait } from "./demo-photos/print.ts";
import { type Random, seeded } from "./demo-photos/random.ts";
import { type RoomKind, room } from "./demo-photos/rooms.ts";

const content = join(import.meta.dirname, "..", "content");

type Picture = { path: string; width: number; height: number; draw: (r: Random) => string };

const landscape = { width: 2400, height: 1600 };
const livingKinds: RoomKind[] = ["living", "kitchen", "bedroom", "living", "kitchen"];

function series(
  folder: string,
  count: number,
  draw: (r: Random, index: number) => string,
  size = landscape,
) {
  return Array.from(
    { length: count },
    (_, index): Picture => ({
      path: join(content, "portfolio", folder, `${String(index + 1).padStart(2, "0")}.jpg`),
      ...size,
      draw: (r) => draw(r, index),
    }),
  );
}

// The "Exempelbild" mark: small, in a corner, so a demo photo is never taken for a real one.
function mark(width: number, height: number) {
  const size = Math.round(height * 0.018);
  return `<text x="${width - size * 0.8}" y="${height - size * 0.9}" text-anchor="end" font-family="DejaVu Sans" font-size="${size}" fill="#fff" fill-opacity="0.85" stroke="#000" stroke-opacity="0.25" stroke-width="${size / 14}">Exempelbild</text>`;
}

const pictures: Picture[] = [
  ...series("bostad", 13, (r, i) => room(r, livingKinds[i % livingKinds.length] ?? "living")),
  // Pairs: the empty room (odd numbers), then the same room styled, drawn from the same seed.
  ...series("digitalstyling", 14, (_, i) =>
    room(seeded(500 + Math.floor(i / 2)), i % 2 === 0 ? "empty" : "living"),
  ),
  ...series("foretag", 9, (r) => room(r, "office")),
  ...series("dronare", 6, (r) => aerial(r)),
  ...series("exterior", 11, (r, i) => facade(r, i % 3 === 2)),
  ...series("tryck", 6, (r, i) => brochure(r, i, i % 2 ? facade(r, false) : room(r, "living")), {
    width: 1700,
    height: 2400,
  }),
  { path: join(content, "images", "hero.jpg"), ...landscape, draw: (r) => room(r, "living") },
  {
    path: join(content, "images", "portrait.jpg"),
    width: 1600,
    height: 2400,
    draw: () => portrait(),
  },
  {
    path: join(content, "images", "teaser-interior.jpg"),
    ...landscape,
    draw: (r) => room(r, "living"),
  },
  {
    path: join(content, "images", "teaser-exterior.jpg"),
    ...landscape,
    draw: (r) => facade(r, true),
  },
  { path: join(content, "images", "teaser-drone.jpg"), ...landscape, draw: (r) => aerial(r) },
  {
    path: join(content, "images", "teaser-styling.jpg"),
    ...landscape,
    draw: (r) => room(r, "living"),
  },
  {
    path: join(content, "images", "teaser-company.jpg"),
    ...landscape,
    draw: (r) => room(r, "office"),
  },
  {
    path: join(content, "images", "teaser-print.jpg"),
    ...landscape,
    draw: (r) =>
      `<rect width="2400" height="1600" fill="#d8cdbd"/><svg x="300" y="120" width="900" height="1270" viewBox="0 0 1700 2400">${brochure(r, 2, room(r, "kitchen"))}</svg><svg x="1250" y="200" width="850" height="1200" viewBox="0 0 1700 2400">${brochure(r, 4, facade(r, false))}</svg>`,
  },
  {
    path: join(content, "images", "share.jpg"),
    width: 1200,
    height: 630,
    draw: (r) =>
      `<svg width="1200" height="630" viewBox="0 0 2400 1600" preserveAspectRatio="xMidYMid slice">${room(r, "living")}</svg><rect y="430" width="1200" height="130" fill="#1f1d1a" opacity="0.55"/><text x="60" y="515" font-family="DejaVu Serif" font-weight="bold" font-size="54" fill="#fff">Fastighetsfotograf i Stockholm</text>`,
  },
];

const started = performance.now();
let bytes = 0;
const hashes: string[] = [];
for (const [index, picture] of pictures.entries()) {
  const { width, height } = picture;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${picture.draw(seeded(1000 + index))}${mark(width, height)}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  await mkdir(dirname(picture.path), { recursive: true });
  await writeFile(picture.path, jpeg);
  hashes.push(fingerprint(jpeg));
  bytes += jpeg.length;
}
// How the content check knows a demo photo still in content/ (scripts/demo-photos/fingerprints.ts).
await writeFingerprints(hashes);
console.log(
  `${pictures.length} demo photos, ${(bytes / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
