// What a photo must be before the pipeline takes it: a decodable image of usable size.
// Messages name the file relative to the project, so the owner knows which one to fix.
import { readdir, stat } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import sharp from "sharp";
import { sectionFileName } from "#model/files.ts";
import {
  fileNameProblem,
  photoNameProblem,
  pixelsProblem,
  smallnessProblem,
  undecodable,
} from "#model/photo-rules.ts";
import { nameClashes, printable } from "./file-names.ts";

export class PhotoError extends Error {
  override name = "PhotoError";
}

const projectRoot = join(import.meta.dirname, "..", "..");
export const projectPath = (file: string) => relative(projectRoot, file);

/**
 * How the check and the encoder read a photo's pixels, alike: a flaw libjpeg mends as it reads
 * (a few stray bytes a camera or an editing app left before a marker) is read, as every browser
 * shows it; a file it cannot read to the end is refused. What the check passes, the encoder reads.
 */
export const decoding = { failOn: "error" } as const;

/** The file as a message names it: relative to the project, every character visible. */
const shownPath = (file: string) => printable(projectPath(file));

export type PhotoInfo = { width: number; height: number };

/**
 * Photos already decoded whole in this process, by the file's identity and its last change: the
 * editor's local backend checks the project on every save (scripts/local/save-guard.ts), and
 * decoding each of some 70 camera photos again would take it 8 s. Only a photo that passed is
 * kept; a link to the same file (in the save's staged copy) is the same file.
 */
const decoded = new Map<string, PhotoInfo>();

/** Width and height as displayed (EXIF orientation applied), or a PhotoError saying what is wrong. */
export async function checkPhoto(file: string): Promise<PhotoInfo> {
  const name = shownPath(file);
  const nameProblem = photoNameProblem(basename(file));
  if (nameProblem) throw new PhotoError(`${name}: ${nameProblem}`);
  const identity = await stat(file).then(
    ({ dev, ino, size, mtimeMs }) => `${dev}:${ino}:${size}:${mtimeMs}`,
    () => null,
  );
  const known = identity === null ? undefined : decoded.get(identity);
  if (known) return known;
  let info: PhotoInfo;
  try {
    // The header alone, without sharp's limit, so a photo over it is named as too large.
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    const tooLarge = pixelsProblem(meta.width ?? 0, meta.height ?? 0);
    if (tooLarge) throw new PhotoError(`${name}: ${tooLarge}`);
    // Decoding the pixels, not only the header, is what finds a truncated or damaged file.
    await sharp(file, decoding).stats();
    const isRotated = (meta.orientation ?? 1) >= 5;
    info = {
      width: (isRotated ? meta.height : meta.width) ?? 0,
      height: (isRotated ? meta.width : meta.height) ?? 0,
    };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`${name}: ${undecodable} (${(error as Error).message})`);
  }
  const tooSmall = smallnessProblem(info.width, info.height);
  if (tooSmall) throw new PhotoError(`${name}: ${tooSmall}`);
  if (identity !== null) decoded.set(identity, info);
  return info;
}

/**
 * Every problem with the files of one photo folder: unknown files, names the build cannot take,
 * names only a letter's case apart, damaged or small photos.
 */
export async function photoFolderErrors(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const errors: string[] = [];
  const folderProblem = fileNameProblem(basename(folder), "mapp");
  if (folderProblem && entries.length > 0) return [`${shownPath(folder)}/: ${folderProblem}`];
  // A portfolio section's folder also holds the section's own file, avsnitt.yaml.
  const visible = entries.filter(
    (entry) => !entry.name.startsWith(".") && entry.name !== sectionFileName,
  );
  for (const entry of visible) {
    const file = join(folder, entry.name);
    // Followed, a link to a photo is the photo (the editor's check of a save links to them).
    const isFile = entry.isFile() || (await stat(file).catch(() => null))?.isFile();
    if (!isFile) {
      errors.push(
        `${shownPath(file)}: mappar stöds inte här; lägg bilderna direkt i ${shownPath(folder)}/`,
      );
      continue;
    }
    await checkPhoto(file).catch((error: Error) => errors.push(error.message));
  }
  for (const clash of nameClashes(visible.map((entry) => entry.name))) {
    const files = clash.map((name) => shownPath(join(folder, name)));
    errors.push(
      `${files.join(" och ")}: namnen skiljer sig bara i stora och små bokstäver eller i hur en bokstav är kodad, och på en Mac eller pc blir de en och samma fil; byt namn på ${clash.length > 2 ? "alla utom en" : "den ena"}`,
    );
  }
  return errors;
}
