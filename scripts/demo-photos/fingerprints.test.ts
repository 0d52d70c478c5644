import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoPhotosIn, fingerprint } from "./fingerprints.ts";

const folder = await mkdtemp(join(tmpdir(), "demo-photos-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

// Stand-ins for drawn photos: the check reads bytes, not pictures, and the test must not depend
// on which demo photos an owner has kept in content/.
const drawn = [Buffer.from("demo photo one"), Buffer.from("demo photo two")];
const demo = new Set(drawn.map(fingerprint));

describe("demo photos", () => {
  it("are recognised by their fingerprint, a replaced or edited one is not", async () => {
    await mkdir(join(folder, "images"));
    await mkdir(join(folder, "portfolio", "bostad"), { recursive: true });
    await writeFile(join(folder, "images", "hero.jpg"), drawn[0] ?? "");
    await writeFile(join(folder, "portfolio", "bostad", "01.jpg"), drawn[1] ?? "");
    const edited = Buffer.from(drawn[1] ?? "");
    edited[edited.length - 3] = (edited.at(-3) ?? 0) ^ 1;
    await writeFile(join(folder, "portfolio", "bostad", "02.jpg"), edited);
    await writeFile(join(folder, "portfolio", "bostad", "03.jpg"), "the owner's own photo");
    // The same bytes outside the photo folders, or not a photo, are no demo photo either.
    await writeFile(join(folder, "images", "anteckning.txt"), drawn[0] ?? "");
    await mkdir(join(folder, "pages"));
    await writeFile(join(folder, "pages", "bild.jpg"), drawn[0] ?? "");
    expect(await demoPhotosIn(folder, demo)).toEqual([
      "content/images/hero.jpg",
      "content/portfolio/bostad/01.jpg",
    ]);
  });

  it("are the photos the demo's drawing recorded", async () => {
    const recorded = JSON.parse(
      await readFile(join(import.meta.dirname, "fingerprints.json"), "utf8"),
    ) as unknown;
    expect(Array.isArray(recorded) && recorded.length).toBeGreaterThan(0);
    expect((recorded as string[]).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});
