// The request and page-hash rows of docs/hardening.md. Requests go to the shipped nginx
// configuration on 127.0.0.1, sent byte for byte (a browser or fetch would tidy `..` away); page
// hashes go to the pages in Chromium, which must ignore them quietly.
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { startNginx } from "../../scripts/hosting/nginx-server.ts";
import { expect, test, waitForHydration } from "./fixtures";
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
    // Like every slash-ended path, /.git/ first redirects to its slashless form.
    const folder = await ask("GET", "/.git/");
    expect(folder.status).toBe(301);
    expect(folder.headers.location).toBe("/.git");
    for (const path of ["/.git", "/.git/config", "/.env", "/.well-known/security.txt"]) {
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
