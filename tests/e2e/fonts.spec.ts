// Until the web fonts arrive a page is drawn in the visitor's own fonts, sized to take the room
// the web fonts will take (app/fonts/fallbacks.css, scripts/fonts/fallback-faces.ts): when they
// swap in, nothing on the page moves. Chromium on Debian finds Liberation Sans and Serif, the
// metric twins of Arial and Times New Roman, for the faces that stand in for them. On a visit's
// first page the fonts wait for the largest photo of the first screen; a later page uses them at
// once (scripts/app-start/, decision 022).
import { resolve } from "node:path";
import type { Page, Route } from "@playwright/test";
import { maxWaitMs } from "../../scripts/app-start/defer-app-start.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test } from "./fixtures";
import { heroAsset, photoAsset, topSection } from "./site-content";

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

/** Each page that opens on a photo, and the asset of its largest photo in the first screen. */
const pagesOpeningOnAPhoto = [
  { path: "/", largest: heroAsset },
  { path: "/portfolio", largest: () => photoAsset(topSection.key, 1) },
];

/** Holds back every request for the photo `asset` (each width and format) until released. */
async function holdPhoto(page: Page, asset: string) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(new RegExp(`/assets/${asset}-\\d+-[\\w-]+\\.(avif|jpg)$`), async (route) => {
    if (isReleased) await route.continue();
    else held.push(route);
  });
  return async () => {
    isReleased = true;
    for (const route of held) await route.continue();
  };
}

/** When each resource was asked for and arrived, in the page's own timeline. */
const resourceTimes = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );

test.describe("the web fonts on a slow first page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, largest } of pagesOpeningOnAPhoto) {
    test(`${path}: the fonts are asked for only once the largest photo has arrived`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect.poll(() => webFontsLoaded(page)).toEqual([true, true]);
      await expect(page.locator("html")).toHaveAttribute("data-fonts");
      const times = await resourceTimes(page);
      const photo = new RegExp(`/assets/${largest()}-\\d+-`);
      const arrived = Math.min(
        ...times.filter((entry) => photo.test(entry.name)).map((entry) => entry.end),
      );
      const fonts = times.filter((entry) => entry.name.endsWith(".woff2"));
      expect(fonts).toHaveLength(2);
      for (const font of fonts) expect(font.start, font.name).toBeGreaterThanOrEqual(arrived);
    });

    test(`${path}: a largest photo that never arrives holds the fonts back for 3 seconds at most`, async ({
      page,
    }) => {
      await holdPhoto(page, largest());
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".woff2")) fonts.push(request.url());
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // The starter has painted the first screen and waits for the photo it holds.
      await expect(page.locator("html")).toHaveAttribute("data-app-start", "waiting");
      expect(fonts, "no font while the photo is on its way").toEqual([]);
      await expect(page.locator("html")).not.toHaveAttribute("data-fonts");

      await expect.poll(() => webFontsLoaded(page), { timeout: 10_000 }).toEqual([true, true]);
      const fromParsedMs = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        const fonts = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"));
        return (
          Math.min(...fonts.map((entry) => entry.startTime)) - (navigation?.domInteractive ?? 0)
        );
      });
      // The same limit as the app's start, from the same clock (app-start.spec.ts says why 1 s).
      expect(fromParsedMs).toBeGreaterThan(maxWaitMs - 1000);
      expect(fromParsedMs).toBeLessThanOrEqual(maxWaitMs + 500);
    });
  }

  test("a page opened from another page of the site uses the fonts at once, before its photo", async ({
    page,
  }) => {
    await page.goto("/bokningsvillkor");
    await expect.poll(() => webFontsLoaded(page)).toEqual([true, true]);
    const release = await holdPhoto(page, photoAsset(topSection.key, 1));
    // A full page load, as a link followed before the app runs, or one opened in a new tab, is.
    await page.evaluate(() => window.location.assign("/portfolio"));
    await page.waitForURL("**/portfolio", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-fonts");
    await expect.poll(() => webFontsLoaded(page)).toEqual([true, true]);
    // Loaded while the page's largest photo is still held back.
    await expect(page.locator("html")).toHaveAttribute("data-app-start", "waiting");
    await release();
  });
});
