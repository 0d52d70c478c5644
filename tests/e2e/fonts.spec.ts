// Until the web fonts are in, a page is drawn in the visitor's own fonts, sized to take the room
// the web fonts will take (app/fonts/fallbacks.css). The page's script puts each web font in
// once it has arrived, unless that would move what is on the screen: then it waits for the
// visitor's next page (app/fonts/web-fonts.ts, decision 027). Chromium on Debian finds Liberation
// Sans and Serif, the metric twins of Arial and Times New Roman, for the faces that stand in.
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
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

for (const width of [360, 390, 412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path}: the web fonts arriving late move nothing`, async ({ page }) => {
        const layoutShift = await recordLayoutShift(page);
        const release = await holdFonts(page);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await fontStates(page)).toEqual(["loading", "loading"]);
        const before = await layoutShift();

        release();
        await expect.poll(async () => (await fontStates(page)).includes("loading")).toBe(false);
        await twoFrames(page);
        // A thousandth of the screen at most: Lighthouse shows it as 0.000.
        expect((await layoutShift()) - before).toBeLessThan(0.001);
      });
    }
  });
}

test("a web font that would move the screen waits, and goes in with the next page", async ({
  page,
}) => {
  const release = await holdFonts(page);
  await page.goto("/bokningsvillkor", { waitUntil: "domcontentloaded" });
  // A line in view that just fits in the fallback face: the display font, a little wider for
  // these words, would break it into two.
  // Outside the app's own elements, which hydration compares with the prerendered page.
  // Outside the app's own elements, which hydration compares with the prerendered page; a
  // second line below it would be moved down.
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.style.cssText = "position: fixed; top: 0; background: white";
    const line = document.createElement("p");
    line.textContent = "Bilder som får bostaden att sticka ut";
    line.style.cssText = "font: 600 20px var(--font-display); width: max-content";
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
  page,
  baseURL,
}) => {
  const layoutShift = await recordLayoutShift(page);
  // Followed from a page of the site: the fonts are in the browser's cache by then.
  await page.goto("/integritetspolicy", { referer: `${baseURL}/` });
  await expect.poll(() => fontStates(page)).toEqual(["in", "in"]);
  expect(await layoutShift()).toBe(0);
  const waiting = await page.evaluate(
    () => (window as unknown as { webFonts?: { waiting: FontFace[] } }).webFonts?.waiting.length,
  );
  expect(waiting, "no font waits on a later page").toBe(0);
});
