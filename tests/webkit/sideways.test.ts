// No page scrolls sideways in WebKit as a desktop window whose classic scrollbar takes its room
// from the page (GTK's overlay scrollbars turned off), at every width from 360 to 1920 px: its
// window is 334 px at the narrowest, so 320 is Chromium's and Firefox's alone. As a phone, with
// its scrollbars over the page, every page walks the iPhones' widths in visitor-paths.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { sidewaysWidths } from "../sideways-widths.ts";
import { type Browser, desktop, hydrated, load, openWebKit, resize } from "./webkit-visitor.ts";

const widths = sidewaysWidths.filter((width) => width >= 334);

describe("as a desktop window with classic scrollbars", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openWebKit(desktop, { hasClassicScrollbars: true });
  });
  afterAll(() => browser?.deleteSession());

  for (const path of [...builtPagePaths("build/client"), "/finns-inte"]) {
    it(`${path} scrolls sideways at no width, its scrollbar beside it`, async () => {
      await resize(browser, { ...desktop, width: widths[0] ?? 360 });
      await load(browser, path);
      await hydrated(browser);
      await browser.execute(() => document.fonts.ready);
      for (const width of widths) {
        await resize(browser, { ...desktop, width });
        // Settled: the page's own resize listeners run after the window has its new size.
        await browser
          .waitUntil(
            async () =>
              (await browser.execute(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              )) === 0,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
        const sideways = await browser.execute(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `scrolls sideways at ${width} px`).toBe(0);
      }
      const scrollbar = await browser.execute(
        () => window.innerWidth - document.documentElement.clientWidth,
      );
      expect(scrollbar, "a classic scrollbar's room").toBeGreaterThan(0);
    });
  }
});
