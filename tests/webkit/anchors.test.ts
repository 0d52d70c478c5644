// The addresses of sections land on them in WebKit, which has no scroll anchoring: loaded fresh,
// followed from another page and followed on the same page, at an iPhone's size (the other widths
// are tests/e2e/navigation.spec.ts's, in Chromium). The addresses are the pages' own
// (tests/section-addresses.ts); each case is a test of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { freshAddresses, linksIn, samePageLinks, textPages } from "../section-addresses.ts";
import {
  type Browser,
  expectNoConsoleErrors,
  hydrated,
  load,
  openWebKit,
  phone,
  scrollSettled,
  topOf,
} from "./webkit-visitor.ts";

/** The scroll margin every anchored element keeps above it (app.css), and a pixel of rounding. */
const landedWithin = 25;

const { home } = contentOf();

/** The page is hydrated, its fonts in, and the window still: what the visitor ends up seeing. */
async function settled(browser: Browser) {
  await hydrated(browser);
  await browser.executeAsync((done: () => void) => {
    document.fonts.ready.then(() => done());
  });
  await scrollSettled(browser);
}

/** The element is at the top, or as near it as the page scrolls (a heading at the page's end). */
async function expectLanded(browser: Browser, id: string, how: string) {
  const top = await topOf(browser, id);
  const isAtEnd = await browser.execute(
    () => window.scrollY >= document.documentElement.scrollHeight - innerHeight - 1,
  );
  const height = await browser.execute(() => innerHeight);
  expect(top, `#${id} ${how}`).toBeGreaterThanOrEqual(0);
  expect(
    isAtEnd ? top < height : top <= landedWithin,
    `#${id} ${how}: ${Math.round(top)} px from the top`,
  ).toBe(true);
}

/** Clicks the link to `href` inside `within` and waits for its section's page to settle. */
async function follow(browser: Browser, within: string, href: string) {
  const link = browser.$(`${within} a[href="${href}"]`);
  // As a visitor swipes the row of section links to the one she wants (WebDriver's click does
  // not scroll a row sideways in WebKitGTK).
  await link.scrollIntoView({ block: "nearest", inline: "nearest" });
  await link.click();
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith(href), {
    timeoutMsg: `${within}: the link to ${href} led nowhere`,
  });
  const id = href.slice(href.indexOf("#") + 1);
  await browser.waitUntil(() => browser.execute((target) => !!document.getElementById(target), id));
  await settled(browser);
  return id;
}

// Into another page's section: the start page's first and last teaser cards (how each section
// lands is the fresh loads' above; these follow the link and come Back), the portfolio's header
// links to the start page, and a text page's footer link (the footer is one component on every
// page).
const crossLinks = [
  ...[home.teaser.items[0], home.teaser.items.at(-1)]
    .flatMap((item) => item ?? [])
    .map(({ portfolio }) => ({
      path: "/",
      within: "#urval",
      href: `/portfolio#${portfolio}`,
    })),
  ...linksIn("/portfolio", "header", "/#", { phone: true }).map((href) => ({
    path: "/portfolio",
    within: "header",
    href,
  })),
  {
    path: textPages()[0] ?? "/",
    within: "footer",
    href: `/portfolio#${home.teaser.items[1]?.portfolio}`,
  },
];

describe(`at ${phone.width} × ${phone.height}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openWebKit(phone);
  });
  afterAll(() => browser?.deleteSession());

  for (const address of freshAddresses()) {
    const id = address.slice(address.indexOf("#") + 1);
    it(`${address} loaded fresh lands on its section and stays`, async () => {
      await load(browser, address);
      await settled(browser);
      await expectLanded(browser, id, "loaded fresh");
      // Once there, the window stayed: no second scroll as the app started or the fonts came.
      const [landing, ...after] = await browser.execute(
        () => (window as unknown as { scrolledTo: number[] }).scrolledTo,
      );
      expect(
        after.filter((y) => Math.abs(y - (landing ?? y)) > 1),
        `#${id} moved`,
      ).toEqual([]);
      await expectNoConsoleErrors(browser);
    });
  }

  for (const { path, within, href } of samePageLinks({ phone: true })) {
    it(`${path}'s ${within} link to ${href} lands on its section`, async () => {
      await load(browser, path);
      await settled(browser);
      await expectLanded(browser, await follow(browser, within, href), `followed on ${path}`);
      await expectNoConsoleErrors(browser);
    });
  }

  for (const { path, within, href } of crossLinks) {
    it(`${path}'s ${within} link to ${href} lands on its section, and Back returns`, async () => {
      await load(browser, path);
      await settled(browser);
      const selector = `${within} a[href="${href}"]`;
      // Where the link stands in the window is what Back brings back, also where the page is
      // laid out anew meanwhile (in the web fonts alone).
      const windowTop = () =>
        browser.execute(
          (linkSelector: string) =>
            document.querySelector(linkSelector)?.getBoundingClientRect().top ?? Number.NaN,
          selector,
        );
      const heading = () => browser.execute(() => document.querySelector("h1")?.textContent);
      const ownHeading = await heading();
      await browser.$(selector).scrollIntoView({ block: "center" });
      await scrollSettled(browser);
      const left = await windowTop();
      await expectLanded(browser, await follow(browser, within, href), `followed from ${path}`);
      await browser.back();
      // The address changes at once and the router draws the page after it: the link (in the
      // header or footer, on the other page too) is measured once the page she left is back.
      await browser.waitUntil(async () => (await heading()) === ownHeading, {
        timeoutMsg: `Back from ${href} never showed ${path}`,
      });
      await scrollSettled(browser);
      expect(Math.abs((await windowTop()) - left), `Back from ${href}`).toBeLessThanOrEqual(1);
      await expectNoConsoleErrors(browser);
    });
  }
});
