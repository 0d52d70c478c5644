import { expect, test } from "./fixtures";

const pages = [
  { path: "/", h1: "Bilder som får bostaden att sticka ut" },
  { path: "/portfolio", h1: "Se vad jag kan göra för dig" },
  { path: "/bokningsvillkor", h1: "Bokningsvillkor" },
  { path: "/integritetspolicy", h1: "Integritetspolicy" },
];

for (const { path, h1 } of pages) {
  test(`${path} is served as real HTML, with and without a trailing slash`, async ({
    page,
    request,
    browser,
  }) => {
    const direct = await request.get(path, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain(h1.replace("&", "&amp;"));
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

test("the footer links the legal pages, the services and the social accounts", async ({ page }) => {
  await page.goto("/bokningsvillkor");
  const footer = page.getByRole("contentinfo");

  await expect(footer.getByRole("link", { name: "Bokningsvillkor" })).toHaveAttribute(
    "href",
    "/bokningsvillkor",
  );
  await expect(footer.getByRole("link", { name: "Integritetspolicy" })).toHaveAttribute(
    "href",
    "/integritetspolicy",
  );

  const services = {
    Bostadsfotografering: "/portfolio#bostad",
    Drönarfotografering: "/portfolio#dronare",
    Digitalstyling: "/portfolio#digitalstyling",
    Företagsfotografering: "/portfolio#foretag",
    Exteriörfoto: "/portfolio#exterior",
    "Tryck & grafisk formgivning": "/portfolio#tryck",
  };
  for (const [name, href] of Object.entries(services)) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // No portfolio section shows film, so it is named without a link that goes nowhere.
  await expect(footer.getByText("Bostadsfilm och innehåll för sociala medier")).toBeVisible();
  await expect(
    footer.getByRole("link", { name: "Bostadsfilm och innehåll för sociala medier" }),
  ).toHaveCount(0);

  for (const [name, href] of [
    ["Facebook", "https://www.facebook.com/example"],
    ["Instagram", "https://www.instagram.com/example"],
    ["TikTok", "https://www.tiktok.com/@example"],
  ] as const) {
    const link = footer.getByRole("link", { name: `${name} (extern webbplats)` });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  await expect(footer.getByRole("link", { name: "hej@example.com" })).toHaveAttribute(
    "href",
    "mailto:hej@example.com",
  );
  await expect(footer.getByRole("link", { name: "070-174 06 50" })).toHaveAttribute(
    "href",
    "tel:+46701740650",
  );
  await expect(footer).toContainText("Telefontider: vardagar 8–18, helger 10–16");
  await expect(footer).toContainText(
    "Stockholm och Mälardalen. Andra orter enligt överenskommelse.",
  );
});

test("the start page and the portfolio link to each other", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Vill du se vad jag kan göra för dig?" }).click();
  await expect(page).toHaveURL("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se vad jag kan göra för dig");
  await page.getByRole("link", { name: "Tillbaka till startsidan" }).click();
  await expect(page).toHaveURL("/");
  await page.getByRole("link", { name: "Exempel Foto & Form – till startsidan" }).click();
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
