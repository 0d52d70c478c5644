import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { headersFile, nginxServer, redirectsFile, robotsTxt, sitemapXml } from "./render.ts";
import { contentSecurityPolicy, securityHeaders } from "./rules.ts";

const policy = { scriptHashes: ["abc=", "def="], frameOrigin: "https://reviews.example.com" };

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external scripts and JSON-LD", () => {
    const html = `<script>window.x = 1;</script><script src="/a.js"></script>
      <script type="application/ld+json">{"@type":"WebSite"}</script><script type="module">import "/b.js";</script>`;
    // Expected values from `printf %s "window.x = 1;" | openssl dgst -sha256 -binary | base64`.
    expect(inlineScriptHashes(html)).toEqual([
      "U1BU0BfAhaBREBgsEDDctSYokOF3U7hQUIj6mrtukfw=",
      "7K7iK4R37TRWK2JOzKqAwgLXVVQjj9FX537lg56xD5w=",
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(policy);
  it("allows only our scripts, by file or by hash", () => {
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
  it("frames only the reviews widget, and nobody frames us", () => {
    expect(csp).toContain("frame-src https://reviews.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });
});

describe("host configurations", () => {
  const headers = securityHeaders(policy);

  it("list the same security headers for every host", () => {
    expect(Object.keys(headers)).toEqual([
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Strict-Transport-Security",
      "X-Frame-Options",
    ]);
    const file = headersFile(headers);
    const conf = nginxServer({ root: "/srv/site", listen: "80", headers });
    for (const [name, value] of Object.entries(headers)) {
      expect(file).toContain(`  ${name}: ${value}`);
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it("cache hashed assets for a year and revalidate HTML", () => {
    expect(headersFile(headers)).toContain(
      "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
    );
    const conf = nginxServer({ root: "/srv/site", listen: "80", headers });
    expect(conf).toMatch(
      /location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/,
    );
    expect(conf).toMatch(/location \/ \{[^}]*Cache-Control "no-cache"/);
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("redirect the slash-ended form of each page to the canonical one", () => {
    expect(redirectsFile()).toContain("/portfolio/ /portfolio 301!");
    expect(redirectsFile()).not.toContain("\n/ ");
    expect(nginxServer({ root: "/srv/site", listen: "80", headers })).toContain(
      "rewrite ^/(.+)/$ /$1 permanent;",
    );
  });

  it("list the four pages in the sitemap, which robots.txt names", () => {
    expect(sitemapXml("https://foto.se")).toContain("<loc>https://foto.se/</loc>");
    expect(sitemapXml("https://foto.se")).toContain("<loc>https://foto.se/integritetspolicy</loc>");
    expect(sitemapXml("https://foto.se").match(/<loc>/g)).toHaveLength(4);
    expect(robotsTxt("https://foto.se")).toContain("Sitemap: https://foto.se/sitemap.xml");
  });
});
