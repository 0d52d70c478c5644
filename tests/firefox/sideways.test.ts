// No page scrolls sideways in Firefox, at any width a visitor's screen has, as a phone (touch, its
// scrollbars drawn over the page) and as a desktop window whose classic scrollbar takes its room
// from the page. Each page is loaded once and its viewport then narrowed and widened through the
// widths, as in Chromium's test (tests/e2e/sideways.spec.ts).
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { firefoxPath } from "../../scripts/firefox.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { sidewaysWidths as widths } from "../sideways-widths.ts";

const paths = [...builtPagePaths("build/client"), "/finns-inte"];

/** Firefox as a phone and as a desktop browser: its preferences for each. */
const kinds = [
  {
    kind: "as a phone",
    hasClassicScrollbar: false,
    // Desktop Firefox lays the page out in its window as a phone's browser in its screen; its
    // viewport tag's own handling (dom.meta-viewport.enabled) hangs the headless browser.
    preferences: { "ui.useOverlayScrollbars": 1, "dom.w3c_touch_events.enabled": 1 },
  },
  {
    kind: "as a desktop window with classic scrollbars",
    hasClassicScrollbar: true,
    preferences: { "ui.useOverlayScrollbars": 0 },
  },
];

/** What the page can be scrolled sideways by, once it has settled at its width. */
async function sidewaysScroll(page: Page): Promise<number> {
  // The page's own resize listeners (the web fonts' held room given back) run after the
  // viewport has its new size: a page that never settles is measured as it is.
  await page
    .waitForFunction(
      () => document.documentElement.scrollWidth === document.documentElement.clientWidth,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const { kind, hasClassicScrollbar, preferences } of kinds) {
  describe(kind, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: firefoxPath,
        headless: true,
        extraPrefsFirefox: preferences,
      });
      page = await browser.newPage();
      // Nothing leaves the machine: a request to any other host is refused.
      await page.setRequestInterception(true);
      page.on("request", (request) =>
        request.url().startsWith(inject("origin")) || request.url().startsWith("data:")
          ? request.continue()
          : request.abort(),
      );
    });
    afterAll(() => browser?.close());

    for (const path of paths) {
      it(`${path} scrolls sideways at no width`, async () => {
        await page.setViewport({ width: widths[0] ?? 320, height: 800 });
        await page.goto(`${inject("origin")}${path}`);
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
        await page.evaluate(() => document.fonts.ready);
        for (const width of widths) {
          await page.setViewport({ width, height: 800 });
          expect(await sidewaysScroll(page), `scrolls sideways at ${width} px`).toBe(0);
        }
        const scrollbar = await page.evaluate(
          () => window.innerWidth - document.documentElement.clientWidth,
        );
        expect(scrollbar > 0, "a classic scrollbar beside the page").toBe(hasClassicScrollbar);
      });
    }
  });
}
