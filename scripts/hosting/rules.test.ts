import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  canonicalRedirect,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  editorSecurityHeaders,
  securityHeaders,
  trailingSlashRedirects,
} from "./rules.ts";

const input = {
  scriptHashes: ["abc=", "def="],
  styleHashes: [],
  frameOrigin: "https://reviews.example.com",
};

describe("contentSecurityPolicy", () => {
  it("is the strict policy, directive by directive", () => {
    expect(contentSecurityPolicy(input).split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc=' 'sha256-def='",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src https://reviews.example.com",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
    ]);
  });

  it("lets through the inlined stylesheets by their hashes only", () => {
    expect(contentSecurityPolicy({ ...input, styleHashes: ["css1=", "css2="] })).toContain(
      "style-src 'self' 'sha256-css1=' 'sha256-css2=';",
    );
  });

  it("never lets an unhashed inline script, style element or style attribute through", () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).not.toContain("unsafe");
    expect(csp).not.toContain("style-src-attr");
    expect(csp).not.toContain("style-src-elem");
  });

  it("allows only our own script files when there is no inline script", () => {
    expect(contentSecurityPolicy({ ...input, scriptHashes: [] })).toContain("script-src 'self';");
  });
});

describe("securityHeaders", () => {
  const headers = securityHeaders(input);

  it("lists the same eight headers for every host, in order", () => {
    expect(Object.keys(headers)).toEqual([
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Strict-Transport-Security",
      "X-Frame-Options",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
    ]);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("switches off the powerful features the site never uses", () => {
    const features = headers["Permissions-Policy"]?.split(", ") ?? [];
    for (const feature of ["camera", "microphone", "geolocation", "interest-cohort", "usb"]) {
      expect(features).toContain(`${feature}=()`);
    }
  });
});

describe("caching", () => {
  it("caches found hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/entry-abc123.js", true)).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(cacheControlFor("/redigera/assets/editor-start-abc123.js", true)).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(cacheControlFor("/portfolio", true)).toBe("no-cache");
    expect(cacheControlFor("/favicon.svg", true)).toBe("no-cache");
    expect(cacheControlFor("/redigera/publicering.json", true)).toBe("no-cache");
  });

  it("never caches a missing asset's 404 for a year", () => {
    expect(cacheControlFor("/assets/gone-abc123.js", false)).toBe("no-cache");
  });
});

describe("canonical URLs", () => {
  const pages = ["/", "/portfolio", "/bokningsvillkor", "/integritetspolicy"];

  it("redirects each page's slash-ended form to the page", () => {
    expect(canonicalRedirect("/portfolio/", pages)).toBe("/portfolio");
    expect(canonicalRedirect("/integritetspolicy/", pages)).toBe("/integritetspolicy");
  });

  it("keeps the start page and paths already canonical", () => {
    expect(canonicalRedirect("/", pages)).toBeNull();
    expect(canonicalRedirect("/portfolio", pages)).toBeNull();
  });

  it("redirects no other path, so no request can point a redirect anywhere", () => {
    const others = ["/finns-inte/", "/\\evil.com/", "//evil.example/", "/portfolio/x/", "/a/b/"];
    for (const path of others) {
      expect(canonicalRedirect(path, pages), path).toBeNull();
    }
  });

  it("sends the editor's folder without its slash to the folder, where its page is", () => {
    expect(canonicalRedirect("/redigera", pages)).toBe("/redigera/");
    expect(canonicalRedirect("/redigera/", pages)).toBeNull();
  });

  it("lists each page's slash-ended form for hosts that need them one by one", () => {
    expect(trailingSlashRedirects(pages)).toEqual([
      { from: "/portfolio/", to: "/portfolio" },
      { from: "/bokningsvillkor/", to: "/bokningsvillkor" },
      { from: "/integritetspolicy/", to: "/integritetspolicy" },
    ]);
  });
});

describe("editorSecurityHeaders", () => {
  const editor = editorSecurityHeaders(input);
  const site = securityHeaders(input);
  const directives = new Map(
    (editor["Content-Security-Policy"] ?? "").split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );

  it("runs scripts only from the site itself, no inline script and none of the pages' hashes", () => {
    expect(directives.get("script-src")).toEqual(["'self'"]);
  });

  it("lets the editor's own page frame it (its preview), and no other", () => {
    expect(directives.get("frame-ancestors")).toEqual(["'self'"]);
    expect(editor["X-Frame-Options"]).toBe("SAMEORIGIN");
  });

  it("reaches GitHub's API for the published editor, and no other host", () => {
    expect(directives.get("connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
  });

  it("reaches the API the build names instead, the rehearsal's stand-in", () => {
    const rehearsal = editorContentSecurityPolicy("http://127.0.0.1:4400");
    expect(rehearsal).toContain("connect-src 'self' http://127.0.0.1:4400;");
    expect(rehearsal).not.toContain("github");
  });

  it("keeps a sign-in window it opens able to answer it, and is never indexed", () => {
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(editor["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  it("sends the site's other headers as they are", () => {
    for (const name of [
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Strict-Transport-Security",
      "Cross-Origin-Resource-Policy",
    ]) {
      expect(editor[name], name).toBe(site[name]);
    }
  });
});
