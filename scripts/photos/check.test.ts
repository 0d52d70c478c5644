// The check of a photo folder before the pipeline takes it: what is checked (a link is followed,
// a section's avsnitt.yaml is not a photo), what is named (a folder inside, a pair of names only
// a letter's case apart), and a photo checked whole once is not decoded again while unchanged.
import { mkdir, mkdtemp, rm, stat, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#model/load.ts";
import { checkPhoto, PhotoError, photoFolderErrors } from "./check.ts";

let dir = "";
let photo: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photo-check-"));
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7a9cc6" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A new folder in the temp folder, named `name` (made unique by a number). */
let folders = 0;
async function folderNamed(name = "mapp") {
  const folder = join(dir, `${folders++}`, name);
  await mkdir(folder, { recursive: true });
  return folder;
}
/** How a message names a file: from the project's folder. */
const shown = (file: string) => relative(projectRoot, file);

describe("checkPhoto", () => {
  it("refuses with a PhotoError, so the build tells it from its own failures", async () => {
    const file = join(await folderNamed(), "anteckning.txt");
    await writeFile(file, "hej");
    await expect(checkPhoto(file)).rejects.toSatisfy(
      (error) => error instanceof PhotoError && error.name === "PhotoError",
    );
  });

  it("does not decode a photo again while it is unchanged since it passed", async () => {
    const file = join(await folderNamed(), "01.jpg");
    await writeFile(file, photo);
    const when = new Date("2024-05-01T12:00:00Z");
    await utimes(file, when, when);
    expect(await checkPhoto(file)).toEqual({ width: 1200, height: 800 });
    // The same file, the same size and time of change, but no longer a photo: not read again.
    await writeFile(file, Buffer.alloc(photo.length));
    await utimes(file, when, when);
    expect((await stat(file)).size).toBe(photo.length);
    expect(await checkPhoto(file)).toEqual({ width: 1200, height: 800 });
  });

  it("decodes a photo again once it has changed", async () => {
    const file = join(await folderNamed(), "01.jpg");
    await writeFile(file, photo);
    const when = new Date("2024-05-01T12:00:00Z");
    await utimes(file, when, when);
    await checkPhoto(file);
    await writeFile(file, Buffer.alloc(photo.length));
    const later = new Date("2024-05-02T12:00:00Z");
    await utimes(file, later, later);
    await expect(checkPhoto(file)).rejects.toThrow(/01\.jpg: filen är skadad eller ingen bild/);
  });
});

describe("photoFolderErrors", () => {
  it("names no folder with a name the build cannot take while it holds no file", async () => {
    const folder = await folderNamed("kök#2");
    expect(await photoFolderErrors(folder)).toEqual([]);
  });

  it("does not take a section's avsnitt.yaml for a photo", async () => {
    const folder = await folderNamed();
    await writeFile(join(folder, "avsnitt.yaml"), "key: mapp\n");
    await writeFile(join(folder, "01.jpg"), photo);
    expect(await photoFolderErrors(folder)).toEqual([]);
  });

  it("names a folder inside the folder", async () => {
    const folder = await folderNamed();
    await mkdir(join(folder, "mer"));
    expect(await photoFolderErrors(folder)).toEqual([
      `${shown(join(folder, "mer"))}: mappar stöds inte här; lägg bilderna direkt i ${shown(folder)}/`,
    ]);
  });

  it("follows a link to a photo, and takes it as the photo", async () => {
    const folder = await folderNamed();
    const original = join(await folderNamed("original"), "01.jpg");
    await writeFile(original, photo);
    await symlink(original, join(folder, "01.jpg"));
    expect(await photoFolderErrors(folder)).toEqual([]);
  });

  it("names a link that leads nowhere, and goes on", async () => {
    const folder = await folderNamed();
    await symlink(join(folder, "borta.jpg"), join(folder, "01.jpg"));
    await writeFile(join(folder, "02.jpg"), photo);
    const errors = await photoFolderErrors(folder);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.startsWith(`${shown(join(folder, "01.jpg"))}: `)).toBe(true);
  });

  it("asks to rename one of two names only a letter's case apart", async () => {
    const folder = await folderNamed();
    await writeFile(join(folder, "Kök.jpg"), photo);
    await writeFile(join(folder, "kök.jpg"), photo);
    expect(await photoFolderErrors(folder)).toEqual([
      `${shown(join(folder, "Kök.jpg"))} och ${shown(join(folder, "kök.jpg"))}: namnen skiljer sig bara i stora och små bokstäver eller i hur en bokstav är kodad, och på en Mac eller pc blir de en och samma fil; byt namn på den ena`,
    ]);
  });
});
