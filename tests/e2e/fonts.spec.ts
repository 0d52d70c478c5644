// Until the web fonts are in, a page is drawn in the visitor's own fonts, sized a little wider than
// the web fonts (app/fonts/fallbacks.css). The page's script puts each web font in once it has
// arrived, keeping the room the fallback took; only where that would still move what is on the
// screen does a face wait for the visitor's next page (app/fonts/web-fonts.ts, decisions 027 and
// 030). Chromium on Debian finds Liberation Sans and Serif, the metric twins of Arial and Times
// New Roman, for the faces that stand in.
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { playwrightLaunchOptions } from "../../scripts/chromium.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test, waitForHydration } from "./fixtures";

const pages = builtPagePaths(resolve("build/client"));
const families = ["Inter Variable", "Fraunces Variable"];

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

/** Each web font: "in" the page, "waiting" for the next one, or not arrived ("loading"). */
const fontStates = (page: Page) =>
  page.evaluate((names) => {
    const state = window as unknown as { webFonts?: { waiting: FontFace[] } };
    const waiting = state.webFonts?.waiting ?? [];
    return names.map((family) => {
      const isIn = [...document.fonts].some(
        (face) => face.family.replaceAll('"', "") === family && face.status === "loaded",
      );
      const isWaiting = waiting.some((face) => face.family.replaceAll('"', "") === family);
      return isIn ? "in" : isWaiting ? "waiting" : "loading";
    });
  }, families);

/** Two frames: a change is laid out and its shift reported. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

// The phones' widths (iPhones at 375-430, Android at 360 and 412), a tablet and a laptop: a line
// breaks differently at each.
for (const width of [360, 375, 390, 393, 412, 430, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path}: the web fonts go in as they arrive late, and move nothing`, async ({
        page,
      }) => {
        const layoutShift = await recordLayoutShift(page);
        const release = await holdFonts(page);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await fontStates(page)).toEqual(["loading", "loading"]);
        const before = await layoutShift();

        release();
        await expect.poll(() => fontStates(page)).toEqual(["in", "in"]);
        await twoFrames(page);
        // A thousandth of the screen at most: Lighthouse shows it as 0.000.
        expect((await layoutShift()) - before).toBeLessThan(0.001);
      });
    }
  });
}

test("the room the fallback faces took is given back when the window's width changes", async ({
  page,
  baseURL,
}) => {
  const headingTops = () =>
    page
      .getByRole("heading")
      .evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().top));
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdFonts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  release();
  await expect.poll(() => fontStates(page)).toEqual(["in", "in"]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await twoFrames(page);
  const resized = await headingTops();

  // The same page opened at that width as a later page, its fonts in from the start.
  await page.goto("/", { referer: `${baseURL}/bokningsvillkor` });
  await expect.poll(() => fontStates(page)).toEqual(["in", "in"]);
  await twoFrames(page);
  expect(resized).toEqual(await headingTops());
});

test("a web font that would move the screen waits, and goes in with the next page", async ({
  page,
}) => {
  const release = await holdFonts(page);
  await page.goto("/bokningsvillkor", { waitUntil: "domcontentloaded" });
  // A line in view that just fits in a face no fallback stands in for (the browser's own serif,
  // narrower than the display font): the display font breaks it into two and moves the line
  // below. Outside the app's own elements, which hydration compares with the prerendered page.
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.style.cssText = "position: fixed; top: 0; background: white";
    const line = document.createElement("p");
    line.textContent = "Bilder som får bostaden att sticka ut";
    line.style.cssText = 'font: 600 20px "Fraunces Variable", serif; width: max-content';
    box.append(line, document.createElement("p"));
    document.body.append(box);
    line.style.width = `${line.getBoundingClientRect().width}px`;
  });
  release();
  await expect.poll(() => fontStates(page)).not.toContain("loading");
  expect((await fontStates(page))[1]).toBe("waiting");

  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
  await expect.poll(() => fontStates(page)).toEqual(["in", "in"]);
});

test("a later page of the visit has the web fonts from its first paint", async ({
  playwright,
  baseURL,
}) => {
  // The fonts come from the browser's cache, which Playwright's routes switch off: a browser of
  // its own, without routes, whose name lookups find no host but this machine, so that the test
  // still reaches no other site.
  const browser = await playwright.chromium.launch({
    ...playwrightLaunchOptions,
    args: [
      ...playwrightLaunchOptions.args,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  const page = await browser.newPage({ baseURL });
  // The visit's first page brings the fonts into the cache.
  await page.goto("/");
  await expect.poll(() => fontStates(page)).not.toContain("loading");
  const layoutShift = await recordLayoutShift(page);
  // The next page loaded anew, as after a reload or a link from a page before the app started.
  await page.goto("/integritetspolicy", { referer: `${baseURL}/` });
  await expect.poll(() => fontStates(page)).toEqual(["in", "in"]);
  expect(await layoutShift()).toBe(0);
  const waiting = await page.evaluate(
    () => (window as unknown as { webFonts?: { waiting: FontFace[] } }).webFonts?.waiting.length,
  );
  expect(waiting, "no font waits on a later page").toBe(0);
  await browser.close();
});

// The head's script reads where everything in view is as a face goes in (to keep it from moving).
// Read inside a photo that waits (content-visibility: hidden), every box read laid that photo out
// in a layout of its own: 195 layouts here (3-4 without), and on the bench's phone 100-280 ms of
// main thread in one task, whenever the fonts arrived before the photos. Counted, not timed.
test("the web fonts go in on /portfolio in a few layouts of the page, not one per photo that waits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The photos and the app never arrive: the page's other photos wait as the fonts come.
  await page.route(/\.(avif|webp|jpe?g|js)$/, () => {});
  const release = await holdFonts(page);
  await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const chromium = await page.context().newCDPSession(page);
  await chromium.send("Performance.enable");
  const layouts = async () => {
    const { metrics } = await chromium.send("Performance.getMetrics");
    return metrics.find((metric) => metric.name === "LayoutCount")?.value ?? Number.NaN;
  };
  await twoFrames(page);
  const before = await layouts();

  release();
  await expect.poll(() => fontStates(page)).not.toContain("loading");
  await twoFrames(page);
  expect((await layouts()) - before).toBeLessThan(20);
});
