// The benchmark measures the owner's site, not the demo drawings: a copy of the project whose
// every photo in content/ is a real camera photograph of the demo photo's pixel size. The
// photographs come from Debian's `mate-backgrounds` (nature photos shot on cameras, 1280 to
// 2560 px), installed like Chromium when missing; nothing third-party is committed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, stat, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import sharp from "sharp";
import { aptInstall } from "../apt-install.ts";
import { copyProject } from "../copy-project.ts";

const photographs = "/usr/share/backgrounds/mate/nature";
const photoExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);
// A camera JPEG of a real scene carries detail in every block. Flat renders in the package
// (gradients, a few large shapes) weigh under this and would flatter the pages again.
const minBytesPerPixel = 0.08;

export async function cameraPhotographs(): Promise<string[]> {
  if (!existsSync(photographs)) aptInstall("mate-backgrounds", "for the real-photo benchmark");
  const found: string[] = [];
  for (const name of (await readdir(photographs)).sort()) {
    if (!name.toLowerCase().endsWith(".jpg")) continue;
    const file = join(photographs, name);
    const { width = 0, height = 0 } = await sharp(file).metadata();
    if ((await stat(file)).size / (width * height) >= minBytesPerPixel) found.push(file);
  }
  if (found.length === 0) throw new Error(`No camera photographs found in ${photographs}`);
  return found;
}

async function photosIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && photoExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Replaces `file` with a photograph cropped to its pixel size, in its own format. */
async function replaceWithPhotograph(file: string, photograph: string, index: number) {
  const { width, height } = await sharp(file).rotate().metadata();
  const positions = ["centre", "north", "south", "east", "west"] as const;
  const image = sharp(photograph).resize(width, height, {
    fit: "cover",
    position: positions[index % positions.length],
  });
  const ext = extname(file).toLowerCase();
  const encoded =
    ext === ".png"
      ? image.png()
      : ext === ".webp"
        ? image.webp({ quality: 90 })
        : ext === ".avif"
          ? image.avif({ quality: 70 })
          : // What a camera writes: high quality, 4:2:0.
            image.jpeg({ quality: 90 });
  await writeFile(file, await encoded.toBuffer());
}

/**
 * Copies the project to `target` with real photographs in content/ and builds it there.
 * Returns the copy's build folder.
 */
export async function buildWithRealPhotos(root: string, target: string): Promise<string> {
  const sources = await cameraPhotographs();
  await copyProject(root, target);

  const photos = await photosIn(join(target, "content"));
  await Promise.all(
    photos.map((file, index) =>
      replaceWithPhotograph(file, sources[index % sources.length] as string, index),
    ),
  );
  console.log(
    `Real-photo build in ${relative(root, target)}: ${photos.length} photos from ${sources.length} camera photographs`,
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: target, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The real-photo build failed");
  return join(target, "build");
}
