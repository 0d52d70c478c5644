// What the editor reads on the owner's computer, in one answer: every path under content/ and
// every data file's text with its version (the same version a save is checked against,
// save-guard.ts). content/ is a few dozen small YAML files; its photos are named, not sent, but
// one at a time for the preview, made small.
import { readFile } from "node:fs/promises";
import { posix } from "node:path";
import sharp from "sharp";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths } from "#model/load.ts";
import type { Snapshot } from "../../editor/content/snapshot.ts";
import { contentFolder } from "./content-path.ts";
import { versionOf } from "./save-guard.ts";

export async function readContent(projectRoot: string): Promise<Snapshot> {
  const inContent = contentPaths(projectRoot);
  const files: Snapshot["files"] = {};
  for (const file of dataFilesAmong(inContent)) {
    const path = `${contentFolder}/${file}`;
    const bytes = await readFile(posix.join(projectRoot, path)).catch(() => null);
    if (bytes) files[path] = { raw: bytes.toString("utf8"), version: versionOf(bytes) };
  }
  return { paths: inContent.map((file) => `${contentFolder}/${file}`), files };
}

/** The width the preview is shown at: a photo is sent no wider, as JPEG. */
const previewWidth = 960;

/**
 * Small copies already made, by the photo's bytes: a form opened again, in this tab or another,
 * shows its photos without decoding each camera file anew (about a third of a second apiece here).
 */
const smallCopies = new Map<string, Promise<string | null>>();
/** Enough for every photo of a site like hers; beyond it the oldest goes. */
const keptSmallCopies = 300;

/** The photo at `path` (in content/), made small for the preview; null where there is none. */
export async function readPhoto(projectRoot: string, path: string): Promise<string | null> {
  const bytes = await readFile(posix.join(projectRoot, path)).catch(() => null);
  if (!bytes) return null;
  const key = versionOf(bytes);
  let small = smallCopies.get(key);
  if (!small) {
    small = sharp(bytes)
      .rotate()
      .resize({ width: previewWidth, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer()
      .then((buffer) => buffer.toString("base64"))
      .catch(() => null);
    smallCopies.set(key, small);
    const [oldest] = smallCopies.keys();
    if (smallCopies.size > keptSmallCopies && oldest) smallCopies.delete(oldest);
  }
  return small;
}
