// One session of the owner in the editor at /redigera/, served by `npm start` in a copy of the
// project: a refused price, then the Bas price typed the Swedish way with a line break pasted
// from Word in its description, the hero heading, a photo uploaded into a portfolio section and
// dragged first while the section's first photo is moved last by the keyboard, and a new add-on,
// each saved. Each entry is reached by its address, straight from the one before. The data files
// are read back (the heading's save a one-line diff), the editor says the site was rebuilt, and
// the open start page (reloading itself after the rebuild) and /portfolio show every change.
// Values are chosen from what content/ holds, so it passes whatever the owner has written there.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import {
  addPhotoFirst,
  movePhotoLastWithKeys,
  publish,
  toggle,
  visibleField,
} from "../editor-actions.ts";

const root = join(import.meta.dirname, "..", "..");
// Saves write into content/: never into the repository's own (scripts/copy-project.ts leaves
// .git behind, so only a copy has none).
if (existsSync(join(root, ".git"))) {
  throw new Error(
    "tests/editor writes into content/: run it on a copy (node scripts/owner-edit-check.ts)",
  );
}

type Packages = {
  packages: { title: string; price: string; description: string }[];
  addOns?: string[];
};
type Section = { key: string; title: string; photos: { file: string; alt?: string }[] };

const contentFile = (path: string) => join(root, "content", path);
const readText = (path: string) => readFile(contentFile(path), "utf8");
async function readYaml<T>(path: string): Promise<T> {
  return parse(await readText(path)) as T;
}

/**
 * Opens the editor at an entry by its address (from another entry, the editor loads itself afresh
 * there) and signs in to the local backend if asked.
 */
async function openEntry(page: Page, entry: string) {
  await page.goto(`/redigera/#/collections/${entry}`);
  const login = page.getByRole("button", { name: "Logga in" });
  await expect(login.or(page.getByRole("button", { name: "Publicerad" }))).toBeVisible();
  if (await login.isVisible()) await login.click();
}

/**
 * Publishes the entry and waits until `file` holds what `isSaved` looks for and Decap has taken
 * the save in: the backend writes the file before it answers, and until Decap has its answer it
 * holds the entry as changed, so leaving it asks "Är du säker på att du vill lämna sidan?" (a
 * dialog Playwright dismisses, which keeps the page where it was: a reload then never ends).
 */
async function publishInto<T>(page: Page, file: string, isSaved: (data: T) => boolean) {
  await publish(page);
  await expect.poll(async () => isSaved(await readYaml<T>(file)), { timeout: 30_000 }).toBe(true);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
}

test("an invalid price is refused at the field, in Swedish, and nothing is written", async ({
  page,
}) => {
  const before = await readText("packages.yaml");
  const [first] = (parse(before) as Packages).packages;
  if (!first) throw new Error("content/packages.yaml has no package");
  await openEntry(page, "startsidan/entries/packages");
  await toggle(page, `${first.title} – ${first.price}`);
  await visibleField(page, "Pris").fill("0 kr");
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.postData()?.includes('"persistEntry"')) saves.push(request.url());
  });
  await publish(page);
  await expect(page.getByText(/Skriv priset i hela kronor från 1 kr/)).toBeVisible();
  // Refused at the field, the save is never asked for; the file is as it was, byte for byte.
  expect(saves).toEqual([]);
  expect(await readText("packages.yaml")).toBe(before);
});

test("a session of edits is written into the data files and shown on the rebuilt site", async ({
  page,
  context,
}) => {
  const offer = await readYaml<Packages>("packages.yaml");
  const [bas] = offer.packages;
  if (!bas) throw new Error("content/packages.yaml has no package");
  const price = ["2.900 kr", "3.100 kr"].find((value) => value !== bas.price) ?? "2.900 kr";
  // As the owner types it, and a description pasted from Word, with its line break (U+000B).
  const typedPrice = price.replace(".", " ");
  const description = "Bilder för annonsen, klara att publicera";
  const addOn = "Bilder i kvällsljus";
  const heading = "Ljusa bilder som säljer – ändrad i redigeraren";
  const homeText = await readText("home.yaml");
  const home = parse(homeText) as { hero: { heading: string } };
  const { sections } = await readYaml<{ sections: string[] }>("portfolio.yaml");
  const key = sections.find((each) => existsSync(contentFile(`portfolio/${each}/avsnitt.yaml`)));
  if (!key) throw new Error("content/portfolio.yaml lists no section with a file");
  const sectionText = await readText(`portfolio/${key}/avsnitt.yaml`);
  const section = parse(sectionText) as Section;
  const photo = { file: "ny-bild-fran-redigeraren.jpg", alt: "Ljust kök med fönster mot gården" };
  // A real photo of the project, uploaded under a new name.
  const uploaded = await readFile(contentFile("images/hero.jpg"));

  // The owner keeps the site open in a tab while editing: it must show the saves by itself.
  const site = await context.newPage();
  await site.goto("/");
  // She edits in the editor's tab, in front: in a tab behind, the browser holds back timers, and
  // a drag's end (which lets clicks through again after a timer) could last past the next key.
  await page.bringToFront();

  await openEntry(page, "startsidan/entries/packages");
  await toggle(page, `${bas.title} – ${bas.price}`);
  await visibleField(page, "Pris").fill(typedPrice);
  await visibleField(page, "Beskrivning").fill(description.replace(", ", ",\v"));
  await page.getByRole("button", { name: "Lägg till tillval" }).click();
  await visibleField(page, "Tillval").last().fill(addOn);
  await publishInto<Packages>(
    page,
    "packages.yaml",
    (saved) => saved.addOns?.includes(addOn) ?? false,
  );

  await openEntry(page, "startsidan/entries/home");
  const hero = visibleField(page, "Rubrik").first();
  // Typed before the entry has loaded, a change would be saved over empty fields.
  await expect(hero).toHaveValue(home.hero.heading);
  await hero.fill(heading);
  await publishInto<{ hero: { heading: string } }>(
    page,
    "home.yaml",
    (saved) => saved.hero.heading === heading,
  );

  await openEntry(page, `portfolio/entries/${key}/avsnitt`);
  await addPhotoFirst(page, section.photos.length, photo, uploaded);
  const [firstPhoto, ...otherPhotos] = section.photos;
  if (!firstPhoto) throw new Error(`content/portfolio/${key}/avsnitt.yaml has no photo`);
  // A section of one photo has it last already, below the new one.
  if (otherPhotos.length > 0) {
    await movePhotoLastWithKeys(page, firstPhoto.file, section.photos.length + 1);
  }
  await publishInto<Section>(
    page,
    `portfolio/${key}/avsnitt.yaml`,
    (saved) => saved.photos.length > section.photos.length,
  );

  // The data files, read back.
  const savedOffer = await readYaml<Packages>("packages.yaml");
  expect(savedOffer.packages[0]?.price).toBe(price);
  expect(savedOffer.packages[0]?.description).toBe(description);
  expect(savedOffer.packages.slice(1)).toEqual(offer.packages.slice(1));
  expect(savedOffer.addOns).toEqual([...(offer.addOns ?? []), addOn]);
  const savedHome = await readYaml<typeof home>("home.yaml");
  expect(savedHome).toEqual({ ...home, hero: { ...home.hero, heading } });
  // Its comments, its order and its quoting kept: one line changed, the heading's.
  const before = homeText.split("\n");
  const after = (await readText("home.yaml")).split("\n");
  expect(after.length).toBe(before.length);
  const changed = after.filter((line, index) => line !== before[index]);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toContain(heading);
  const savedSectionText = await readText(`portfolio/${key}/avsnitt.yaml`);
  const savedSection = parse(savedSectionText) as Section;
  expect(savedSection.photos).toEqual([photo, ...otherPhotos, firstPhoto]);
  // A photo added and moved first, the first moved last: the file's comments are all still there,
  // its opening first.
  const comments = (text: string) => text.split("\n").filter((line) => /^\s*#/.test(line));
  expect(comments(savedSectionText)).toEqual(comments(sectionText));
  expect(savedSectionText.split("\n")[0]).toBe(sectionText.split("\n")[0]);
  expect(await readFile(contentFile(`portfolio/${key}/${photo.file}`))).toEqual(uploaded);

  // The editor says the site was rebuilt, and the open start page reloads itself once it is.
  await expect(page.getByText("Sajten är uppdaterad", { exact: false })).toBeVisible({
    timeout: 600_000,
  });
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 600_000 });
  await expect(site.getByText(price).first()).toBeVisible();
  await expect(site.getByText(addOn, { exact: true })).toBeAttached();
  // The portfolio's build may still run: the open page shows it when it is served.
  await site.goto("/portfolio");
  const carousel = site.getByRole("region", { name: section.title, exact: true });
  await expect(carousel.locator('[aria-roledescription="slide"] img').first()).toHaveAttribute(
    "alt",
    photo.alt,
    { timeout: 600_000 },
  );
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(
    section.photos.length + 1,
  );
});
