import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** A client-side navigation, as a click on a router link does it. */
async function navigate(page: Page, to: string) {
  await page.evaluate((target) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): unknown } }
    ).__reactRouterDataRouter;
    return router.navigate(target);
  }, to);
}

const headingTop = (page: Page, id: string) =>
  page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN,
    id,
  );

test("a navigation without a hash starts at the top of the new page", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Bokningsvillkor" }).click();
  await expect(page).toHaveURL("/bokningsvillkor");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * Records every scroll position the window passes through from now on. Counting positions rather
 * than sampling a frame keeps the tests independent of how fast the machine is.
 */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { scrolledTo: number[] };
    record.scrolledTo = [];
    window.addEventListener("scroll", () => record.scrolledTo.push(window.scrollY));
  });
  // Scroll events go out with the next frame, before its animation callbacks: read after one.
  return () =>
    page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { scrolledTo: number[] }).scrolledTo.slice()),
          ),
        ),
    );
}

/** Where the window ends when the element's top sits at its 24 px scroll margin. */
const scrollTargetOf = (page: Page, id: string) =>
  page.evaluate((target) => {
    const el = document.getElementById(target);
    return el ? el.getBoundingClientRect().top + window.scrollY - 24 : NaN;
  }, id);

test("a navigation with a hash scrolls smoothly to that element", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  const scrolledTo = await recordScrolling(page);
  await navigate(page, "/bokningsvillkor#betalning");
  await expect(page).toHaveURL("/bokningsvillkor#betalning");
  // It ends with the heading at the top, below its scroll margin…
  await expect.poll(() => headingTop(page, "betalning")).toBeCloseTo(24, -1);
  const target = await scrollTargetOf(page, "betalning");
  expect(target).toBeGreaterThan(100);
  // …and got there through positions in between, as an animation does.
  const between = (await scrolledTo()).filter((y) => y > 1 && y < target - 1);
  expect(between.length).toBeGreaterThan(1);
});

test("under reduced motion the jump to the hash is instant", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
  const page = await context.newPage();
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  const scrolledTo = await recordScrolling(page);
  await navigate(page, "/bokningsvillkor#vart-ansvar");
  await page.waitForURL("/bokningsvillkor#vart-ansvar");
  await expect.poll(() => headingTop(page, "vart-ansvar")).toBeCloseTo(24, -1);
  // The window went straight there: every position it reported is the end position.
  const target = await scrollTargetOf(page, "vart-ansvar");
  const positions = await scrolledTo();
  expect(positions.length).toBeGreaterThan(0);
  for (const y of positions) expect(Math.abs(y - target)).toBeLessThan(1);
  await context.close();
});

test("a hash that names no element leads to the top", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 800));
  await navigate(page, "/bokningsvillkor#finns-inte");
  await expect(page).toHaveURL("/bokningsvillkor#finns-inte");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Parts of a long page below the first screen are skipped by the browser until near, with their
// heights estimated (.render-when-near); a jump must still land exactly on its target.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px, a jump far down the page lands on its target`, () => {
    test.use({ viewport: { width, height: 800 } });
    const offTarget = (page: Page, id: string) =>
      headingTop(page, id).then((top) => Math.abs(top - 24));

    test("when the page is opened with the hash", async ({ page }) => {
      await page.goto("/#paket");
      await expect.poll(() => offTarget(page, "paket")).toBeLessThanOrEqual(2);
    });

    test("through a link of the router, and the page is skipped in parts again after", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Kontakta mig" }).click();
      await expect.poll(() => offTarget(page, "contact")).toBeLessThanOrEqual(2);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-jumping")))
        .toBe(false);
      // Back near the top, nothing has moved the contact section.
      const contactY = await page.evaluate(
        () => (document.getElementById("contact")?.getBoundingClientRect().top ?? 0) + scrollY,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(
        await page.evaluate(
          () => (document.getElementById("contact")?.getBoundingClientRect().top ?? 0) + scrollY,
        ),
      ).toBeCloseTo(contactY, 0);
    });

    test("through a plain anchor on the page", async ({ page }) => {
      await page.goto("/portfolio");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Avsnitt i portfolion" })
        .getByRole("link", { name: "Tryck & grafisk formgivning" })
        .click();
      await expect(page).toHaveURL("/portfolio#tryck");
      await expect.poll(() => offTarget(page, "tryck")).toBeLessThanOrEqual(2);
    });
  });
}
