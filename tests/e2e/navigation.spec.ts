import { resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { contentOf } from "#model/load.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { freshAddresses, samePageLinks } from "../section-addresses.ts";
import { expect, test, waitForHydration } from "./fixtures";

const { home, services, textPages, portfolioPage } = contentOf();

/** The header's link into the start page's contact section: a link into another page's section. */
const contact = { key: "contact", name: "Kontakt" };

/** Clicks the header's link to the start page's contact section, as a visitor does. */
async function followContactLink(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: contact.name, exact: true }).click();
}

const topOf = (page: Page, id: string) =>
  page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN,
    id,
  );

/** Resolves once the window has not scrolled for ten frames: a smooth scroll has ended. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still++;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

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
  return async () => {
    await scrollSettled(page);
    return page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo.slice());
  };
}

test("a navigation without a hash starts at the top of the new page", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The booking terms' link, by the page's title in content/.
  const bookingTerms = textPages.bokningsvillkor?.title ?? "";
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: bookingTerms, exact: true })
    .click();
  await expect(page).toHaveURL("/bokningsvillkor");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a navigation with a hash glides from the new page's top to that element", async ({
  page,
}) => {
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await scrollSettled(page);
  const scrolledTo = await recordScrolling(page);
  await followContactLink(page);
  await expect(page).toHaveURL(`/#${contact.key}`);
  // The page's module arrives after the address changes.
  await expect(page.locator(`#${contact.key}`)).toBeAttached();
  const positions = await scrolledTo();
  const end = positions.at(-1) ?? Number.NaN;
  expect(await topOf(page, contact.key)).toBeCloseTo(24, 0);
  // From the top of the new page, through positions in between, as an animation does.
  expect(positions[0]).toBe(0);
  expect(positions.filter((y) => y > 1 && y < end - 1).length).toBeGreaterThan(1);
});

test("under reduced motion the jump to the hash is instant", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
  const page = await context.newPage();
  await page.goto("/integritetspolicy");
  await waitForHydration(page);
  const scrolledTo = await recordScrolling(page);
  await followContactLink(page);
  await page.waitForURL(`/#${contact.key}`);
  // The page's module arrives after the address changes.
  await expect(page.locator(`#${contact.key}`)).toBeAttached();
  const positions = await scrolledTo();
  expect(await topOf(page, contact.key)).toBeCloseTo(24, 0);
  // The window went straight there: every position it reported is the end position.
  expect(positions.length).toBeGreaterThan(0);
  expect(new Set(positions).size).toBe(1);
  await context.close();
});

const portfolioHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: portfolioPage.heading });

/** Where `locator`'s element stands in the window. */
const windowTopOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top);

test("Back and Forward return to the positions the visitor left", async ({ page }) => {
  // Where the link she follows stands in the window, halfway down the page: what she sees is
  // what Back brings back, also where the page is laid out anew meanwhile (in the web fonts alone).
  await page.goto("/");
  await waitForHydration(page);
  const link = page.locator("#urval").getByRole("link").first();
  await link.scrollIntoViewIfNeeded();
  expect(await scrollSettled(page)).toBeGreaterThan(1000);
  const left = await windowTopOf(link);
  const portfolioShown = async () => {
    await expect(page).toHaveURL(/\/portfolio/);
    // The address changes at once; the router draws the portfolio, and sets its position, in a
    // transition after it, which on a busy machine takes longer than the ten still frames.
    await expect(portfolioHeading(page)).toBeVisible();
    return scrollSettled(page);
  };
  await link.click();
  await portfolioShown();
  await page.evaluate(() => window.scrollTo(0, 600));
  const leftPortfolio = await scrollSettled(page);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await scrollSettled(page);
  expect(await windowTopOf(link)).toBeCloseTo(left, 0);
  await page.goForward();
  expect(await portfolioShown()).toBeCloseTo(leftPortfolio, 0);
});

const teaserTargets = home.teaser.items.map((item) => item.portfolio);
const serviceTargets = services.flatMap((service) => service.portfolio ?? []);

/** The scroll margin every anchored element keeps above it (app.css), and a pixel of rounding. */
const landedWithin = 25;

/** The element is at the top, or as near it as the page scrolls (a heading at the page's end). */
async function expectLanded(page: Page, id: string, how: string) {
  const { top, isAtEnd } = await page.evaluate((target) => {
    const element = document.getElementById(target);
    return {
      top: element?.getBoundingClientRect().top ?? Number.NaN,
      isAtEnd: window.scrollY >= document.documentElement.scrollHeight - innerHeight - 1,
    };
  }, id);
  expect(top, `#${id} ${how}`).toBeGreaterThanOrEqual(0);
  const height = page.viewportSize()?.height ?? 0;
  expect(isAtEnd ? top < height : top <= landedWithin, `#${id} ${how}: ${Math.round(top)} px`).toBe(
    true,
  );
}

const heightAt = (width: number) => ({ 390: 844, 1280: 900 })[width] ?? 800;

// At an iPhone's size (390 × 844) every landing is tests/webkit/anchors.test.ts's, in Safari's
// engine, where most visitors are: it has no scroll anchoring, so a landing that holds there
// holds here. Chromium takes the other widths: an Android phone's, a tablet's and a laptop's.
const laptop = 1280;

// Opened fresh: at the laptop's width every address the pages offer, at the phone's and the
// tablet's the portfolio's, whose photo rows are laid out anew at each width.
for (const width of [360, 768, laptop]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: heightAt(width) } });
    const addresses = freshAddresses().filter(
      (address) => width === laptop || address.startsWith("/portfolio#"),
    );
    for (const address of addresses) {
      test(`${address} opened from elsewhere lands on its section`, async ({ page }) => {
        await page.goto(address);
        await waitForHydration(page);
        await scrollSettled(page);
        await expectLanded(page, address.slice(address.indexOf("#") + 1), "opened fresh");
      });
    }
  });
}

test.describe(`at ${laptop} px`, () => {
  test.use({ viewport: { width: laptop, height: heightAt(laptop) } });
  const places = {
    "main nav": (page: Page) =>
      page.getByRole("navigation", { name: portfolioPage.sectionNavLabel }),
    main: (page: Page) => page.getByRole("main"),
    header: (page: Page) => page.getByRole("banner"),
  };
  for (const { path, within, href } of samePageLinks()) {
    test(`${path}'s ${within} link to ${href} lands on its section`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await places[within](page).locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(href);
      await scrollSettled(page);
      await expectLanded(page, href.slice(href.indexOf("#") + 1), `followed on ${path}`);
    });
  }
});

function linkTo(page: Page, place: "urval" | "footer", key: string): Locator {
  const container = place === "footer" ? page.getByRole("contentinfo") : page.locator("#urval");
  return container.locator(`a[href="/portfolio#${key}"]`);
}

// Links into a portfolio section from another page: the section's top lands at its scroll margin
// and Back returns to the link. The footer's service links are one component on every page and
// the start page's teaser cards one more, so each page follows one footer link and the start page
// one teaser card at each width: every page, every section and every width are followed, each
// case a test of its own.
const crossWidths = [360, 768, laptop];
const startPages = [
  ...builtPagePaths(resolve("build/client")).filter((path) => path !== "/portfolio"),
  "/finns-inte",
];
const crossCases = [
  ...startPages.map((path, index) => ({
    path,
    place: "footer" as const,
    key: serviceTargets[index % serviceTargets.length] ?? "",
    width: crossWidths[index % crossWidths.length] ?? laptop,
  })),
  ...crossWidths.map((width, index) => ({
    path: "/",
    place: "urval" as const,
    key: teaserTargets[(2 * index + 1) % teaserTargets.length] ?? "",
    width,
  })),
];

for (const { path, place, key, width } of crossCases) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: heightAt(width) } });
    test(`${path}'s ${place} link to /portfolio#${key} lands on its section, and Back returns`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const link = linkTo(page, place, key);
      await link.scrollIntoViewIfNeeded();
      await scrollSettled(page);
      // Where the link stands in the window is what Back brings back, also where the page is
      // laid out anew meanwhile (in the web fonts alone).
      const left = await windowTopOf(link);
      await link.click();
      await expect(page).toHaveURL(`/portfolio#${key}`);
      // The address changes before the portfolio has rendered; on a busy machine the old page
      // can still be showing, with no section to measure yet.
      await expect(page.locator(`[id="${key}"]`)).toBeAttached();
      await scrollSettled(page);
      await expectLanded(page, key, `${place} link`);

      await page.goBack();
      await expect(page).toHaveURL(path);
      // The footer's link is on the portfolio too: measured once the page she left is back.
      await expect(portfolioHeading(page)).toBeHidden();
      await scrollSettled(page);
      expect(await windowTopOf(link), `Back from #${key}`).toBeCloseTo(left, 0);
    });
  });
}
