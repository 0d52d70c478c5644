import { describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { absoluteUrl, resolvePhotoRights, resolveSiteUrl } from "./site-url.ts";

const { site } = contentOf();

describe("resolveSiteUrl", () => {
  it("prefers the environment value and drops a trailing slash", () => {
    expect(resolveSiteUrl("https://foto.se/", "https://www.example.com")).toBe("https://foto.se");
  });

  it("falls back to the content default when the variable is empty or unset", () => {
    expect(resolveSiteUrl("", "https://www.example.com")).toBe("https://www.example.com");
    expect(resolveSiteUrl(undefined, "https://www.example.com")).toBe("https://www.example.com");
  });

  it("keeps a sub-path", () => {
    expect(resolveSiteUrl("https://example.org/foto/", "https://x.se")).toBe(
      "https://example.org/foto",
    );
  });

  it("rejects http and non-URLs", () => {
    expect(() => resolveSiteUrl("http://foto.se", "https://x.se")).toThrow(/https/);
    expect(() => resolveSiteUrl("foto.se", "https://x.se")).toThrow(/ingen webbadress/);
  });
});

describe("absoluteUrl", () => {
  it("joins paths to the site URL in one canonical form", () => {
    expect(absoluteUrl("https://foto.se", "/")).toBe("https://foto.se/");
    expect(absoluteUrl("https://foto.se", "/portfolio/")).toBe("https://foto.se/portfolio");
    expect(absoluteUrl("https://foto.se", "bokningsvillkor")).toBe(
      "https://foto.se/bokningsvillkor",
    );
  });

  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://foto.se", "https://cdn.se/a.jpg")).toBe("https://cdn.se/a.jpg");
  });
});

describe("resolvePhotoRights", () => {
  it("moves the photos' licence links to the address the site is built for", () => {
    const rights = resolvePhotoRights("https://www.dinsajt.se", site.photoRights);
    for (const link of [rights.licenseUrl, rights.acquireLicensePage]) {
      expect(new URL(link).origin).toBe("https://www.dinsajt.se");
    }
    expect(rights.creator).toBe(site.photoRights.creator);
  });

  it("keeps a path's #anchor and leaves a licence elsewhere alone", () => {
    const rights = { licenseUrl: "/bokningsvillkor#bilder", acquireLicensePage: "/#contact" };
    expect(resolvePhotoRights("https://foto.se/sajt", rights)).toEqual({
      licenseUrl: "https://foto.se/sajt/bokningsvillkor#bilder",
      acquireLicensePage: "https://foto.se/sajt/#contact",
    });
    const elsewhere = {
      licenseUrl: "https://creativecommons.org/licenses/by-nd/4.0/",
      acquireLicensePage: "/#contact",
    };
    expect(resolvePhotoRights("https://foto.se", elsewhere).licenseUrl).toBe(elsewhere.licenseUrl);
  });
});
