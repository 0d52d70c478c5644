// What a visitor does on the site, in WebKit (Safari's engine), as the Playwright specs do it in
// Chromium: every page loads without an error, hydrates and fits a phone's width; a carousel
// moves and loops by its buttons and the arrow keys, and follows its native scroller until it
// starts; the full-screen viewer opens from a slide and from a photo's address (on every jump to
// it within the page) and closes on the photo it showed; the enquiry e-mails
// carry the chosen add-ons; Kopiera puts the message on the clipboard. Expected copy, prices and
// counts come from content/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { enquiryPackage, packageEnquiry } from "#model/mailto.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import {
  type Browser,
  desktop,
  expectNoConsoleErrors,
  hydrated,
  load,
  openWebKit,
  origin,
  phone,
  resize,
} from "./webkit-visitor.ts";

const { emails, galleries, packages, priceNote, site, home } = contentOf();
const [top] = galleries;
const deepLinked = galleries.slice(1).find((gallery) => gallery.photos.length >= 4) ?? top;
if (!top || !deepLinked) throw new Error("content/ has no portfolio section");

const carouselOf = (key: string) => `#${key} [aria-roledescription="carousel"]`;
const currentSlide = (browser: Browser, key: string) =>
  browser
    .$(`${carouselOf(key)} [aria-roledescription="slide"][aria-current="true"]`)
    .getAttribute("aria-label");
const viewerPosition = (browser: Browser) => browser.$('[data-testid="viewer-position"]');

/**
 * Waits until `read` gives `expected` (an element it reads may not be there yet), and says what
 * it gave last otherwise.
 */
async function until<T>(read: () => Promise<T>, expected: T, what: string) {
  let last: T | undefined;
  const browser = globalThis.browserUnderTest;
  const isThere = await browser
    .waitUntil(async () => {
      last = await read().catch(() => undefined);
      return last === expected;
    })
    .catch(() => false);
  expect(last, what).toBe(expected);
  expect(isThere).toBe(true);
}

/** The carousel's button named `name` (its text, hidden but for screen readers). */
const carouselButton = (browser: Browser, key: string, name: string) =>
  browser.$(carouselOf(key)).$(`button*=${name}`);

async function closeViewer(browser: Browser) {
  await browser.keys("Escape");
  await browser.waitUntil(async () => !(await browser.$('[role="dialog"]').isExisting()), {
    timeoutMsg: "the viewer did not close",
  });
}

/**
 * Opens the second photo of `gallery` by its address, closes the viewer with Escape, and
 * expects the photo's slide focused with a visible ring and wholly in view, its carousel's
 * current slide `current`.
 */
async function expectClosedOnThePhoto(
  browser: Browser,
  gallery: { key: string; photos: readonly unknown[] },
  current: string,
) {
  await load(browser, `/portfolio#${gallery.key}-2`);
  await until(() => viewerPosition(browser).getText(), `2 av ${gallery.photos.length}`, "open");
  await closeViewer(browser);
  const focus = () =>
    browser.execute((key) => {
      const active = document.activeElement;
      const viewport = document.querySelector(`#${key} [data-carousel-viewport]`);
      if (!active || !viewport) return "nothing";
      const box = active.getBoundingClientRect();
      const view = viewport.getBoundingClientRect();
      const isInView = box.left >= view.left - 1 && box.right <= view.right + 1;
      const ring = getComputedStyle(active);
      const hasRing = ring.outlineStyle !== "none" && Number.parseFloat(ring.outlineWidth) >= 2;
      return `${active.getAttribute("data-photo")} ring:${hasRing} in view:${isInView}`;
    }, gallery.key);
  await until(focus, `${gallery.key}-2 ring:true in view:true`, "the focus");
  await until(() => currentSlide(browser, gallery.key), current, "the current slide");
  await expectNoConsoleErrors(browser);
}

declare global {
  var browserUnderTest: Browser;
}

describe("at 390 × 844", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openWebKit(phone);
    globalThis.browserUnderTest = browser;
  });
  afterAll(() => browser?.deleteSession());

  for (const path of [...builtPagePaths("build/client"), "/finns-inte"]) {
    it(`${path} loads without an error, hydrates and fits every iPhone's width and the narrowest`, async () => {
      await load(browser, path);
      await hydrated(browser);
      await browser.execute(() => document.fonts.ready);
      // WebKitGTK's window is 334 px at the narrowest: 340 stands for the narrowest phones.
      for (const width of [340, 375, 393, 430, phone.width]) {
        await resize(browser, { ...phone, width });
        // Settled: the page's own resize listeners (the web fonts' held room given back) run
        // after the window has its new size.
        await browser.waitUntil(
          async () =>
            (await browser.execute(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            )) === 0,
          { timeout: 10_000, timeoutMsg: `scrolls sideways at ${width} px` },
        );
      }
      await expectNoConsoleErrors(browser);
    });
  }

  it("a carousel moves and loops by its buttons and the arrow keys", async () => {
    const count = top.photos.length;
    await load(browser, "/portfolio");
    await hydrated(browser);
    const slide = () => currentSlide(browser, top.key);
    await until(slide, `1 av ${count}`, "the first slide");
    await carouselButton(browser, top.key, "Föregående bild").click();
    await until(slide, `${count} av ${count}`, "back from the first");
    await carouselButton(browser, top.key, "Nästa bild").click();
    await until(slide, `1 av ${count}`, "on from the last");
    await browser.execute(
      (selector) => document.querySelector<HTMLElement>(selector)?.focus(),
      carouselOf(top.key),
    );
    await browser.keys("ArrowRight");
    await until(slide, `2 av ${count}`, "ArrowRight");
    await browser.keys(["ArrowLeft"]);
    await browser.keys(["ArrowLeft"]);
    await until(slide, `${count} av ${count}`, "ArrowLeft twice");
    await expectNoConsoleErrors(browser);
  });

  it("the viewer opens from a slide, moves by keys, and closes on the photo it showed", async () => {
    const count = top.photos.length;
    await load(browser, "/portfolio");
    await hydrated(browser);
    await browser.$(`[data-photo="${top.key}-2"]`).click();
    await until(() => viewerPosition(browser).getText(), `2 av ${count}`, "the viewer");
    expect(await browser.getUrl()).toMatch(new RegExp(`#${top.key}-2$`));
    await browser.waitUntil(() =>
      browser.execute(
        () => !!document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      ),
    );
    await browser.keys("ArrowLeft");
    await until(() => viewerPosition(browser).getText(), `1 av ${count}`, "ArrowLeft");
    await closeViewer(browser);
    expect(await browser.getUrl()).toMatch(new RegExp(`#${top.key}$`));
    expect(
      await browser.execute(
        (id) => document.activeElement?.getAttribute("data-photo") === id,
        `${top.key}-1`,
      ),
      "the focus is on the photo the viewer showed",
    ).toBe(true);
    await expectNoConsoleErrors(browser);
  });

  it("a photo's address opens the viewer, loaded fresh and on every jump to it within the page", async () => {
    const count = deepLinked.photos.length;
    await load(browser, `/portfolio#${deepLinked.key}-4`);
    await until(() => viewerPosition(browser).getText(), `4 av ${count}`, "loaded fresh");
    await closeViewer(browser);
    // The same photo again, then its neighbour: jumps within the page.
    for (const n of [4, 3]) {
      await browser.url(`${origin()}/portfolio#${deepLinked.key}-${n}`);
      await until(() => viewerPosition(browser).getText(), `${n} av ${count}`, `jump to ${n}`);
      await closeViewer(browser);
    }
    await browser.url(`${origin()}/portfolio#${top.key}-3`);
    await until(
      () => viewerPosition(browser).getText(),
      `3 av ${top.photos.length}`,
      "another section's photo",
    );
    await expectNoConsoleErrors(browser);
  });

  it("closing a viewer opened by a photo's address leaves its carousel on that photo, focused with a ring", async () => {
    await expectClosedOnThePhoto(browser, deepLinked, `2 av ${deepLinked.photos.length}`);
  });

  it("the current slide follows the native scroller until the carousel starts", async () => {
    await load(browser, "/portfolio");
    await hydrated(browser);
    const slide = () => currentSlide(browser, top.key);
    await until(slide, `1 av ${top.photos.length}`, "the first slide");
    // What the starter's scroll does after the app has read the scroller: the slide moves on.
    await browser.execute(
      (selector) => {
        const viewport = document.querySelector<HTMLElement>(selector);
        const slide = viewport?.firstElementChild?.firstElementChild;
        if (!viewport || !(slide instanceof HTMLElement)) throw new Error("no carousel");
        viewport.scrollTo({ left: slide.offsetWidth * 2, behavior: "smooth" });
      },
      `${carouselOf(top.key)} [data-carousel-viewport]`,
    );
    await until(slide, `3 av ${top.photos.length}`, "after the scroll");
    await expectNoConsoleErrors(browser);
  });
});

describe("at 1280 × 900", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openWebKit(desktop);
    globalThis.browserUnderTest = browser;
  });
  afterAll(() => browser?.deleteSession());

  it("closing a viewer opened by a photo's address leaves its carousel on that photo, focused with a ring", async () => {
    // Three slides in view: the first of them stays current.
    await expectClosedOnThePhoto(browser, deepLinked, `1 av ${deepLinked.photos.length}`);
  });

  it("the enquiry e-mails carry the package and the add-ons chosen, by mouse and keyboard", async () => {
    await load(browser, "/#paket");
    await hydrated(browser);
    const mailOf = async (title: string) => {
      const href = await browser
        .$(`article[aria-labelledby="paket-${title.toLowerCase()}"] a[href^="mailto:"]`)
        .getAttribute("href");
      const url = new URL(href ?? "");
      return {
        to: decodeURIComponent(url.pathname),
        subject: url.searchParams.get("subject"),
        body: url.searchParams.get("body"),
      };
    };
    const expected = (pkg: (typeof packages)[number], chosen: string[]) =>
      packageEnquiry(site.email, emails.packageEnquiry, enquiryPackage(pkg, priceNote), chosen);
    const [first, second] = home.packages ? contentOf().addOns : [];
    const [pkg] = packages;
    if (!pkg || !first || !second) throw new Error("content/ has too few packages or add-ons");
    expect(await mailOf(pkg.title)).toEqual(expected(pkg, []));
    const box = (name: string) => browser.$(`label=${name}`);
    await box(first).click();
    await browser.execute((name) => {
      const label = [...document.querySelectorAll("label")].find(
        (each) => each.textContent === name,
      );
      label?.querySelector("input")?.focus();
    }, second);
    await browser.keys("Space");
    await browser.waitUntil(
      async () =>
        JSON.stringify(await mailOf(pkg.title)) === JSON.stringify(expected(pkg, [first, second])),
      {
        timeoutMsg: `the e-mail did not list ${first} and ${second}`,
      },
    );
    await expectNoConsoleErrors(browser);
  });

  it("Kopiera puts the prepared message on the clipboard and says so", async () => {
    const pkg = packages.at(-1);
    if (!pkg) throw new Error("content/packages.yaml has no package");
    await load(browser, "/#paket");
    await hydrated(browser);
    const card = `article[aria-labelledby="paket-${pkg.title.toLowerCase()}"]`;
    await browser
      .$(`${card} button[aria-label="Kopiera meddelandet om paketet ${pkg.title}"]`)
      .click();
    await until(
      () => browser.$(`${card} [role="status"]`).getText(),
      "Kopierat – klistra in i ditt e-postmeddelande.",
      "the status",
    );
    // What is on the clipboard, pasted into a field of the page as the visitor would.
    await browser.execute(() => {
      const field = document.createElement("textarea");
      field.id = "pasted";
      document.body.append(field);
      field.focus();
    });
    await browser.keys(["Control", "v"]);
    const mail = packageEnquiry(
      site.email,
      emails.packageEnquiry,
      enquiryPackage(pkg, priceNote),
      [],
    );
    await until(
      () => browser.$("#pasted").getValue(),
      `Till: ${site.email}\nÄmne: ${mail.subject}\n\n${mail.body.replaceAll("\r\n", "\n")}`,
      "the pasted message",
    );
    await expectNoConsoleErrors(browser);
  });
});
