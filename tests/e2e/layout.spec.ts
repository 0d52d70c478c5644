import { resolve } from "node:path";
import { contentOf } from "#model/load.ts";
import { formatList, formatPhoneHours } from "../../app/lib/format.ts";
import { socialLinks } from "../../app/lib/social-links.ts";
import { builtPagePaths } from "../../scripts/hosting/built-pages.ts";
import { expect, test } from "./fixtures";
import { expectContactLinks } from "./site-content";

const { home, textPages, portfolioPage, services, site } = contentOf();

// Each page's own heading, as content/ words it; the pages themselves come from the build.
const headingOf: Record<string, string> = {
  "/": home.hero.heading,
  "/portfolio": portfolioPage.heading,
  ...Object.fromEntries(
    Object.entries(textPages).map(([address, page]) => [`/${address}`, page.title]),
  ),
};

for (const path of builtPagePaths(resolve("build/client"))) {
  const h1 = headingOf[path] ?? "";
  test(`${path} is served as real HTML, with and without a trailing slash`, async ({
    page,
    request,
    browser,
  }) => {
    expect(h1, `${path}: its heading in headingOf`).not.toBe("");
    const direct = await request.get(path, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain(h1.replaceAll("&", "&amp;"));
    if (path !== "/") {
      const slashed = await request.get(`${path}/`, { maxRedirects: 0 });
      expect(slashed.status()).toBe(301);
      expect(slashed.headers().location).toBe(path);
      await page.goto(`${path}/`);
      await expect(page).toHaveURL(path);
    }

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(staticPage.locator("h1")).toHaveCount(1);
    await noScript.close();
  });
}

test("the footer links every text page, the services and the social accounts", async ({ page }) => {
  await page.goto("/bokningsvillkor");
  const footer = page.getByRole("contentinfo");

  // The booking terms and the privacy policy, and any other page of content/pages/, by its title.
  const pageLinks = footer.getByRole("navigation", { name: "Fler sidor" }).getByRole("link");
  await expect(pageLinks).toHaveText(Object.values(textPages).map((textPage) => textPage.title));
  for (const [address, textPage] of Object.entries(textPages)) {
    await expect(footer.getByRole("link", { name: textPage.title })).toHaveAttribute(
      "href",
      `/${address}`,
    );
  }
  expect(Object.keys(textPages)).toEqual(
    expect.arrayContaining(["bokningsvillkor", "integritetspolicy"]),
  );

  for (const service of services) {
    const link = footer.getByRole("link", { name: service.name, exact: true });
    if (service.portfolio) {
      await expect(link).toHaveAttribute("href", `/portfolio#${service.portfolio}`);
    } else {
      // A service no portfolio section shows is named without a link that goes nowhere.
      await expect(footer.getByText(service.name, { exact: true })).toBeVisible();
      await expect(link).toHaveCount(0);
    }
  }

  // Each profile the owner has given, and no link, nor a column, for one she has not.
  const profiles = socialLinks(site.social);
  for (const name of ["Facebook", "Instagram", "TikTok"]) {
    const link = footer.getByRole("link", { name: `${name} (extern webbplats)` });
    const href = profiles.find((profile) => profile.label === name)?.href;
    if (href) {
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(link).toHaveCount(0);
    }
  }
  await expect(footer.getByRole("heading", { name: "Följ mig" })).toHaveCount(
    profiles.length > 0 ? 1 : 0,
  );

  await expectContactLinks(footer);
  await expect(footer).toContainText(`Telefontider: ${formatPhoneHours(site.phoneHours)}`);
  await expect(footer).toContainText(
    `${formatList(site.serviceArea.regions)}. ${site.serviceArea.note}`,
  );
});

test("the start page and the portfolio link to each other", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: home.hero.portfolioLabel }).click();
  await expect(page).toHaveURL("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioPage.heading);
  await page.getByRole("link", { name: "Tillbaka till startsidan" }).click();
  await expect(page).toHaveURL("/");
  await page.getByRole("link", { name: `${site.name} – till startsidan` }).click();
  await expect(page).toHaveURL("/");
});

test("a skip link leads keyboard users past the header", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hoppa till innehållet" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
