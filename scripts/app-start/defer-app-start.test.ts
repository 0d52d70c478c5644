import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { deferAppStart, starterScript } from "./defer-app-start.ts";

// The shape React Router 8 prerenders (see build/client/index.html), shortened.
const moduleBody = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;
const page = [
  '<!DOCTYPE html><html lang="sv"><head><link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-3.js"/></head><body><main>Hej</main>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleBody}</script>`,
  "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$-->",
  "</body></html>",
].join("");

describe("deferAppStart", () => {
  const deferred = deferAppStart(page, "index.html");

  it("leaves nothing that fetches or runs the app's modules while the page loads", () => {
    const markup = deferred.replace(starterScript, "");
    expect(markup).not.toContain("modulepreload");
    expect(markup).not.toContain('type="module"');
  });

  it("keeps React Router's start-up script word for word, as an inert block", () => {
    expect(deferred).toContain(
      '<script type="text/plain" id="app-start" data-modules="/assets/manifest-1.js ' +
        `/assets/entry.client-4.js /assets/root-2.js /assets/home-3.js">${moduleBody}</script>`,
    );
  });

  it("adds the starter last in the body, after everything React hydrates", () => {
    expect(deferred.endsWith(`<!--/$-->${starterScript}</body></html>`)).toBe(true);
  });

  it("changes nothing else", () => {
    const withoutStart = deferred
      .replace(starterScript, "")
      .replace(/<script type="text\/plain"[^>]*>[\s\S]*?<\/script>/, "MODULES");
    const original = page
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "MODULES");
    expect(withoutStart).toBe(original);
  });

  it("gives the starter a minified body without comments", () => {
    expect(starterScript).toMatch(/^<script>\(function\(\w*\)\{.*\}\)\([^)]*\);<\/script>$/s);
    expect(starterScript).not.toContain("//");
  });

  it("starts the app three seconds in when the first screen is slow to arrive, and not before", () => {
    const { window } = new JSDOM(deferred, { runScripts: "outside-only" });
    // A clock of the test's own, and a first paint that never comes: only the wait can start it.
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    Object.assign(window, {
      setTimeout: (run: () => void, delay: number) => timers.push({ at: now + delay, run }),
      requestAnimationFrame: () => 0,
      PerformanceObserver: { supportedEntryTypes: [] },
    });
    const advanceTo = (time: number) => {
      now = time;
      for (const timer of timers.filter(({ at }) => at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    };
    const appScripts = () =>
      [...window.document.querySelectorAll('script[type="module"]')].map(
        (script) => script.textContent,
      );
    window.eval(starterScript.slice("<script>".length, -"</script>".length));
    advanceTo(2_999);
    expect(appScripts()).toEqual([]);
    advanceTo(3_000);
    expect(appScripts()).toEqual([moduleBody]);
  });

  it("stops the build when React Router's output no longer has the expected shape", () => {
    expect(() => deferAppStart(page.replace(/<script type="module"/, "<script"), "x.html")).toThrow(
      "x.html: expected React Router's module script importing the entry, and modulepreload " +
        "links (found 0 module scripts, entry none, 4 modulepreload links)",
    );
    expect(() =>
      deferAppStart(page.replace(/<link rel="modulepreload"[^>]*>/g, ""), "y.html"),
    ).toThrow("found 1 module scripts, entry /assets/entry.client-4.js, 0 modulepreload links");
    expect(() =>
      deferAppStart(page.replace('import("/assets/entry', 'import ("/assets/entry'), "z.html"),
    ).toThrow("found 1 module scripts, entry none, 4 modulepreload links");
  });
});
