import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page; each test ends with none. */
  consoleErrors: string[];
  /** Console messages of every level, for tests that expect a log line. */
  consoleMessages: { type: string; text: string }[];
};

// Every page starts with the network closed to other sites: tests never reach the internet, and a
// page that needs a third party for its first view shows up as a failure.
export const test = base.extend<Fixtures>({
  consoleMessages: async ({ page }, use) => {
    const messages: { type: string; text: string }[] = [];
    page.on("console", (message) => messages.push({ type: message.type(), text: message.text() }));
    await use(messages);
  },
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      await page.context().route(
        (url) => !url.href.startsWith(baseURL ?? "http://127.0.0.1"),
        (route) => route.abort("blockedbyclient"),
      );
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await use(errors);
      const unexpected = errors.filter((text) => !/status of 404|ERR_BLOCKED_BY_CLIENT/.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core with the WCAG 2.x A and AA rules; returns the violations. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Waits until the app has hydrated the page (it marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Whether the app has hydrated the page yet. */
export const isHydrated = async (page: Page) =>
  (await page.locator("html").getAttribute("data-hydrated")) !== null;

/**
 * Records, from before the page's first byte, every photo frame (`.photo-skeleton`) that leaves
 * the page. A frame that React or a carousel replaces instead of keeping costs the visitor a
 * repaint and the photo's decode; `removed()` names each by its image's alt text.
 */
export async function recordRemovedPhotoFrames(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedPhotoFrames: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          const frames = [
            ...(node.matches(".photo-skeleton") ? [node] : []),
            ...node.querySelectorAll(".photo-skeleton"),
          ];
          for (const frame of frames) removed.push(frame.querySelector("img")?.alt ?? "?");
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    removed: () =>
      page.evaluate(
        () => (window as unknown as { removedPhotoFrames: string[] }).removedPhotoFrames,
      ),
  };
}
