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

test("a navigation with a hash scrolls smoothly to that element", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  await navigate(page, "/bokningsvillkor#betalning");
  await expect(page).toHaveURL("/bokningsvillkor#betalning");
  await page.locator("#betalning").waitFor();
  // Smooth: the first frame is not yet at the target…
  const early = await page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => r(window.scrollY))),
  );
  const finalTop = await page.evaluate(() => {
    const el = document.getElementById("betalning");
    return el ? el.getBoundingClientRect().top + window.scrollY - 24 : NaN;
  });
  expect(early).toBeLessThan(finalTop - 1);
  // …and it ends with the heading at the top, below its scroll margin.
  await expect.poll(() => headingTop(page, "betalning")).toBeCloseTo(24, -1);
});

test("under reduced motion the jump to the hash is instant", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
  const page = await context.newPage();
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  await navigate(page, "/bokningsvillkor#vart-ansvar");
  await page.waitForURL("/bokningsvillkor#vart-ansvar");
  await page.locator("#vart-ansvar").waitFor();
  // One frame after the new page rendered, the heading is already in place: no animation.
  const top = await page.evaluate(
    () =>
      new Promise<number>((r) =>
        requestAnimationFrame(() =>
          r(document.getElementById("vart-ansvar")?.getBoundingClientRect().top ?? NaN),
        ),
      ),
  );
  expect(top).toBeCloseTo(24, -1);
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
