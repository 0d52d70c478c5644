import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Locator } from "@playwright/test";
import { contentOf } from "#model/load.ts";
import { pagePaths } from "#model/pages.ts";
import type { TextBlock, TextPage } from "#model/schema.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test } from "./fixtures";
import { expectContactLinks } from "./site-content";

const { textPages, site } = contentOf();

// Every file of content/pages/ is a page at its name; the booking terms and the privacy policy
// are two of them.
const pages: { path: string; page: TextPage }[] = Object.entries(textPages).map(
  ([address, page]) => ({ path: `/${address}`, page }),
);

test("the booking terms and the privacy policy are text pages", () => {
  expect(pages.map(({ path }) => path)).toEqual(
    expect.arrayContaining(["/bokningsvillkor", "/integritetspolicy"]),
  );
});

test("every file of content/pages/ is a built page, listed in the sitemap", () => {
  const expected = pagePaths(Object.keys(textPages)).toSorted();
  expect(builtPagePaths(resolve("build/client"))).toEqual(expected);
  const sitemap = readFileSync(resolve("build/client/sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(listed.toSorted()).toEqual(expected);
});

/** Every paragraph and list item of `blocks` is shown within `region`, lists as list items. */
async function expectBlocks(region: Locator, blocks: readonly TextBlock[]) {
  for (const block of blocks) {
    if (block.type === "paragraph") await expect(region).toContainText(block.text);
    else await expect(region.getByRole("listitem")).toContainText([...block.items]);
  }
}

for (const { path, page: content } of pages) {
  test.describe(path, () => {
    test("shows the title, every section of content/ in order, and the contact details", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      await expect(page.locator("main h2")).toHaveText([
        ...content.sections.map((section) => section.heading),
        "Kontakt",
      ]);
      await expectBlocks(page.locator("main"), content.intro);
      for (const section of content.sections) {
        await expectBlocks(
          page.getByRole("region", { name: section.heading, exact: true }),
          section.blocks,
        );
      }

      const contact = page.getByRole("region", { name: "Kontakt", exact: true });
      await expect(contact).toContainText(site.companyName);
      if (site.organisationNumber) {
        await expect(contact).toContainText(site.organisationNumber);
      } else {
        await expect(contact.getByText("Organisationsnummer")).toHaveCount(0);
      }
      await expectContactLinks(contact);
    });

    test("sets its head tags and WebPage structured data", async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${content.title} | ${site.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.url}${path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        content.description,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "sv_SE");
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
      );
      expect(jsonLd).toMatchObject({ "@type": "WebPage", url: `${site.url}${path}` });
    });
  });
}
