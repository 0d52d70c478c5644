import { describe, expect, it } from "vitest";
import { nginxServer } from "./nginx-conf.ts";

const headers = {
  "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
  "X-Frame-Options": "DENY",
};
const placement = { root: "/srv/site", listen: "80", isBrotliStatic: true };
const pages = ["/", "/portfolio", "/bokningsvillkor"];
const conf = nginxServer(placement, headers, pages);

/** The body of the block that starts with `opening {`, up to its closing brace. */
function block(text: string, opening: string): string {
  const start = text.indexOf(`${opening} {`);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf("\n  }", start));
}

describe("nginxServer", () => {
  it("is one server block, placed where it is told", () => {
    expect(conf).toMatch(/^server \{$/m);
    expect(conf.trimEnd().endsWith("}")).toBe(true);
    expect(conf).toContain("  listen 80;\n");
    expect(conf).toContain("  root /srv/site;\n");
    const other = nginxServer(
      { ...placement, root: "/tmp/b", listen: "127.0.0.1:8080" },
      headers,
      pages,
    );
    expect(other).toContain("  listen 127.0.0.1:8080;\n");
    expect(other).toContain("  root /tmp/b;\n");
  });

  it("sends every security header from every block, redirects included", () => {
    const server = conf.slice(0, conf.indexOf("  location"));
    const locations = ["location /assets/", "location = /404.html", "location /"];
    for (const part of [server, ...locations.map((opening) => block(conf, opening))]) {
      expect(part).toContain(
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='" always;`,
      );
      expect(part).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });

  it("caches hashed assets for a year and revalidates pages and the 404 page", () => {
    expect(block(conf, "location /assets/")).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(block(conf, "location /")).toContain('add_header Cache-Control "no-cache" always;');
    expect(block(conf, "location = /404.html")).toContain(
      'add_header Cache-Control "no-cache" always;',
    );
  });

  it("answers unknown paths with 404.html, which has no URL of its own", () => {
    expect(conf).toContain("error_page 404 /404.html;");
    expect(block(conf, "location = /404.html")).toContain("internal;");
    expect(block(conf, "location /")).toContain("try_files $uri $uri/index.html =404;");
    expect(block(conf, "location /assets/")).toContain("try_files $uri =404;");
  });

  it("redirects each page's slash-ended URL to the page, and nothing else", () => {
    expect(conf).toContain("  location = /portfolio/ { return 301 /portfolio$is_args$args; }\n");
    expect(conf).toContain(
      "  location = /bokningsvillkor/ { return 301 /bokningsvillkor$is_args$args; }\n",
    );
    expect(conf.match(/return 301/g)).toHaveLength(2);
    expect(conf).not.toContain("rewrite");
    expect(conf).toContain("absolute_redirect off;");
  });

  it("refuses a page path it could not write into the block as it is", () => {
    for (const path of ["/a b", "/a;b", "/$host", "/a{b}", '/"x"', "/å"]) {
      expect(() => nginxServer(placement, headers, ["/", path]), path).toThrow(/nginx.conf/);
    }
  });

  it("serves precompressed files, brotli only when the module is there", () => {
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("brotli_static on;");
    expect(conf).toMatch(/gzip_types [^;]*application\/javascript/);
    expect(nginxServer({ ...placement, isBrotliStatic: false }, headers, pages)).not.toContain(
      "brotli",
    );
  });

  it("speaks TLS when given a certificate", () => {
    const tls = nginxServer(
      { ...placement, listen: "443 ssl http2", tls: { certificate: "/c.pem", key: "/k.pem" } },
      headers,
      pages,
    );
    expect(tls).toContain("  listen 443 ssl http2;\n  ssl_certificate /c.pem;\n");
    expect(tls).toContain("  ssl_certificate_key /k.pem;\n");
    expect(conf).not.toContain("ssl_certificate");
  });

  it("escapes quotes in header values", () => {
    expect(nginxServer(placement, { "X-Test": 'say "hi"' }, pages)).toContain(
      'add_header X-Test "say \\"hi\\"" always;',
    );
  });
});
