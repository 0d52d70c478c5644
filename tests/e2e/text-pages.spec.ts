import type { Locator } from "@playwright/test";
import { contentOf } from "../../scripts/content/load.ts";
import type { TextBlock, TextPage } from "../../scripts/content/schema.ts";
import { expect, test } from "./fixtures";
import { expectContactLinks } from "./site-content";

const { bookingTerms, privacyPolicy, site } = contentOf();

const pages: { path: string; page: TextPage }[] = [
  { path: "/bokningsvillkor", page: bookingTerms },
  { path: "/integritetspolicy", page: privacyPolicy },
];

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
      await expect(contact).toContainText(site.organisationNumber);
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
