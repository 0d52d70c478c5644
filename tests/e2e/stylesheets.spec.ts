// Each page carries its stylesheets in its HTML (scripts/page-css, decision 014): its first
// screen is drawn with no stylesheet request, the app starts on the same styles without fetching
// them again, and a page reached by a client-side navigation still gets the styles of its own.
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test, waitForHydration } from "./fixtures";

const pages = [...builtPagePaths(resolve("build/client")), "/finns-inte"];

function recordStylesheetRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "stylesheet" || url.pathname.endsWith(".css")) {
      requested.push(url.pathname);
    }
  });
  return requested;
}

/** Each photo frame's placeholder, which its class in the page's stylesheet gives it (decision 008). */
function placeholderBackgrounds(page: Page) {
  return page
    .locator(".photo-skeleton")
    .evaluateAll((frames) =>
      frames.map((frame) => getComputedStyle(frame).getPropertyValue("--photo-placeholder")),
    );
}

for (const path of pages) {
  test(`${path} is drawn with the site's styles and fetches no stylesheet, before or after the app starts`, async ({
    page,
  }) => {
    const requested = recordStylesheetRequests(page);
    await page.goto(path);
    // The body's flex column and the header's rule come from the site's stylesheet.
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
    await expect(page.getByRole("banner")).toHaveCSS("border-bottom-width", "1px");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
  });
}

test("a page reached by a client-side navigation gets its own styles", async ({ page }) => {
  const requested = recordStylesheetRequests(page);
  await page.goto("/bokningsvillkor");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
  // The portfolio's photo placeholders are classes of its own stylesheet, not the text page's.
  await expect
    .poll(async () => {
      const backgrounds = await placeholderBackgrounds(page);
      return backgrounds.length > 0 && backgrounds.every((image) => image.includes("gradient"));
    })
    .toBe(true);
  expect(requested.some((path) => /\/assets\/portfolio-[\w-]+\.css$/.test(path))).toBe(true);
});
