// Quality gates over every built page, found by walking build/client so a new page is covered
// without editing this file: valid HTML, links and assets that resolve, structured data of the
// expected types, the head tags every page needs, and axe at phone and desktop widths.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { HtmlValidate } from "html-validate";
import { contentOf } from "#model/load.ts";
import { resolvePhotoRights } from "../../app/lib/site-url.ts";
import { isEditorFile } from "../../scripts/hosting/built-pages.ts";
import { openGraphTags, twitterTags } from "../share-tags.ts";
import { axeViolations, expect, test } from "./fixtures";
import { portfolioSections } from "./site-content";

const { packages, site, textPages } = contentOf();

const client = resolve("build/client");

/**
 * URL path for each built HTML file; 404.html is reached through an unknown path. The owner's
 * editor (/redigera/) is no page of the site: tested in editor.spec.ts.
 */
const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && !isEditorFile(file))
  .map((file) => {
    const name = relative(client, join(client, file));
    const path = name === "404.html" ? "/finns-inte" : `/${name.replace(/(^|\/)index\.html$/, "")}`;
    return { file: name, path, html: readFileSync(join(client, file), "utf8") };
  });

/** Every photo in content/portfolio/<section>/, as the portfolio page shows them. */
const galleryPhotoCount = portfolioSections.reduce((sum, section) => sum + section.count, 0);

// Every text page of content/pages/ (the booking terms, the privacy policy and any other) is a
// WebPage.
const expectedJsonLd: Record<string, string[]> = {
  "/": ["ProfessionalService", "WebSite"],
  "/portfolio": ["CollectionPage"],
  ...Object.fromEntries(Object.keys(textPages).map((address) => [`/${address}`, ["WebPage"]])),
  "/finns-inte": [],
};

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes attributes and void elements its own way (<meta charSet="utf-8"/>,
    // srcSet, fetchPriority); HTML attribute names are case-insensitive.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attr-case": "off",
    // Phone numbers are written as Swedes read them; wrapping is handled by the layout.
    "tel-non-breaking": "off",
    // Tailwind's class names (aria-[current=page]:…) are not in html-validate's class pattern.
    "class-pattern": "off",
    // The Swedish copy uses typographic characters (– …) on purpose.
    "no-raw-characters": "off",
  },
});

test("every route of the site is built", () => {
  expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(expectedJsonLd).sort());
});

for (const page of pages) {
  test.describe(`${page.path} (${page.file})`, () => {
    test("is valid HTML", async () => {
      const report = await validator.validateString(page.html, page.file);
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${page.file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      expect(problems).toEqual([]);
    });

    test("has one h1, a title, a description and a canonical URL", async ({
      page: browserPage,
    }) => {
      await browserPage.goto(page.path);
      await expect(browserPage.locator("h1")).toHaveCount(1);
      expect((await browserPage.title()).trim()).not.toBe("");
      await expect(browserPage.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /\S/,
      );
      if (page.file === "404.html") {
        await expect(browserPage.locator('meta[name="robots"]')).toHaveAttribute(
          "content",
          "noindex",
        );
        await expect(browserPage.locator('link[rel="canonical"]')).toHaveCount(0);
      } else {
        await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          /^https:\/\//,
        );
      }
    });

    test("has the share image and the complete Open Graph and Twitter tags", async ({
      page: browserPage,
    }) => {
      await browserPage.goto(page.path);
      const head = browserPage.locator("head");
      for (const property of openGraphTags) {
        await expect(head.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /\S/);
      }
      for (const name of twitterTags) {
        await expect(head.locator(`meta[name="${name}"]`)).toHaveAttribute("content", /\S/);
      }
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const image = await head.locator('meta[property="og:image"]').getAttribute("content");
      await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
        "content",
        image ?? "",
      );
      const response = await browserPage.request.get(new URL(image ?? "").pathname);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
    });

    test("has structured data of the expected types", () => {
      const blocks = [
        ...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? "") as { "@context": string; "@type": string });
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
      expect(blocks.map((block) => block["@type"])).toEqual(expectedJsonLd[page.path]);
    });

    test("describes its photos as licensable and its packages as offers, from content/", () => {
      const blocks = [
        ...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown>);
      const images = blocks.flatMap((block) => (block.hasPart ?? []) as Record<string, unknown>[]);
      const offers = blocks.flatMap(
        (block) => (block.makesOffer ?? []) as Record<string, unknown>[],
      );
      // The address the build was made for (SITE_URL or content's), read from the page itself.
      const canonical = page.html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
      const rights = resolvePhotoRights(
        canonical.slice(0, canonical.length - page.path.length),
        site.photoRights,
      );
      if (page.path === "/portfolio") {
        expect(images).toHaveLength(galleryPhotoCount);
        for (const image of images) {
          expect(image).toMatchObject({
            "@type": "ImageObject",
            creator: { "@type": "Person", name: rights.creator },
            copyrightNotice: rights.copyrightNotice,
            creditText: rights.creditText,
            license: rights.licenseUrl,
            acquireLicensePage: rights.acquireLicensePage,
          });
          const file = new URL(String(image.contentUrl)).pathname;
          expect(existsSync(join(client, file)), `${file} is built`).toBe(true);
        }
        // The licence and where to ask for one: a built page, and on it the part the link names.
        for (const link of [rights.licenseUrl, rights.acquireLicensePage]) {
          const { pathname, hash } = new URL(link);
          const built = join(client, pathname, "index.html");
          expect(existsSync(built), `${link} is a built page`).toBe(true);
          if (hash) expect(readFileSync(built, "utf8"), link).toContain(` id="${hash.slice(1)}"`);
        }
      } else {
        expect(images).toEqual([]);
      }
      if (page.path === "/") {
        expect(offers.map((offer) => [offer.name, offer.priceCurrency])).toEqual(
          packages.map((item) => [item.title, "SEK"]),
        );
      } else {
        expect(offers).toEqual([]);
      }
    });

    test("links and assets resolve", async ({ request }) => {
      const urls = new Set<string>();
      for (const match of page.html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g))
        urls.add(match[1] ?? "");
      for (const match of page.html.matchAll(/\ssrcSet="([^"]*)"/gi)) {
        for (const candidate of (match[1] ?? "").split(","))
          urls.add(candidate.trim().split(" ")[0] ?? "");
      }
      // The app's modules, which the page starts after its first screen (scripts/app-start).
      for (const match of page.html.matchAll(/\sdata-modules="([^"]*)"/g)) {
        for (const module of (match[1] ?? "").split(" ")) urls.add(module);
      }
      // All at once: one after another, the portfolio's 700 files took 25 s on a busy machine and
      // ran out of the test's 30 s in the owner-edit run, whose seventh section adds 30 more.
      const problems = await Promise.all(
        [...urls].map(async (url) => {
          const [path = "", fragment] = url.split("#");
          const response = await request.get(path || page.path);
          if (response.status() !== 200) return `${url}: ${response.status()}`;
          if (fragment && !(await response.text()).includes(`id="${fragment}"`))
            return `${url}: no id ${fragment}`;
          return null;
        }),
      );
      expect(problems.filter((problem) => problem !== null)).toEqual([]);
    });

    for (const width of [390, 1280]) {
      test(`has no axe violations at ${width} px`, async ({ page: browserPage }) => {
        await browserPage.setViewportSize({ width, height: 900 });
        await browserPage.goto(page.path);
        expect(await axeViolations(browserPage)).toEqual([]);
      });
    }
  });
}
