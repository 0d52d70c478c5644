// A visitor in Safari's engine: a MiniBrowser window of WebKitGTK driven through W3C WebDriver
// (WebdriverIO), at a phone's or a desktop's size, on the site served by global-setup.ts.
import { expect, inject } from "vitest";
import { remote } from "webdriverio";
import { miniBrowserPath } from "../../scripts/webkit.ts";

export type Browser = WebdriverIO.Browser;

/** An iPhone's viewport (390 × 844 CSS px) and a laptop's. */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

export const origin = () => inject("origin");

/**
 * A new MiniBrowser at `size`. Full screen, it has no toolbar, so the window is the viewport; its
 * window could not be made narrower than 447 px otherwise.
 */
export async function openWebKit(
  size: { width: number; height: number },
  { hasClassicScrollbars = false } = {},
): Promise<Browser> {
  // WebKitGTK's own capability, which WebdriverIO's types do not list.
  const webkitGtk = {
    "webkitgtk:browserOptions": {
      binary: miniBrowserPath,
      args: ["--automation", "--full-screen"],
    },
  };
  const browser = await remote({
    hostname: "127.0.0.1",
    port: inject(hasClassicScrollbars ? "classicDriverPort" : "driverPort"),
    logLevel: "error",
    // Every wait of the tests (waitUntil, waitForDisplayed …) has a minute, not WebdriverIO's 5 s:
    // on a loaded machine a viewer opened by its address took longer than 5 s, and a wait is
    // never what a test asserts.
    waitforTimeout: 60_000,
    capabilities: {
      browserName: "MiniBrowser",
      // WebKitGTK 2.50 answers WebDriver classic; WebdriverIO would ask for BiDi otherwise.
      "wdio:enforceWebDriverClassic": true,
      ...webkitGtk,
    },
  });
  await resize(browser, size);
  return browser;
}

/** Makes the window's viewport `size`, and waits until the page has it. */
export async function resize(browser: Browser, size: { width: number; height: number }) {
  await browser.setWindowSize(size.width, size.height);
  await browser.waitUntil(
    async () =>
      (await browser.execute(() => [innerWidth, innerHeight])).join() ===
      `${size.width},${size.height}`,
    { timeoutMsg: `the viewport never became ${size.width} × ${size.height}` },
  );
}

/**
 * Loads `path` fresh, as a visitor opening a link from elsewhere does: a new document even when
 * only the hash differs from the page shown.
 */
export async function load(browser: Browser, path: string) {
  await browser.url("about:blank");
  await browser.url(`${origin()}${path}`);
}

/** Waits until the app has hydrated the page (it marks `<html data-hydrated>`). */
export async function hydrated(browser: Browser) {
  await browser.waitUntil(
    () => browser.execute(() => document.documentElement.hasAttribute("data-hydrated")),
    { timeoutMsg: "the page never hydrated" },
  );
}

/** Resolves once the window has not scrolled for ten frames (a smooth scroll has ended). */
export function scrollSettled(browser: Browser): Promise<number> {
  return browser.executeAsync((done: (y: number) => void) => {
    let last = window.scrollY;
    let still = 0;
    const tick = () => {
      if (window.scrollY === last) still++;
      else [last, still] = [window.scrollY, 0];
      if (still >= 10) done(last);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Where the element with `id` is from the viewport's top, in CSS px. */
export const topOf = (browser: Browser, id: string) =>
  browser.execute(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN,
    id,
  );

/** What the page said on its console at the `error` level, and its uncaught errors. */
export const consoleErrors = (browser: Browser) =>
  browser.execute(() =>
    (
      (window as unknown as { consoleRecord?: { level: string; text: string }[] }).consoleRecord ??
      []
    )
      .filter((entry) => entry.level === "error")
      .map((entry) => entry.text),
  );

/** Ends a step with no error said on the page's console. */
export async function expectNoConsoleErrors(browser: Browser) {
  expect(await consoleErrors(browser), "console errors").toEqual([]);
}
