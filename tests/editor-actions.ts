// What the owner does in the editor, as every editor spec does it (tests/editor on `npm start`,
// tests/published on the published editor): publish, open or fold a list item, find a field on
// screen, drag a list item, answer the page's questions, and read the editor's own notices.
import { expect, type Locator, type Page } from "@playwright/test";

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicera nu" }).click();
}

/** Opens or folds a list item by its summary (Decap shows its fields below the summary). */
export async function toggle(page: Page, summary: string) {
  await page
    .getByText(summary, { exact: true })
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
}

/** The one field with this label that is on screen (collapsed list items hide theirs). */
export const visibleField = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

/**
 * Drags a list item's handle onto another's, as a mouse does, and lets go once the other item has
 * made way, as she lets go when she sees the list open where she aims: on a busy machine the list
 * follows the pointer some frames late, and a button let go at once drops the item where the list
 * was then.
 */
export async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("a drag handle is not on screen");
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, start.y + start.height / 2 - 10, { steps: 5 });
  await page.mouse.move(x, end.y + end.height / 2 - 20, { steps: 30 });
  await expect
    .poll(async () => Math.abs(((await to.boundingBox())?.y ?? end.y) - end.y))
    .toBeGreaterThan(end.height / 2);
  await page.mouse.up();
}

/**
 * Moves the photo `file` to the end of its list of `count` by the keyboard, as an owner who does
 * not drag does: its "Flytta ned" button focused and Enter pressed until it can go no further,
 * where the focus is on its "Flytta upp".
 */
export async function movePhotoLastWithKeys(page: Page, file: string, count: number) {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page
    .getByRole("button", { name: new RegExp(`^Flytta ned bild \\d+, ${escaped}$`) })
    .focus();
  const focused = page.locator(":focus");
  for (let presses = 0; presses < count; presses++) {
    if ((await focused.getAttribute("aria-label"))?.startsWith("Flytta upp")) break;
    await page.keyboard.press("Enter");
  }
  await expect(focused).toHaveAccessibleName(`Flytta upp bild ${count}, ${file}`);
}

/** The editor's own notice of a refused save or deletion, by the words of its heading. */
export const refusal = (page: Page, heading: RegExp = /sparades inte/) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: heading }) });

/** Waits until the editor's notice says the site was rebuilt with the last save. */
export async function siteUpdated(page: Page, timeout: number) {
  await expect(page.getByRole("status", { name: "Besked om sparning och bygge" })).toContainText(
    "Sajten är uppdaterad",
    { timeout },
  );
}

/** Accepts every question the page asks, and keeps what it asked. */
export function acceptQuestions(page: Page): string[] {
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  return questions;
}

/** Whether the middle of `locator` is drawn on top, not covered by another part of the page. */
export function isOnTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/**
 * In a portfolio section's open form with `count` photos: uploads `bytes` as a new photo with its
 * alt text, folds the list and drags the new photo first, as the owner does.
 */
export async function addPhotoFirst(
  page: Page,
  count: number,
  photo: { file: string; alt: string },
  bytes: Buffer,
) {
  const handles = page.getByRole("button", { name: "Dra för att flytta" });
  await expect(handles).toHaveCount(count);
  await page.getByRole("button", { name: "Lägg till bild" }).click();
  await page.getByRole("button", { name: "Välj en bild" }).click();
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: photo.file, mimeType: "image/jpeg", buffer: bytes });
  await page.getByRole("button", { name: "Välj markerad" }).click();
  // The new photo's item is the last of the list, open with its fields.
  await visibleField(page, "Alt-text (frivillig)").last().fill(photo.alt);
  await expect(handles).toHaveCount(count + 1);
  // Folded, each item is one line, and the whole list fits on screen for the drag.
  const photoList = page
    .locator('[aria-label="Fält"]')
    .filter({ has: page.getByText("Bilder", { exact: true }) });
  await photoList.getByRole("button", { name: "Dölj" }).first().click();
  // Each folded line shows its photo once it has arrived, in no set order: the rows keep their
  // height once every photo is drawn, so the drag is measured on the list as it stays.
  const thumbnails = photoList.locator("img").filter({ visible: true });
  await expect(thumbnails).toHaveCount(count + 1);
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) =>
        images.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await drag(page, handles.last(), handles.first());
  await expect(
    page.getByRole("button", { name: `Flytta ned bild 1, ${photo.file}`, exact: true }),
  ).toBeVisible();
}

/**
 * Whether every Publicera button is in the part of the page that takes no click or key: under an
 * entry's notice, Decap draws an empty form at times, which must not be published or deleted.
 */
export async function publishTakesNoClick(page: Page) {
  const held = await page
    .getByRole("button", { name: /^Publicera/ })
    .evaluateAll((buttons) => buttons.map((button) => button.closest("[inert]") !== null));
  return held.every(Boolean);
}
