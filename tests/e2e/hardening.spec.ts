// The request and page-hash rows of docs/hardening.md. Requests go to the shipped nginx
// configuration on 127.0.0.1, sent byte for byte (a browser or fetch would tidy `..` away); page
// hashes go to the pages in Chromium, which must ignore them quietly.

import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { startNginx } from "../../scripts/hosting/nginx-server.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { sendRaw } from "./raw-http.ts";
import { landing, requestTargets } from "./request-targets.ts";
import { lastSection, topSection } from "./site-content";

const build = resolve("build");
const pages = builtPagePaths(join(build, "client"));

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request exactly as written, on a fresh connection, with a time limit. */
function send(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const request = httpRequest(
      { hostname, port, method, path, headers, agent: false, timeout: 5000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path}: timed out`)));
    request.on("error", fail);
    request.end();
  });
}

/** Generated paths sent to each server: docs/hardening.md records the number. */
const generatedRuns = 400;
const requestTarget = requestTargets(pages);

test.describe("requests to the shipped nginx configuration", () => {
  test.describe.configure({ mode: "serial" });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let generated: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    generated = JSON.parse(await readFile(join(build, "headers.json"), "utf8"));
    nginx = await startNginx(build);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  const ask = (method: string, path: string, headers?: Record<string, string>) =>
    send(nginx?.origin ?? "", method, path, headers);

  function expectSecurityHeaders(answer: Answer, what: string) {
    for (const [name, value] of Object.entries(generated)) {
      expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
    }
  }

  test("paths climbing out of the site with .. , plain or encoded, are refused with 400", async () => {
    for (const path of [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2f..%2fetc%2fpasswd",
      "/portfolio/%2E%2E/%2E%2E/%2E%2E/etc/passwd",
    ]) {
      const answer = await ask("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.toString(), path).not.toContain("root:");
      expectSecurityHeaders(answer, path);
    }
  });

  test(".. inside the site resolves there, to the page it names", async () => {
    const answer = await ask("GET", "/assets/../portfolio");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain("<html");
  });

  test("hidden files and folders answer 404 with the 404 page and every security header", async () => {
    for (const path of ["/.git", "/.git/", "/.git/config", "/.env", "/.well-known/security.txt"]) {
      const answer = await ask("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toContain("Oops! Page not found");
      expectSecurityHeaders(answer, path);
    }
  });

  test("a very long URL is refused (414) without harm; a long query still serves the page", async () => {
    const long = await ask("GET", `/${"a".repeat(10_000)}`);
    expect(long.status).toBe(414);
    expectSecurityHeaders(long, "a 10 KB path");
    const huge = await ask("GET", `/${"a".repeat(100_000)}`);
    expect(huge.status).toBe(414);
    const query = await ask("GET", `/portfolio?${"q=1&".repeat(1000)}`);
    expect(query.status).toBe(200);
    expectSecurityHeaders(query, "a 4 KB query");
  });

  test("HEAD answers like GET without a body; OPTIONS, POST, PUT and DELETE answer 405", async () => {
    const head = await ask("HEAD", "/portfolio");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expectSecurityHeaders(head, "HEAD /portfolio");
    for (const method of ["OPTIONS", "POST", "PUT", "DELETE"]) {
      const answer = await ask(method, "/");
      expect(answer.status, method).toBe(405);
      expectSecurityHeaders(answer, method);
    }
  });

  test("a Range request gets that part of the file (206), an impossible one 416", async () => {
    const whole = await ask("GET", "/favicon.svg", { "Accept-Encoding": "identity" });
    const part = await ask("GET", "/favicon.svg", {
      "Accept-Encoding": "identity",
      Range: "bytes=0-99",
    });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(0, 100))).toBe(true);
    expectSecurityHeaders(part, "a Range answer");
    const impossible = await ask("GET", "/favicon.svg", {
      "Accept-Encoding": "identity",
      Range: `bytes=${whole.body.length + 10}-`,
    });
    expect(impossible.status).toBe(416);
  });

  test("a missing file under /assets/ is a 404 that is never cached for a year", async () => {
    const answer = await ask("GET", "/assets/saknas-0000.js");
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(answer, "a missing asset");
  });

  test("a redirect never leaves the site: only a page's slash-ended URL redirects, to that page", async ({
    baseURL,
  }) => {
    // The backslash forms once answered `Location: /\evil.com`, which browsers read as //evil.com.
    const probes: [string, number, string?][] = [
      ["/%5Cevil.com/", 404],
      ["/%2F%5Cevil.com/", 404],
      ["//evil.com/", 404],
      ["/\\evil.com/", 404],
      ["/%5C%5Cevil.com/", 404],
      ["/.%2F%5Cevil.com/", 404],
      ["/portfolio/", 301, "/portfolio"],
      ["/portfolio//", 301, "/portfolio"],
      ["/portfolio%2F", 301, "/portfolio"],
      ["//portfolio/", 301, "/portfolio"],
      ["/portfolio/?next=//evil.com/", 301, "/portfolio?next=//evil.com/"],
    ];
    for (const origin of [nginx?.origin ?? "", baseURL ?? ""]) {
      for (const [target, status, location] of probes) {
        const answer = await sendRaw(origin, target);
        const what = `${target} from ${origin}`;
        if (answer.headers.location !== undefined) {
          const goesTo = landing(origin, target, answer);
          expect(goesTo.origin, `${what}: the site`).toBe(origin);
          expect(pages, `${what}: a page`).toContain(goesTo.pathname);
        }
        expect(answer.status, what).toBe(status);
        expect(answer.headers.location, what).toBe(location);
        for (const [name, value] of Object.entries(generated)) {
          expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
        }
      }
    }
  });

  test("generated request paths: no redirect off the site, no 5xx, every header; serve.ts as nginx", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const answersSafely = async (origin: string, target: Buffer) => {
      const shown = target.toString("latin1");
      const answer = await sendRaw(origin, target);
      const problems: string[] = [];
      if (answer.headers.location !== undefined || (answer.status >= 300 && answer.status < 400)) {
        const goesTo = landing(origin, shown, answer);
        if (goesTo.origin !== origin || !pages.includes(goesTo.pathname)) {
          problems.push(`${answer.status} to ${goesTo.href}, not a page of the site`);
        }
      }
      if (answer.status < 200 || answer.status >= 500) problems.push(`status ${answer.status}`);
      for (const [name, value] of Object.entries(generated)) {
        const sent = answer.headers[name.toLowerCase()];
        if (sent !== value) problems.push(`${name}: ${sent ?? "missing"}`);
      }
      // One expect per answer: Playwright records each call, and this runs a thousand times.
      const request = shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
      expect(problems, `GET ${JSON.stringify(request)} from ${origin}`).toEqual([]);
      generatedCases++;
      return { status: answer.status, location: answer.headers.location };
    };
    let generatedCases = 0;
    let sendableCases = 0;
    await fc.assert(
      fc.asyncProperty(requestTarget, async (target) => {
        const fromNginx = await answersSafely(nginx?.origin ?? "", target);
        const fromServe = await answersSafely(baseURL ?? "", target);
        // A path a browser can send (printable ASCII, no fragment, within nginx's 8 KB) is
        // answered alike: the local server the other tests use behaves as the host does.
        if (
          target.length < 8000 &&
          target.every((byte) => byte > 0x20 && byte < 0x7f && byte !== 0x23)
        ) {
          const shown = target.toString("latin1").slice(0, 200);
          expect(fromServe, `serve.ts and nginx on GET ${JSON.stringify(shown)}`).toEqual(
            fromNginx,
          );
          sendableCases++;
        }
      }),
      { seed: 20, numRuns: generatedRuns },
    );
    expect(generatedCases).toBe(2 * generatedRuns);
    // 158 of the 400 with seed 20; a generator that stopped making them would test nothing here.
    expect(sendableCases).toBeGreaterThan(generatedRuns / 4);
  });

  test("a query string on each page serves the page itself, with its headers", async () => {
    for (const path of pages) {
      const plain = await ask("GET", path);
      const withQuery = await ask("GET", `${path}?utm_source=test&x=%3Cscript%3E`);
      expect(withQuery.status, path).toBe(200);
      expect(withQuery.body.equals(plain.body), path).toBe(true);
      expectSecurityHeaders(withQuery, `${path} with a query`);
    }
  });
});

test.describe("hashes a page must ignore quietly", () => {
  // Near misses of a portfolio photo's address (#bostad-3), then markup and broken escapes.
  const hashes = [
    `#${topSection.key}-999`,
    `#${topSection.key}-0`,
    `#${lastSection.key}--1`,
    `#${encodeURIComponent("<script>alert(1)</script>")}`,
    "#%E0%A4%A",
    `#${"x".repeat(10_240)}`,
  ];

  for (const path of ["/portfolio", "/"]) {
    test(`${path}: on arrival and on a change, no viewer, no error, no jump`, async ({ page }) => {
      let dialogs = 0;
      page.on("dialog", async (dialog) => {
        dialogs++;
        await dialog.dismiss();
      });
      for (const hash of hashes) {
        await page.goto(`${path}${hash}`);
        await waitForHydration(page);
        await expect(page.getByRole("dialog"), hash.slice(0, 40)).toHaveCount(0);
        expect(await page.evaluate(() => window.scrollY), hash.slice(0, 40)).toBe(0);
      }
      for (const hash of hashes) {
        await page.evaluate((value) => {
          window.location.hash = value;
        }, hash);
        await expect(page.getByRole("dialog"), hash.slice(0, 40)).toHaveCount(0);
      }
      expect(dialogs, "alert() never ran").toBe(0);
    });
  }
});
