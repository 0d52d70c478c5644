import type { Locator, Page } from "@playwright/test";
import { addOns, packages } from "../../content/packages.ts";
import { expect, test, waitForHydration } from "./fixtures";

type Mail = { to: string; subject: string; body: string };

/** The recipient, subject and body of a mailto link, decoded as a mail program would. */
async function mailOf(link: Locator): Promise<Mail> {
  const href = (await link.getAttribute("href")) ?? "";
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

const packagesRegion = (page: Page) => page.getByRole("region", { name: "Paket och priser" });
const enquiryLink = (page: Page, pkg: string) =>
  packagesRegion(page).getByRole("link", {
    name: `Skicka intresseanmälan om paketet ${pkg} via e-post`,
  });

test("the start page shows its sections in the order of the spec", async ({ page }) => {
  await page.goto("/");
  const headings = await page.locator("main h1, main h2").allTextContents();
  expect(headings).toEqual([
    "Bilder som får bostaden att sticka ut",
    "Fotografen bakom bilderna",
    "Ett urval av mina bilder",
    "Paket och priser",
    "Tryck & grafisk formgivning",
    "Kontakta mig",
  ]);
  const order = await page.evaluate(() => {
    const main = document.querySelector("main");
    return [...(main?.children ?? [])].map(
      (el) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : ""),
    );
  });
  expect(order).toEqual([
    "section",
    "section#om-mig",
    "section#urval",
    "section#paket",
    "hr",
    "section#tryck-grafisk-formgivning",
    "section#contact",
  ]);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the hero links to the portfolio, scrolls to contact and shows the claims", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const hero = page.getByRole("region", { name: "Bilder som får bostaden att sticka ut" });
  await expect(
    hero.getByRole("link", { name: "Vill du se vad jag kan göra för dig?" }),
  ).toHaveAttribute("href", "/portfolio");
  for (const claim of ["3000+", "4,9 av 5", "24h"]) {
    await expect(hero.getByText(claim, { exact: true })).toBeVisible();
  }
  const heroImage = hero.getByRole("img", {
    name: "Ljust vardagsrum med stora fönster, soffa och ekgolv",
  });
  await expect(heroImage).toHaveAttribute("fetchpriority", "high");
  await expect(heroImage).toHaveAttribute("loading", "eager");
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    "fetchpriority",
    "high",
  );

  await hero.getByRole("link", { name: "Kontakta mig" }).click();
  await expect(page).toHaveURL("/#contact");
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the about section has the portrait, the badge, specialties and the reviews widget", async ({
  page,
}) => {
  await page.goto("/");
  const about = page.locator("#om-mig");
  await expect(about.getByRole("img", { name: "Fotografen med kameran i handen" })).toBeAttached();
  await expect(about.getByText("10+", { exact: true })).toBeVisible();
  await expect(about.getByText("års erfarenhet")).toBeVisible();
  await expect(
    about.getByRole("list", { name: "Specialiteter" }).getByRole("listitem"),
  ).toHaveCount(6);
  await expect(about).toContainText("Omdömena samlas in av en oberoende omdömestjänst");
});

test("the reviews frame is made, lazy, when the visitor scrolls near it, not with the page", async ({
  page,
}) => {
  const frameRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://reviews.example.com/")) frameRequests.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const about = page.locator("#om-mig");
  const iframe = about.locator("iframe");
  await expect(iframe).toHaveCount(0);
  expect(frameRequests, "nothing reaches the reviews service on the first screen").toEqual([]);

  await about.getByRole("heading", { name: "Vad kunderna säger" }).scrollIntoViewIfNeeded();
  await expect(iframe).toHaveAttribute("height", "225");
  await expect(iframe).toHaveAttribute("title", "Kundomdömen");
  await expect(iframe).toHaveAttribute("loading", "lazy");
  await expect(iframe).toHaveAttribute("src", "https://reviews.example.com/widget/exempel-foto");
  await expect(iframe).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect.poll(() => frameRequests.length).toBeGreaterThan(0);
});

test("the teaser shows six samples, each leading to its portfolio section", async ({ page }) => {
  await page.goto("/");
  const teaser = page.getByRole("region", { name: "Ett urval av mina bilder" });
  const items = teaser.getByRole("listitem");
  await expect(items).toHaveCount(6);
  const targets = await items
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets).toEqual([
    "/portfolio#bostad",
    "/portfolio#exterior",
    "/portfolio#dronare",
    "/portfolio#digitalstyling",
    "/portfolio#foretag",
    "/portfolio#tryck",
  ]);
  for (const category of [
    "Interiör",
    "Exteriör",
    "Drönare",
    "Digitalstyling",
    "Företagsfoto",
    "Tryck & grafisk formgivning",
  ]) {
    await expect(items.getByText(category, { exact: true })).toBeVisible();
  }
  await expect(teaser.getByRole("link", { name: "Se hela portfolion" })).toHaveAttribute(
    "href",
    "/portfolio",
  );
});

test("the packages show the spec's prices and Premium as most popular", async ({ page }) => {
  await page.goto("/");
  const region = packagesRegion(page);
  for (const [title, price] of [
    ["Bas", "2.500 kr"],
    ["Premium", "3.500 kr"],
    ["Komplett", "4.500 kr"],
  ] as const) {
    const card = region.getByRole("article", { name: title });
    await expect(card).toContainText(price);
    await expect(card).toContainText("inkl. moms, per uppdrag");
  }
  await expect(region.getByText("Mest populär")).toHaveCount(1);
  await expect(region.getByRole("article", { name: "Premium" })).toContainText("Mest populär");
});

const addOnBox = (page: Page, name: string) =>
  packagesRegion(page)
    .getByRole("list", { name: "Tillval" })
    .getByRole("checkbox", { name, exact: true });
const addOnLines = (names: readonly string[]) => names.map((name) => `- ${name}\r\n`).join("");

test("add-ons toggle by mouse and keyboard and follow into the enquiry e-mail", async ({
  page,
}) => {
  const [first, second, third] = addOns;
  const [bas, premium] = packages;
  if (!first || !second || !third || !bas || !premium) throw new Error("content has too few");
  await page.goto("/");
  await waitForHydration(page);
  const list = packagesRegion(page).getByRole("list", { name: "Tillval" });
  await expect(list.getByRole("checkbox", { checked: false })).toHaveCount(addOns.length);
  expect((await mailOf(enquiryLink(page, premium.title))).body).toContain("Tillval:\r\n- Inga");

  await addOnBox(page, first).click({ force: true });
  await expect(addOnBox(page, first)).toBeChecked();
  await addOnBox(page, second).focus();
  await page.keyboard.press("Enter");
  await expect(addOnBox(page, second)).toBeChecked();
  await addOnBox(page, third).focus();
  await page.keyboard.press("Space");
  await expect(addOnBox(page, third)).toBeChecked();

  const mail = await mailOf(enquiryLink(page, premium.title));
  expect(mail.subject).toBe(`Intresseanmälan: ${premium.title}`);
  expect(mail.body).toContain(`Tillval:\r\n${addOnLines([first, second, third])}`);
  expect(mail.body).toContain(
    `Paketet innehåller:\r\n${premium.features.map((f, i) => `${i + 1}. ${f}`).join("\r\n")}`,
  );

  await page.keyboard.press("Space");
  await expect(addOnBox(page, third)).not.toBeChecked();
  await addOnBox(page, first).click({ force: true });
  const after = await mailOf(enquiryLink(page, bas.title));
  expect(after.subject).toBe(`Intresseanmälan: ${bas.title}`);
  expect(after.body).toContain(`Tillval:\r\n${addOnLines([second])}\r\n`);
});

test("an add-on pressed while the scripts are still on their way stays selected and reaches the e-mail", async ({
  page,
}) => {
  const [first, , third] = addOns;
  const [bas] = packages;
  if (!first || !third || !bas) throw new Error("content has too few");
  let delayed = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    delayed++;
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  // The visitor presses at once, long before React has started: a tap, and a key press.
  await addOnBox(page, first).click({ force: true });
  await addOnBox(page, third).focus();
  await page.keyboard.press("Space");
  const isHydrated = await page.evaluate(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react")),
  );
  expect(isHydrated, "pressed before the app started").toBe(false);

  await waitForHydration(page);
  expect(delayed).toBeGreaterThan(0);
  await expect(addOnBox(page, first)).toBeChecked();
  await expect(addOnBox(page, third)).toBeChecked();
  await expect
    .poll(async () => (await mailOf(enquiryLink(page, bas.title))).body)
    .toContain(`Tillval:\r\n${addOnLines([first, third])}\r\n`);
});

test("print design and contact offer the spec's links", async ({ page }) => {
  await page.goto("/");
  const print = page.locator("#tryck-grafisk-formgivning");
  await expect(print.getByRole("link", { name: "Se exempel på trycksaker" })).toHaveAttribute(
    "href",
    "/portfolio#tryck",
  );
  expect((await mailOf(print.getByRole("link", { name: /Fråga om tryck/ }))).to).toBe(
    "hej@example.com",
  );

  const contact = page.locator("#contact");
  await expect(contact.getByRole("link", { name: "Ring 070-174 06 50" })).toHaveAttribute(
    "href",
    "tel:+46701740650",
  );
  await expect(contact.getByRole("link", { name: "hej@example.com" })).toHaveAttribute(
    "href",
    "mailto:hej@example.com",
  );
  const quote = await mailOf(contact.getByRole("link", { name: /Begär offert/ }));
  expect(quote.subject).toBe("Förfrågan om fotografering");
  for (const field of ["Namn:", "Telefon:", "E-post:", "Adress:", "Önskat datum:", "Meddelande:"]) {
    expect(quote.body).toContain(field);
  }
  const question = await mailOf(contact.getByRole("link", { name: /Ställ en fråga/ }));
  expect(question.subject).toBe("Fråga/Fundering");
  await expect(contact).toContainText("Telefontider: vardagar 8–18, helger 10–16");
  await expect(contact).toContainText(
    "Stockholm och Mälardalen. Andra orter enligt överenskommelse.",
  );
  await expect(contact).toContainText("e-post eller sms");
  await expect(contact).toContainText("faktura");
});

test("the start page sets its head tags and structured data", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Fastighetsfotograf i Stockholm | Exempel Foto & Form");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://www.example.com/",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https:\/\/www\.example\.com\/assets\/.+\.jpg$/,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(["ProfessionalService", "WebSite"]);
  const business = JSON.parse(blocks[0] ?? "{}");
  expect(business).toMatchObject({ telephone: "+46701740650", email: "hej@example.com" });
  expect(business).not.toHaveProperty("aggregateRating");
});
