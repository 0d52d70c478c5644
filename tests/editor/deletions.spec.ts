// A deletion the build would not take is refused by the local backend after Decap's own question,
// and said where the site still shows what she asked to delete, in the editor's words; what
// nothing shows is deleted. Run on a copy, as editor-session.spec.ts; each test puts content/
// back as it found it.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse, stringify } from "yaml";
import { contentOf } from "#model/load.ts";
import { acceptQuestions, isOnTop, refusal, siteUpdated } from "../editor-actions.ts";

const root = join(import.meta.dirname, "..", "..");
if (existsSync(join(root, ".git"))) {
  throw new Error(
    "tests/editor writes into content/: run it on a copy (node scripts/owner-edit-check.ts)",
  );
}
const portfolio = join(root, "content", "portfolio");

async function openEntry(page: Page, entry: string) {
  await page.goto(`/redigera/#/collections/portfolio/entries/${entry}`);
  const login = page.getByRole("button", { name: "Logga in" });
  await expect(login.or(page.getByRole("button", { name: "Radera", exact: true }))).toBeVisible();
  if (await login.isVisible()) await login.click();
}

test("a portfolio section the site shows elsewhere is not deleted, and one shown nowhere is", async ({
  page,
}) => {
  const [shown] = contentOf().galleries;
  if (!shown) throw new Error("content/portfolio has no section");
  // A section nothing names: the first's first photo in a folder of its own, under its key.
  const spare = "extra-avsnitt";
  const spareFile = join(portfolio, spare, "avsnitt.yaml");
  const section = parse(await readFile(join(portfolio, shown.key, "avsnitt.yaml"), "utf8")) as {
    photos: { file: string }[];
  };
  const photos = section.photos.slice(0, 1).map(({ file }) => ({ file }));
  await mkdir(join(portfolio, spare));
  for (const { file } of photos) {
    await copyFile(join(portfolio, shown.key, file), join(portfolio, spare, file));
  }
  await writeFile(
    spareFile,
    stringify({ ...section, key: spare, title: "Avsnitt som ingen visar", photos }),
  );
  try {
    const questions = acceptQuestions(page);
    await openEntry(page, `${shown.key}/avsnitt`);
    await expect(page.getByText(/^Visas av: /)).toBeVisible();
    await page.getByRole("button", { name: "Radera", exact: true }).click();
    const refused = refusal(page, /Avsnittet raderades inte/);
    // Among what shows it, by the editor's names: its place in the portfolio page's order.
    await expect(refused.getByRole("listitem").first()).toContainText(
      `: visar avsnittet ${shown.key}`,
    );
    await expect(refused).toContainText(/Avsnitt i ordning › avsnitt \d+: visar avsnittet/);
    await expect(refused).toContainText("publicera först; radera det sedan");
    await expect(refused).not.toContainText("content/");
    expect(questions).toEqual(["Vill du radera det här? Det går inte att ångra."]);
    expect(existsSync(join(portfolio, shown.key, "avsnitt.yaml"))).toBe(true);

    questions.splice(0);
    await openEntry(page, `${spare}/avsnitt`);
    await expect(page.getByText("Inget annat på sajten visar avsnittet.")).toBeVisible();
    // The spare section's folder is removed last, by this test: not while a rebuild reads it,
    // neither the one its writing began nor the one its deletion begins.
    const rebuild = page.getByRole("status", { name: "Besked om sparning och bygge" });
    await expect(rebuild).not.toContainText("byggs om", { timeout: 120_000 });
    await page.getByRole("button", { name: "Radera", exact: true }).click();
    await expect.poll(() => existsSync(spareFile)).toBe(false);
    expect(questions).toEqual(["Vill du radera det här? Det går inte att ångra."]);
    await expect(rebuild).toContainText("byggs om");
    await siteUpdated(page, 120_000);
  } finally {
    await rm(join(portfolio, spare), { recursive: true, force: true });
  }
});

test("a photo that a saved section shows is not deleted from the media library, and one shown nowhere is", async ({
  page,
}) => {
  const [section] = contentOf().galleries;
  const shown = section?.photos[0];
  if (!section || !shown) throw new Error("content/portfolio has no section with photos");
  const folder = join(portfolio, section.key);
  const sectionFile = join(folder, "avsnitt.yaml");
  const savedSection = await readFile(sectionFile, "utf8");
  const shownBytes = await readFile(join(folder, shown.file));
  // A photo in the section's folder that its list leaves out, named to come first in the media
  // library, which draws only the cards in view. Not a byte-for-byte copy: Decap's media library
  // knows a file by its content's hash.
  const spare = "0-utan-plats.jpg";
  await writeFile(join(folder, spare), Buffer.concat([shownBytes, Buffer.from([0])]));
  try {
    const questions = acceptQuestions(page);
    await openEntry(page, `${section.key}/avsnitt`);
    await page.getByRole("button", { name: "Välj en annan bild" }).first().click();
    // A photo's card in the media library, by the file name under it.
    const card = (name: string) =>
      page.getByRole("dialog").getByText(name, { exact: true }).locator("..");
    await card(shown.file).click();
    await page.getByRole("button", { name: "Radera markerad" }).click();
    const refused = refusal(page, /Bilden raderades inte/);
    await expect(refused).toContainText(
      `Portfolio › ${section.key} › Bilder › bild 1 › Bild: visar ${shown.file}`,
    );
    await expect(refused).toContainText("publicera först; radera den sedan");
    // Where she is looking: over the media library, not behind it.
    expect(await isOnTop(refused.getByRole("heading"))).toBe(true);
    expect(questions).toEqual(["Vill du radera bilden? Det går inte att ångra."]);
    expect(existsSync(join(folder, shown.file))).toBe(true);

    // Decap takes the mark off a photo it did not delete.
    const remove = page.getByRole("button", { name: "Radera markerad" });
    await expect(remove).toBeDisabled();

    // Once the saved section no longer shows the photo (published from another tab, say), the
    // same photo is deleted: the check reads the files as they are now.
    const saved = parse(savedSection) as { photos: { file: string }[] };
    const photos = saved.photos.filter((photo) => photo.file !== shown.file);
    await writeFile(sectionFile, stringify({ ...saved, photos }));
    questions.splice(0);
    await card(shown.file).click();
    await remove.click();
    await expect.poll(() => existsSync(join(folder, shown.file))).toBe(false);
    expect(questions).toEqual(["Vill du radera bilden? Det går inte att ångra."]);

    questions.splice(0);
    await card(spare).click();
    await remove.click();
    await expect.poll(() => existsSync(join(folder, spare))).toBe(false);
    expect(questions).toEqual(["Vill du radera bilden? Det går inte att ångra."]);
  } finally {
    await rm(join(folder, spare), { force: true });
    await writeFile(join(folder, shown.file), shownBytes);
    await writeFile(sectionFile, savedSection);
  }
});
