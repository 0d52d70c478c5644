// The links to the site itself in content/site.yaml (the photos' licence, where to ask for one):
// a path must lead to a page the build makes, written however many slashes it ends in; a link to
// another site is not the site's to check.
import { describe, expect, it } from "vitest";
import type { Content } from "./files.ts";
import { lineOf } from "./files.ts";
import { contentOf } from "./load.ts";
import { pagePaths } from "./pages.ts";
import { siteLinkErrors } from "./site-links.ts";

const content = contentOf();
const paths = pagePaths(Object.keys(content.textPages));
const [address = ""] = Object.keys(content.textPages);

/** The shipped content with the photos' licence at `link`. */
const withLicenseAt = (link: string): Content => ({
  ...content,
  site: { ...content.site, photoRights: { ...content.site.photoRights, licenseUrl: link } },
});

describe("siteLinkErrors", () => {
  it("leaves a link to another site alone", () => {
    expect(
      siteLinkErrors(withLicenseAt("https://creativecommons.org/licenses/by/4.0/")).map(lineOf),
    ).toEqual([]);
  });

  it.each(["/", "//", "///"])("takes a text page's path ending in %s", (end) => {
    expect(siteLinkErrors(withLicenseAt(`/${address}${end}`)).map(lineOf)).toEqual([]);
  });

  it("names a path below a text page, as it is written", () => {
    expect(siteLinkErrors(withLicenseAt(`/${address}/villkor`)).map(lineOf)).toEqual([
      `content/site.yaml: photoRights.licenseUrl: sidan /${address}/villkor finns inte; skriv en av ${paths.join(", ")}`,
    ]);
  });
});
