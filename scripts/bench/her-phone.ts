// The owner's phone for the bench's editor part (editor-phone.ts, editor-photos.ts): a browser
// context at an iPhone's size and touch, nothing leaving this machine, signed in where `token`
// is given.
import type { Browser } from "@playwright/test";

export async function phoneContext(browser: Browser, origin: string, token: string | null) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const { hostname } = new URL(origin);
  await context.route(
    (url) => !["127.0.0.1", hostname].includes(url.hostname),
    (route) => route.abort(),
  );
  if (token)
    await context.addInitScript((t) => localStorage.setItem("redigeraren-github", t), token);
  return context;
}
