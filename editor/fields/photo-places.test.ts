import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "./config.ts";
import { placesShowingPhoto } from "./photo-places.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const saved = (file: string) => parse(readFileSync(join(content, file), "utf8")) as unknown;
const firstSection = (saved("portfolio.yaml") as { sections: string[] }).sections[0] ?? "";
const sectionFile = `portfolio/${firstSection}/avsnitt.yaml`;
const section = saved(sectionFile) as { photos: { file: string; before?: string }[] };

describe("placesShowingPhoto", () => {
  it("names a section's photo by its place in the section's list, counted from 1", () => {
    const index = section.photos.length - 1;
    const name = section.photos[index]?.file ?? "";
    expect(placesShowingPhoto(name, { [sectionFile]: section }, collections)).toContain(
      `Portfolio › ${firstSection} › Bilder › bild ${index + 1} › Bild`,
    );
  });

  it("names a before photo both where it is shown and where a styled photo names it", () => {
    const [first, second, ...rest] = section.photos;
    if (!first || !second) throw new Error(`${sectionFile} has fewer than two photos`);
    // Only the second photo names a before photo, whatever the saved section pairs.
    const plain = ({ before, ...photo }: { file: string; before?: string }) => photo;
    const photos = [plain(first), { ...plain(second), before: first.file }, ...rest.map(plain)];
    const paired = { ...section, photos };
    expect(placesShowingPhoto(first.file, { [sectionFile]: paired }, collections)).toEqual([
      expect.stringMatching(/ › bild 1 › Bild$/),
      expect.stringMatching(/ › bild 2 › [^›]+$/),
    ]);
  });

  it("names the start page's photos in content/images/ by the start page's fields", () => {
    const home = saved("home.yaml");
    const places = placesShowingPhoto("hero.jpg", { "home.yaml": home }, collections);
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/^Startsidan › /);
  });

  it("finds nothing naming a photo that no file names", () => {
    expect(placesShowingPhoto("inte-med.jpg", { [sectionFile]: section }, collections)).toEqual([]);
  });
});
