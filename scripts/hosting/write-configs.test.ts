import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { resolveSiteUrl } from "../../app/lib/site-url.ts";
import { nginxPlacementFromEnv, writeHostingConfigs } from "./write-configs.ts";

const { site } = contentOf();

describe("nginxPlacementFromEnv", () => {
  it("serves the build output on port 80 with brotli by default", () => {
    expect(nginxPlacementFromEnv("build/client", {})).toEqual({
      root: resolve("build/client"),
      listen: "80",
      isBrotliStatic: true,
    });
  });

  it("takes the server's own layout from the environment", () => {
    const env = { NGINX_ROOT: "/var/www/site", NGINX_LISTEN: "8080", NGINX_BROTLI_STATIC: "off" };
    expect(nginxPlacementFromEnv("build/client", env)).toEqual({
      root: "/var/www/site",
      listen: "8080",
      isBrotliStatic: false,
    });
  });
});

describe("nginxPlacementFromEnv with TLS", () => {
  it("listens for HTTPS and HTTP/2 when given a certificate and its key", () => {
    const env = { NGINX_SSL_CERTIFICATE: "/etc/ssl/site.pem", NGINX_SSL_CERTIFICATE_KEY: "/k.pem" };
    expect(nginxPlacementFromEnv("build/client", env)).toMatchObject({
      listen: "443 ssl http2",
      tls: { certificate: "/etc/ssl/site.pem", key: "/k.pem", httpListen: "80" },
    });
  });

  it("redirects plain http to the site's address: SITE_URL, else content/site.yaml", () => {
    const env = { NGINX_SSL_CERTIFICATE: "/c.pem", NGINX_SSL_CERTIFICATE_KEY: "/k.pem" };
    expect(nginxPlacementFromEnv("build/client", env).tls?.origin).toBe(new URL(site.url).origin);
    const placed = nginxPlacementFromEnv("build/client", {
      ...env,
      SITE_URL: "https://foto.example.se/",
      NGINX_HTTP_LISTEN: "[::]:80",
    });
    expect(placed.tls).toMatchObject({ origin: "https://foto.example.se", httpListen: "[::]:80" });
  });

  it("refuses a certificate without its key", () => {
    expect(() =>
      nginxPlacementFromEnv("build/client", { NGINX_SSL_CERTIFICATE: "/c.pem" }),
    ).toThrow(/together/);
  });
});

describe("writeHostingConfigs", () => {
  let build = "";
  const read = (path: string) => readFile(join(build, path), "utf8");

  beforeAll(async () => {
    build = await mkdtemp(join(tmpdir(), "hosting-"));
    await mkdir(join(build, "client", "portfolio"), { recursive: true });
    await writeFile(join(build, "client", "index.html"), "<script>window.x = 1;</script>");
    await writeFile(join(build, "client", "portfolio", "index.html"), "<script>a()</script>");
    await writeHostingConfigs(join(build, "client"), {
      root: "/srv/site",
      listen: "80",
      isBrotliStatic: false,
    });
  });
  afterAll(() => rm(build, { recursive: true, force: true }));

  it("lists the hash of every page's inline scripts in one policy, for every host", async () => {
    const headers = JSON.parse(await read("headers.json"));
    expect(headers["Content-Security-Policy"]).toContain(
      "script-src 'self' 'sha256-U1BU0BfAhaBREBgsEDDctSYokOF3U7hQUIj6mrtukfw=' 'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=';",
    );
    const { widgetUrl } = site.reviews;
    expect(headers["Content-Security-Policy"]).toContain(
      `frame-src ${widgetUrl ? new URL(widgetUrl).origin : "'none'"};`,
    );
    const nginx = await read("nginx.conf");
    const netlify = await read("client/_headers");
    for (const [name, value] of Object.entries<string>(headers)) {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
      expect(netlify).toContain(`  ${name}: ${value}\n`);
    }
  });

  it("writes redirects, sitemap and robots.txt into the uploaded folder", async () => {
    expect(await read("client/_redirects")).toContain("/portfolio/ /portfolio 301");
    const siteUrl = resolveSiteUrl(process.env.SITE_URL, site.url);
    expect(await read("client/sitemap.xml")).toContain(`<loc>${siteUrl}/</loc>`);
    expect(await read("client/robots.txt")).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(await read("nginx.conf")).toContain("root /srv/site;");
    expect(await read("nginx.conf")).toContain("location = /portfolio/ { return 301 /portfolio");
  });
});
