// Until the web fonts arrive a page is drawn in the visitor's own fonts, sized to take the room
// the web fonts will take (app/fonts/fallbacks.css, scripts/fonts/fallback-faces.ts): when they
// swap in, nothing on the page moves. Chromium on Debian finds Liberation Sans and Serif, the
// metric twins of Arial and Times New Roman, for the faces that stand in for them.
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test } from "./fixtures";

const pages = builtPagePaths(resolve("build/client"));

/** Holds every font request back until the returned function is called. */
async function holdFonts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route("**/*.woff2", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Adds up the layout shifts of the page from its start (none follows an input here). */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.layoutShift += (entry as unknown as { value: number }).value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

const webFontsLoaded = (page: Page) =>
  page.evaluate(() =>
    ["Inter Variable", "Fraunces Variable"].map((family) =>
      [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
    ),
  );

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path}: the web fonts arriving late move nothing`, async ({ page }) => {
        const layoutShift = await recordLayoutShift(page);
        const release = await holdFonts(page);
        // The load event waits for the fonts.
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Drawn in the fallbacks: the web fonts were asked for and are held back.
        expect(await webFontsLoaded(page)).toEqual([false, false]);
        const before = await layoutShift();

        release();
        await expect.poll(() => webFontsLoaded(page)).toEqual([true, true]);
        // Two frames: the swap is laid out and its shift reported.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        // A thousandth of the screen at most: Lighthouse shows it as 0.000.
        expect((await layoutShift()) - before).toBeLessThan(0.001);
      });
    }
  });
}
