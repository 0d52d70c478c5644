// The generated nginx configuration served by a real nginx on 127.0.0.1: status codes, headers,
// caching, compression, sitemap and robots.txt, and every page clean in Chromium under the CSP.

import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { connect as connectTls } from "node:tls";
import {
  type APIRequestContext,
  request as apiRequest,
  type BrowserContext,
  test,
} from "@playwright/test";
import fc from "fast-check";
import { contentOf } from "#model/load.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { startNginx } from "../../scripts/hosting/nginx-server.ts";
import { siteSecurityHeaders } from "../../scripts/hosting/site-headers.ts";
import { nginxConfFor, nginxPlacementFromEnv } from "../../scripts/hosting/write-configs.ts";
import { expect, waitForHydration } from "./fixtures";
import { sendRaw } from "./raw-http.ts";
import { landing, requestTargets } from "./request-targets.ts";
import { topSection } from "./site-content";

const { site } = contentOf();

// One nginx serves every test of this file.
test.describe.configure({ mode: "serial" });

const build = resolve("build");
const client = join(build, "client");
const pages = builtPagePaths(client);

let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let http: APIRequestContext;
/** The security headers the build generated for every host. */
let generated: Record<string, string>;

test.beforeAll(async () => {
  // Installing nginx and its brotli module, when missing, takes longer than a test.
  test.setTimeout(180_000);
  generated = JSON.parse(await readFile(join(build, "headers.json"), "utf8"));
  nginx = await startNginx(build);
  http = await apiRequest.newContext({ baseURL: nginx.origin });
});

// Playwright runs afterAll also when a test or beforeAll failed, so no nginx outlives the file.
test.afterAll(async () => {
  await http?.dispose();
  await nginx?.stop();
});

const origin = () => nginx?.origin ?? "";

/** A GET that shows redirects instead of following them. */
const get = (path: string, headers: Record<string, string> = {}) =>
  http.get(path, { maxRedirects: 0, headers });

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(generated)) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

test("build/nginx.conf is what the generator makes of this build", async () => {
  const shipped = await readFile(join(build, "nginx.conf"), "utf8");
  expect(shipped).toBe(await nginxConfFor(client, nginxPlacementFromEnv(client)));
});

test("every page answers 200, and its slash-ended form redirects there with 301", async () => {
  for (const path of pages) {
    const response = await get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("text/html; charset=utf-8");
    expect(await response.text(), path).toContain('<html lang="sv"');
    if (path === "/") continue;

    const slashed = await get(`${path}/`);
    expect(slashed.status(), `${path}/`).toBe(301);
    expect(slashed.headers().location, `${path}/`).toBe(path);
    expect((await http.get(`${path}/`)).status(), `${path}/ followed`).toBe(200);
  }
  const withQuery = await get("/portfolio/?utm_source=test");
  expect(withQuery.headers().location).toBe("/portfolio?utm_source=test");
});

test("unknown paths answer 404 with the 404 page, revalidated, slash-ended ones too", async () => {
  // Only a page's slash-ended URL redirects; any other path is answered where it is.
  for (const path of [
    "/finns-inte",
    "/finns-inte/",
    "/portfolio/extra",
    "/assets/",
    "/assets/saknas-abc123.js",
    "/404.html",
  ]) {
    const response = await get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Oops! Page not found");
    expect(response.headers()["cache-control"], path).toBe("no-cache");
  }
});

test("every response carries each security header exactly as generated", async () => {
  expect(generated["Content-Security-Policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  // No 'unsafe-inline', 'unsafe-hashes' or 'unsafe-eval' in any directive, scripts or styles.
  expect(generated["Content-Security-Policy"]).not.toContain("unsafe");
  expect(generated["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  expect(generated["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  const html = await (await get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
  expect(asset, "a script in /").not.toBe("");
  for (const path of [...pages, "/portfolio/", "/finns-inte", asset, "/sitemap.xml"]) {
    expectSecurityHeaders((await get(path)).headers(), path);
  }
});

test("the editor's page gets its own headers, and nothing of the site's policy", async () => {
  const { editorHeaders } = await siteSecurityHeaders(client);
  const response = await get("/redigera/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="sv"');
  for (const [name, value] of Object.entries(editorHeaders)) {
    expect(response.headers()[name.toLowerCase()], name).toBe(value);
  }
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(editorHeaders["Content-Security-Policy"]).not.toBe(generated["Content-Security-Policy"]);
  const folder = await get("/redigera?x=1");
  expect(folder.status()).toBe(301);
  expect(folder.headers().location).toBe("/redigera/?x=1");
});

test("hashed assets are cached for a year, pages revalidate", async () => {
  const html = await (await get("/")).text();
  for (const asset of [
    html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "",
    html.match(/\/assets\/[\w.-]+\.css/)?.[0] ?? "",
  ]) {
    const response = await get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
  for (const path of [...pages, "/favicon.svg", "/robots.txt"]) {
    expect((await get(path)).headers()["cache-control"], path).toBe("no-cache");
  }
});

test("text is sent precompressed: brotli when accepted, else gzip", async () => {
  const html = await (await get("/")).text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
  const encodings = nginx?.isBrotliStatic ? ["gzip", "br"] : ["gzip"];
  for (const path of ["/", "/portfolio", script, "/sitemap.xml"]) {
    const file = path.startsWith("/assets/") || path.includes(".") ? path : `${path}/index.html`;
    const original = await readFile(join(client, file.replace(/^\/+/, "")));
    for (const encoding of encodings) {
      const accept = encoding === "br" ? "br, gzip" : "gzip";
      const response = await get(path, { "Accept-Encoding": accept });
      expect(response.headers()["content-encoding"], `${path} ${accept}`).toBe(encoding);
      expect(response.headers().vary, path).toBe("Accept-Encoding");
      // Playwright decodes the body: it must be the very file the build wrote.
      expect((await response.body()).equals(original), `${path} ${encoding} body`).toBe(true);
    }
    const plain = await get(path, { "Accept-Encoding": "identity" });
    expect(plain.headers()["content-encoding"], `${path} identity`).toBeUndefined();
  }
});

test("sitemap.xml lists every page and robots.txt points to it", async () => {
  const sitemap = await get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const urls = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toHaveLength(pages.length);
  const siteUrl = new URL(urls[0] ?? "").origin;
  expect(urls).toEqual(pages.map((path) => `${siteUrl}${path}`));

  const robots = await get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /redigera/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
});

/** Generated paths sent to the plain-http server: docs/hardening.md records the number. */
const generatedHttpRuns = 200;

test.describe("with a certificate (NGINX_SSL_CERTIFICATE)", () => {
  let https: Awaited<ReturnType<typeof startNginx>> | undefined;
  const httpsOrigin = () => https?.origin ?? "";
  const httpOrigin = () => https?.httpOrigin ?? "";

  test.beforeAll(async () => {
    https = await startNginx(build, { isHttps: true });
  });
  test.afterAll(async () => {
    await https?.stop();
  });

  /** Every security header but HSTS, which RFC 6797 forbids over plain http, and no HSTS. */
  function expectPlainHeaders(headers: Record<string, string>, what: string) {
    expect(headers["strict-transport-security"], `no HSTS on ${what}`).toBeUndefined();
    for (const [name, value] of Object.entries(generated)) {
      if (name === "Strict-Transport-Security") continue;
      expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
    }
  }

  test("serves every page over HTTPS with every header, HSTS included", async () => {
    const secure = await apiRequest.newContext({ baseURL: httpsOrigin(), ignoreHTTPSErrors: true });
    try {
      for (const path of pages) {
        const response = await secure.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expectSecurityHeaders(response.headers(), `https ${path}`);
      }
      const slashed = await secure.get("/portfolio/?a=1", { maxRedirects: 0 });
      expect(slashed.status()).toBe(301);
      expect(slashed.headers().location).toBe("/portfolio?a=1");
      expectSecurityHeaders(slashed.headers(), "https /portfolio/?a=1");
    } finally {
      await secure.dispose();
    }
  });

  /** The TLS version agreed when the client offers only `version`, or null when refused. */
  function handshake(version: "TLSv1.1" | "TLSv1.2" | "TLSv1.3"): Promise<string | null> {
    const { hostname, port } = new URL(httpsOrigin());
    return new Promise((done) => {
      const socket = connectTls(
        {
          host: hostname,
          port: Number(port),
          minVersion: version,
          maxVersion: version,
          // The throwaway certificate; and let the client offer TLS 1.1 at all.
          rejectUnauthorized: false,
          ciphers: "DEFAULT@SECLEVEL=0",
        },
        () => {
          done(socket.getProtocol());
          socket.end();
        },
      );
      socket.on("error", () => done(null));
    });
  }

  test("speaks TLS 1.3 and 1.2, and refuses 1.1", async () => {
    // nginx 1.22, Debian 12's, offers TLS 1.3 only when told to (ssl_protocols).
    expect(await handshake("TLSv1.3")).toBe("TLSv1.3");
    expect(await handshake("TLSv1.2")).toBe("TLSv1.2");
    expect(await handshake("TLSv1.1")).toBeNull();
  });

  test("plain http sends each path, as asked, to the site's https address", async () => {
    for (const target of [
      ...pages,
      "/portfolio/?a=1",
      "/finns-inte",
      "//evil.com/",
      "/%5Cevil.com/",
    ]) {
      const answer = await sendRaw(httpOrigin(), target);
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(`${httpsOrigin()}${target}`);
      expectPlainHeaders(answer.headers, `http ${target}`);
    }
    // Neither the Host header nor an absolute-form target chooses where it goes.
    const named = await sendRaw(httpOrigin(), "/portfolio", { Host: "evil.com" });
    expect(named.headers.location).toBe(`${httpsOrigin()}/portfolio`);
    expectPlainHeaders(named.headers, "Host: evil.com");
    const absolute = await sendRaw(httpOrigin(), "http://evil.com/portfolio/");
    expect(absolute.headers.location).toBe(`${httpsOrigin()}/portfolio/`);
    expectPlainHeaders(absolute.headers, "an absolute-form target");
    // The path goes on encoded, so an encoded line break cannot start a header of its own.
    const split = await sendRaw(httpOrigin(), "/a%0d%0aSet-Cookie:%20x=1");
    expect(split.headers.location).toBe(`${httpsOrigin()}/a%0d%0aSet-Cookie:%20x=1`);
    expect(split.headers["set-cookie"]).toBeUndefined();
    expectPlainHeaders(split.headers, "an encoded line break");
  });

  test("a visitor who types the http address lands on the page over HTTPS", async () => {
    const browserLike = await apiRequest.newContext({ ignoreHTTPSErrors: true });
    try {
      const response = await browserLike.get(`${httpOrigin()}/portfolio/?utm_source=test`);
      expect(response.status()).toBe(200);
      expect(response.url()).toBe(`${httpsOrigin()}/portfolio?utm_source=test`);
      expect(await response.text()).toContain('<html lang="sv"');
    } finally {
      await browserLike.dispose();
    }
  });

  test("generated paths over plain http: always the site's https address, never a 5xx", async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(requestTargets(pages), async (target) => {
        const shown = target.toString("latin1");
        const answer = await sendRaw(httpOrigin(), target);
        const problems: string[] = [];
        if (answer.status === 301) {
          const goesTo = landing(httpOrigin(), shown, answer);
          if (goesTo.origin !== httpsOrigin()) problems.push(`301 to ${goesTo.href}`);
        } else if (![400, 414].includes(answer.status)) {
          problems.push(`status ${answer.status}`);
        }
        if (answer.headers["strict-transport-security"]) problems.push("HSTS over http");
        for (const [name, value] of Object.entries(generated)) {
          const sent = answer.headers[name.toLowerCase()];
          if (name !== "Strict-Transport-Security" && sent !== value) {
            problems.push(`${name}: ${sent ?? "missing"}`);
          }
        }
        expect(problems, `GET ${JSON.stringify(shown.slice(0, 200))}`).toEqual([]);
        cases++;
      }),
      { seed: 20, numRuns: generatedHttpRuns },
    );
    expect(cases).toBe(generatedHttpRuns);
  });
});

/** Status, Location, caching, encoding and security headers: what the hosting rules decide. */
async function ruledAnswer(context: APIRequestContext, path: string, acceptEncoding: string) {
  const response = await context.get(path, {
    maxRedirects: 0,
    headers: { "Accept-Encoding": acceptEncoding },
  });
  const headers: Record<string, string> = {
    ...response.headers(),
    status: String(response.status()),
  };
  const names = ["status", "location", "cache-control", "content-encoding", "x-robots-tag"].concat(
    Object.keys(generated).map((name) => name.toLowerCase()),
  );
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

test("scripts/serve.ts, which the other specs use, answers exactly like nginx", async ({
  baseURL,
}) => {
  const local = await apiRequest.newContext({ baseURL });
  try {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const paths = [
      ...pages,
      "/portfolio/?a=1",
      "/portfolio//",
      "/finns-inte",
      "/finns-inte/",
      "/404.html",
      asset,
      "/assets/x.js",
      "/assets/",
      "/redigera/",
      "/redigera",
      "/redigera/?a=1",
    ];
    const encodings = nginx?.isBrotliStatic
      ? ["br, gzip", "gzip", "identity"]
      : ["gzip", "identity"];
    for (const path of paths) {
      for (const accept of encodings) {
        expect(await ruledAnswer(local, path, accept), `${path} with ${accept}`).toEqual(
          await ruledAnswer(http, path, accept),
        );
      }
    }
  } finally {
    await local.dispose();
  }
});

/** Requests the test blocks, and the 404 page's own status, are not the site's errors. */
const isExpectedError = (path: string, text: string) =>
  text.includes("ERR_BLOCKED_BY_CLIENT") ||
  (path === "/finns-inte" && text.includes("status of 404"));

/** Resolves true once `condition` holds, false after `ms`: never throws, so findings come first. */
async function eventually(condition: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), ms);
  });
  const met = condition().then(
    () => true,
    () => false,
  );
  const result = await Promise.race([met, timeout]);
  clearTimeout(timer);
  return result;
}

/** Opens `path` from nginx, scrolls through it and reports what the browser said about it. */
async function visit(context: BrowserContext, path: string, blocked: string[]) {
  const page = await context.newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // Chromium warns, not errs, about a header it cannot parse, such as an unknown feature.
    if (/CSP violation|Content Security Policy|Permissions-Policy/i.test(text)) {
      violations.push(text);
    } else if (message.type() === "error" && !isExpectedError(path, text)) {
      errors.push(text);
    }
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));

  await page.goto(`${origin()}${path}`);
  // React hydrates only when every inline script ran under the policy.
  const isHydrated = await eventually(() => waitForHydration(page), 15_000);
  // Scroll through, so lazy images and the reviews frame load under the policy too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  // What the scroll started loads under the policy before the page is judged. Bounded: once in a
  // fresh-clone run the start page never went quiet within the test's two minutes, and what this
  // test checks (violations, errors, hydration, the frame) does not need it to.
  await eventually(() => page.waitForLoadState("networkidle"), 15_000);
  if (path === "/portfolio") {
    // The parts React styles as they move: the before/after slider and the full-screen viewer.
    const slider = page.getByRole("slider").first();
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).not.toHaveValue("50");
    await page.locator(`[data-photo="${topSection.key}-2"]`).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    // The viewer takes the keyboard in an effect after it is drawn: keys pressed before that go
    // to the page behind it (failed once in CI: Escape sent before the focus moved).
    await expect
      .poll(() => viewer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-position")).toHaveText(
      `${(2 % topSection.count) + 1} av ${topSection.count}`,
    );
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
  }
  let isFrameRequested = true;
  const { widgetUrl } = site.reviews;
  // Without a reviews service the page frames nothing (the policy's frame-src is 'none').
  if (path === "/" && widgetUrl) {
    // The reviews frame is made once the visitor comes near it.
    await page.locator("#om-mig").scrollIntoViewIfNeeded();
    // With reviews.loadOnClick the visitor asks for it; by default it loads by itself.
    if (site.reviews.loadOnClick) await page.getByRole("button", { name: "Visa omdömen" }).click();
    await page.locator("iframe").scrollIntoViewIfNeeded();
    // Requested means frame-src let it through; the test's own routing then blocks it.
    const reviews = new URL(widgetUrl).origin;
    isFrameRequested = await eventually(
      () => expect.poll(() => blocked.some((url) => url.startsWith(reviews))).toBe(true),
      5_000,
    );
  }
  await page.close();
  return { violations, errors, isHydrated, isFrameRequested };
}

// The 404 page too: it has an inline script of its own.
for (const path of [...pages, "/finns-inte"]) {
  test(`${path} runs in Chromium from nginx with no CSP violation and no console error`, async ({
    browser,
  }) => {
    // Its two bounded waits (hydration, the network going quiet) and the portfolio's viewer, with
    // room for a machine twice as slow.
    test.setTimeout(90_000);
    // A context of our own: the fixtures let pages reach only the serve.ts origin.
    const context = await browser.newContext();
    const blocked: string[] = [];
    await context.route(
      (url) => !url.href.startsWith(origin()),
      (route) => {
        blocked.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`);
      });
    });
    try {
      const result = await visit(context, path, blocked);
      expect(result.violations, "CSP or Permissions-Policy").toEqual([]);
      expect(result.errors, "console errors").toEqual([]);
      expect(result.isHydrated, "React hydrated").toBe(true);
      expect(result.isFrameRequested, "reviews frame requested").toBe(true);
    } finally {
      await context.close();
    }
  });
}
