import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoPhotosIn } from "./fingerprints.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const folder = await mkdtemp(join(tmpdir(), "demo-photos-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("demo photos", () => {
  it("are recognised by their fingerprint, a replaced or edited one is not", async () => {
    await mkdir(join(folder, "images"));
    await mkdir(join(folder, "portfolio", "bostad"), { recursive: true });
    await copyFile(join(content, "images", "hero.jpg"), join(folder, "images", "hero.jpg"));
    await copyFile(
      join(content, "portfolio", "bostad", "01.jpg"),
      join(folder, "portfolio", "bostad", "01.jpg"),
    );
    const edited = await readFile(join(content, "portfolio", "bostad", "02.jpg"));
    edited[edited.length - 3] = (edited.at(-3) ?? 0) ^ 1;
    await writeFile(join(folder, "portfolio", "bostad", "02.jpg"), edited);
    expect(await demoPhotosIn(folder)).toEqual([
      "content/images/hero.jpg",
      "content/portfolio/bostad/01.jpg",
    ]);
  });
});
