// The demo photos are recognised by their SHA-256, which generate-demo-photos.ts records as it
// draws them. Their "Exempelbild" mark is in the pixels, where no check can read it; a hash
// changes with the first edit, so a photo the owner has replaced or retouched is never taken for
// a demo one.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { photoExtensions } from "#model/photo-rules.ts";

const fingerprintsFile = join(import.meta.dirname, "fingerprints.json");

export const fingerprint = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function writeFingerprints(hashes: readonly string[]) {
  await writeFile(fingerprintsFile, `${JSON.stringify([...hashes].sort(), null, 2)}\n`);
}

const isPhoto = (file: string) =>
  (photoExtensions as readonly string[]).includes(extname(file).toLowerCase());

const recorded = async () =>
  new Set(JSON.parse(await readFile(fingerprintsFile, "utf8")) as string[]);

/**
 * The demo photos in content/images/ and content/portfolio/<section>/, as "content/…" paths:
 * those whose fingerprint is among `demo`, by default the ones the demo's drawing recorded.
 */
export async function demoPhotosIn(
  contentDir: string,
  demo: ReadonlySet<string> | undefined = undefined,
): Promise<string[]> {
  demo ??= await recorded();
  const files = (await readdir(contentDir, { recursive: true, encoding: "utf8" }))
    .filter((file) => isPhoto(file) && /^(images|portfolio)[\\/]/.test(file))
    .sort();
  const found = await Promise.all(
    files.map(async (file) =>
      demo.has(fingerprint(await readFile(join(contentDir, file)))) ? [file] : [],
    ),
  );
  return found.flat().map((file) => `content/${file.replaceAll("\\", "/")}`);
}
