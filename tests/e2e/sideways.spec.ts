// No page scrolls sideways, at any width a visitor's screen has, as a phone (its scrollbars drawn
// over the page) and as a desktop window whose classic scrollbar takes its room from the page:
// there the room left at 360 px is 345 px. Each page is loaded once and its window then narrowed
// and widened through the widths.
import { resolve } from "node:path";
import { playwrightLaunchOptions } from "../../scripts/chromium.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { sidewaysWidths as widths } from "../sideways-widths.ts";
import { expect, test, waitForHydration } from "./fixtures";

const paths = [...builtPagePaths(resolve("build/client")), "/finns-inte"];

/**
 * Loads `path` at the narrowest width, then narrows and widens its window through the widths; at
 * each the page must settle with nothing to scroll sideways (its own resize listeners, the web
 * fonts' held room given back, run after the window has its new size).
 */
async function fitsEveryWidth(page: import("@playwright/test").Page, path: string) {
  await page.setViewportSize({ width: widths[0] ?? 320, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `scrolls sideways at ${width} px`, timeout: 10_000 },
      )
      .toBe(0);
  }
}

// Playwright's Chromium hides scrollbars unless told; a desktop browser draws them, and a phone
// (Chromium's mobile emulation) draws them over the page.
test.use({
  launchOptions: { ...playwrightLaunchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] },
});

test.describe("as a phone", () => {
  test.use({ isMobile: true, hasTouch: true });
  for (const path of paths) {
    test(`${path} scrolls sideways at no width`, async ({ page }) => {
      await fitsEveryWidth(page, path);
      const scrollbar = await page.evaluate(
        () => window.innerWidth - document.documentElement.clientWidth,
      );
      expect(scrollbar, "a phone's scrollbar drawn over the page").toBe(0);
    });
  }
});

test.describe("as a desktop window with classic scrollbars", () => {
  for (const path of paths) {
    test(`${path} scrolls sideways at no width, its scrollbar beside it`, async ({ page }) => {
      await fitsEveryWidth(page, path);
      const scrollbar = await page.evaluate(
        () => window.innerWidth - document.documentElement.clientWidth,
      );
      expect(scrollbar, "a classic scrollbar's room").toBeGreaterThan(0);
    });
  }
});
