// The app's scripts start after the first screen (scripts/app-start): the photos and fonts a
// visitor sees first get the connection to themselves, and React still hydrates every page.
import { resolve } from "node:path";
import type { Page, Route } from "@playwright/test";
import { maxWaitMs } from "../../scripts/app-start/defer-app-start.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { heroAsset } from "./site-content";

const isAppModule = (url: string) => /\/assets\/[\w.-]+\.js$/.test(url);

/** Holds back the hero photo until `release()` is called. */
async function holdHeroPhoto(page: Page) {
  const held: Route[] = [];
  const hero = new RegExp(`/assets/${heroAsset()}-`);
  await page.route(hero, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      for (const route of held) await route.continue();
    },
  };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

for (const path of builtPagePaths(resolve("build/client"))) {
  // What the starter orders by its own awaits: the first paint (it waits for its entry), and the
  // first screen's photos and fonts arrived. When a photo or a font is shown is the compositor's
  // presentation time, which a busy machine puts frames later: the bench measures it, not this.
  test(`${path} asks for no script before its first paint and its first screen's photos and fonts, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(async () => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      // The largest paint's photo, where it is one: when its bytes had arrived.
      const largestPhoto = await new Promise<number>((done) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as
            | (PerformanceEntry & { loadTime?: number })
            | undefined;
          done(entry?.loadTime ?? 0);
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      );
      // As the visitor sees them: a slide clipped by its carousel is not in the first screen.
      const firstScreen = await new Promise<HTMLImageElement[]>((done) => {
        if (document.images.length === 0) return done([]);
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          done(
            entries.filter((e) => e.intersectionRatio > 0).map((e) => e.target as HTMLImageElement),
          );
        });
        for (const image of document.images) observer.observe(image);
      });
      return {
        scripts: resources
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        largestPhoto,
        photos: firstScreen.map(
          (image) =>
            resources.find((entry) => entry.name === image.currentSrc)?.responseEnd ?? Infinity,
        ),
        fonts: resources
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => entry.responseEnd),
      };
    });
    expect(timing.scripts.length).toBeGreaterThan(0);
    const firstScript = Math.min(...timing.scripts);
    expect(firstScript).toBeGreaterThan(timing.fcp);
    expect(firstScript).toBeGreaterThan(timing.largestPhoto);
    for (const arrived of [...timing.photos, ...timing.fonts]) {
      expect(firstScript).toBeGreaterThan(arrived);
    }
  });
}

test("a key pressed before the first screen has arrived starts the app at once", async ({
  page,
}) => {
  const hero = await holdHeroPhoto(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isAppModule(request.url())) scripts.push(request.url());
  });
  // The page's clock stands still: its 3-second limit cannot start the app, however slow the
  // machine, so only her key can.
  await page.clock.install({ time: new Date("2026-01-05T09:00:00") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01"));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // The starter has painted the first screen and waits for the hero photo it holds.
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-app-start", "waiting");
  expect(scripts, "nothing while the hero photo is on its way").toEqual([]);

  await page.keyboard.press("Tab");
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await expect(html).toHaveAttribute("data-app-start", "started");
  await page.clock.resume();
  await waitForHydration(page);
  await hero.release();
});

test("a first screen that never arrives holds the app back for 3 seconds at most", async ({
  page,
}) => {
  await holdHeroPhoto(page);
  const scripts: number[] = [];
  const start = Date.now();
  page.on("request", (request) => {
    if (isAppModule(request.url())) scripts.push(Date.now() - start);
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(2500);
  // The starter's clock starts as the end of the body is parsed; measured in the page's own
  // timeline, so the test's process being slow cannot stretch it.
  const fromParsedMs = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const firstModule = Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[\w.-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    return firstModule - (navigation?.domInteractive ?? 0);
  });
  // The starter runs at the end of the body, a little before the document counts as parsed
  // (domInteractive): on a busy machine that gap was 0.6 s once, so the lower bound allows 1 s.
  expect(fromParsedMs).toBeGreaterThan(maxWaitMs - 1000);
  expect(fromParsedMs).toBeLessThanOrEqual(maxWaitMs + 500);
});

test("the app's modules are listed for the starter and none is fetched twice", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isAppModule(request.url())) requests.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const listed = (await page.locator("#app-start").getAttribute("data-modules"))?.split(" ");
  expect(listed?.length).toBeGreaterThan(0);
  expect(new Set(requests).size).toBe(requests.length);
  expect([...requests].sort()).toEqual([...(listed ?? [])].sort());
});
