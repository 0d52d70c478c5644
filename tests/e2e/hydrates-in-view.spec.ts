// Long pages hydrate part by part, as each part comes into view or the visitor presses inside it
// (app/components/hydrates-in-view.tsx); until then a part is its prerendered HTML.
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")));

async function startedAtTop(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await waitForHydration(page);
}

test("a part of the start page hydrates when the visitor scrolls it into view", async ({
  page,
}) => {
  await startedAtTop(page, "/");
  const contact = page.locator("#contact");
  // The first screen hydrates with the page, the parts below it as they come into view.
  expect(await isHydrated(page.locator("main h1"))).toBe(true);
  expect(await isHydrated(page.locator("#om-mig"))).toBe(false);
  expect(await isHydrated(contact)).toBe(false);
  await expect(page.getByTestId("phone-status")).toHaveCount(0);

  await contact.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(contact)).toBe(true);
  await expect(page.getByTestId("phone-status")).toHaveText(/^(Öppet nu|Öppnar .+)$/);
});

test("a press on a part that has not hydrated yet is carried out", async ({ page }) => {
  await startedAtTop(page, "/");
  const packages = page.locator("#paket");
  expect(await isHydrated(packages)).toBe(false);
  const styling = packages.getByRole("button", { name: "Digital styling" });
  await expect(styling).toHaveAttribute("aria-pressed", "false");

  // Dispatched where the button is, without scrolling it into view first.
  await styling.dispatchEvent("pointerdown");
  await styling.dispatchEvent("click");
  await expect(styling).toHaveAttribute("aria-pressed", "true");
  expect(await isHydrated(packages)).toBe(true);
  const mail = packages.getByRole("link", {
    name: "Skicka intresseanmälan om paketet Bas via e-post",
  });
  expect(decodeURIComponent((await mail.getAttribute("href")) ?? "")).toContain(
    "- Digital styling",
  );
});

test("a portfolio section below the first screen hydrates only once it is in view", async ({
  page,
}) => {
  await startedAtTop(page, "/portfolio");
  const tryck = page.locator("#tryck");
  await expect.poll(() => isHydrated(page.locator("#bostad"))).toBe(true);
  expect(await isHydrated(page.locator("#digitalstyling"))).toBe(false);
  expect(await isHydrated(tryck)).toBe(false);
  await tryck.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(tryck)).toBe(true);
});
