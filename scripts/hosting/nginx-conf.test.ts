import { describe, expect, it } from "vitest";
import { nginxServer } from "./nginx-conf.ts";

const headers = {
  "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
  "X-Frame-Options": "DENY",
};
const editorHeaders = {
  "Content-Security-Policy": "default-src 'self'; style-src 'self' 'unsafe-inline'",
  "X-Frame-Options": "SAMEORIGIN",
};
const placement = { root: "/srv/site", listen: "80", isBrotliStatic: true };
const pages = ["/", "/portfolio", "/bokningsvillkor"];
const conf = nginxServer(placement, headers, editorHeaders, pages);

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
      editorHeaders,
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

  it("sends the editor's own headers, and only them, from the editor's folder", () => {
    const editor = block(conf, "location /redigera/");
    expect(editor).toContain(
      `add_header Content-Security-Policy "default-src 'self'; style-src 'self' 'unsafe-inline'" always;`,
    );
    expect(editor).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(editor).toContain('add_header Cache-Control "no-cache" always;');
    expect(editor).not.toContain("sha256-abc=");
    expect(editor).not.toContain('"DENY"');
    const assets = block(conf, "location /redigera/assets/");
    expect(assets).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(assets).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
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

  it("redirects each page's slash-ended URL to the page, the editor to its folder, nothing else", () => {
    expect(conf).toContain("  location = /portfolio/ { return 301 /portfolio$is_args$args; }\n");
    expect(conf).toContain(
      "  location = /bokningsvillkor/ { return 301 /bokningsvillkor$is_args$args; }\n",
    );
    expect(conf).toContain("  location = /redigera { return 301 /redigera/$is_args$args; }\n");
    expect(conf.match(/return 301/g)).toHaveLength(3);
    expect(conf).not.toContain("rewrite");
    expect(conf).toContain("absolute_redirect off;");
  });

  it("refuses a page path it could not write into the block as it is", () => {
    for (const path of ["/a b", "/a;b", "/$host", "/a{b}", '/"x"', "/å"]) {
      expect(() => nginxServer(placement, headers, editorHeaders, ["/", path]), path).toThrow(
        /nginx.conf/,
      );
    }
  });

  it("serves precompressed files, brotli only when the module is there", () => {
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("brotli_static on;");
    expect(conf).toMatch(/gzip_types [^;]*application\/javascript/);
    expect(
      nginxServer({ ...placement, isBrotliStatic: false }, headers, editorHeaders, pages),
    ).not.toContain("brotli");
  });

  describe("with TLS", () => {
    const tls = {
      certificate: "/c.pem",
      key: "/k.pem",
      httpListen: "80",
      origin: "https://www.example.se",
    };
    const secure = nginxServer(
      { ...placement, listen: "443 ssl http2", tls },
      headers,
      editorHeaders,
      pages,
    );
    const [plain = "", site = ""] = secure.split(/^server \{$/m).slice(1);

    it("serves the site over TLS 1.2 and 1.3 only", () => {
      expect(site).toContain("  listen 443 ssl http2;\n  ssl_certificate /c.pem;\n");
      expect(site).toContain("  ssl_certificate_key /k.pem;\n");
      expect(site).toContain("  ssl_protocols TLSv1.2 TLSv1.3;\n");
      expect(site).toContain("location = /portfolio/");
      expect(conf).not.toContain("ssl_");
    });

    it("redirects plain http to the same path on the site's own https origin", () => {
      expect(plain).toContain("  listen 80;\n");
      expect(plain).toContain("  return 301 https://www.example.se$request_uri;\n");
      // Not $host or $server_name: where it goes is never read from the request.
      expect(plain).not.toMatch(/\$host|\$http_host|\$server_name|\$uri/);
      expect(plain).not.toContain("location");
    });

    it("sends the security headers over plain http, all but Strict-Transport-Security", () => {
      expect(plain).toContain('add_header X-Frame-Options "DENY" always;');
      expect(plain).toContain("add_header Content-Security-Policy");
      const withHsts = { ...headers, "Strict-Transport-Security": "max-age=63072000" };
      const both = nginxServer(
        { ...placement, listen: "443 ssl", tls },
        withHsts,
        editorHeaders,
        pages,
      );
      // The site: once for the server, once in each of its three locations.
      expect(both.match(/add_header Strict-Transport-Security/g)).toHaveLength(4);
      expect(both.split(/^server \{$/m)[1]).not.toContain("add_header Strict-Transport-Security");
    });

    it("refuses an https origin that is not just scheme and host", () => {
      for (const origin of ["http://www.example.se", "https://www.example.se/sub", "x"]) {
        expect(
          () =>
            nginxServer({ ...placement, tls: { ...tls, origin } }, headers, editorHeaders, pages),
          origin,
        ).toThrow();
      }
    });
  });

  it("escapes quotes in header values", () => {
    expect(nginxServer(placement, { "X-Test": 'say "hi"' }, editorHeaders, pages)).toContain(
      'add_header X-Test "say \\"hi\\"" always;',
    );
  });
});
