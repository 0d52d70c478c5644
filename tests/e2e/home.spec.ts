import type { Locator, Page } from "@playwright/test";
import { contentOf } from "#model/load.ts";
import { enquiryPackage, fillTemplate, packageEnquiry } from "#model/mailto.ts";
import { formatList, formatPhoneHours, internationalPhone, telHref } from "../../app/lib/format.ts";
import { expect, isHydrated, test, waitForHydration } from "./fixtures";

const { emails, home, addOns, packages, priceNote, site } = contentOf();

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

/**
 * The e-mail a package's enquiry link should prepare, as model/mailto.ts writes it: the
 * package's own title, price and contents, and the add-ons chosen.
 */
function enquiryMail(pkg: (typeof packages)[number], chosen: readonly string[]): Mail {
  return packageEnquiry(site.email, emails.packageEnquiry, enquiryPackage(pkg, priceNote), chosen);
}

const packagesRegion = (page: Page) =>
  page.getByRole("region", { name: home.packages.heading, exact: true });
const enquiryLink = (page: Page, pkg: string) =>
  packagesRegion(page).getByRole("link", {
    name: `${home.packages.enquiryLabel} om paketet ${pkg} via e-post`,
  });

test("the start page shows its sections in the order of the spec", async ({ page }) => {
  await page.goto("/");
  const headings = await page.locator("main h1, main h2").allTextContents();
  expect(headings).toEqual([
    home.hero.heading,
    home.about.heading,
    home.teaser.heading,
    home.packages.heading,
    home.print.heading,
    home.contact.heading,
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
  const hero = page.getByRole("region", { name: home.hero.heading, exact: true });
  await expect(hero.getByRole("link", { name: home.hero.portfolioLabel })).toHaveAttribute(
    "href",
    "/portfolio",
  );
  // The figures the owner has given, each beside its label; a blank one is not shown.
  const { photographedHomes, averageRating, delivery } = site.claims;
  const { statLabels } = home.hero;
  for (const [claim, label] of [
    [photographedHomes, statLabels.photographedHomes],
    [averageRating, statLabels.averageRating],
    [delivery, statLabels.delivery],
  ] as const) {
    if (claim) await expect(hero.getByText(claim, { exact: true })).toBeVisible();
    await expect(hero.getByText(label, { exact: true })).toHaveCount(claim ? 1 : 0);
  }
  const heroImage = hero.getByRole("img", { name: home.hero.image.alt });
  await expect(heroImage).toHaveAttribute("fetchpriority", "high");
  await expect(heroImage).toHaveAttribute("loading", "eager");
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    "fetchpriority",
    "high",
  );

  await hero.getByRole("link", { name: home.hero.contactLabel }).click();
  await expect(page).toHaveURL("/#contact");
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the about section has the portrait, the badge, specialties and the reviews widget", async ({
  page,
}) => {
  await page.goto("/");
  const about = page.locator("#om-mig");
  await expect(about.getByRole("img", { name: home.about.portrait.alt })).toBeAttached();
  const { yearsOfExperience } = site.claims;
  if (yearsOfExperience) {
    await expect(about.getByText(yearsOfExperience, { exact: true })).toBeVisible();
  }
  await expect(about.getByText(home.about.experienceLabel)).toHaveCount(yearsOfExperience ? 1 : 0);
  await expect(about.getByRole("list", { name: "Specialiteter" }).getByRole("listitem")).toHaveText(
    [...home.about.specialties],
  );
  // Without a reviews service: no heading, box or note about reviews.
  const hasWidget = Boolean(site.reviews.widgetUrl);
  await expect(about.getByText(home.about.reviewsNote)).toHaveCount(hasWidget ? 1 : 0);
  await expect(about.getByRole("heading", { name: home.about.reviewsHeading })).toHaveCount(
    hasWidget ? 1 : 0,
  );
});

test("the reviews frame is made, lazy, when the visitor scrolls near it, not with the page", async ({
  page,
}) => {
  // On a phone, as most visitors come, the widget lies far below the first screen whatever the
  // texts above it; on a wide screen a shorter heading can bring it within the approach.
  await page.setViewportSize({ width: 390, height: 844 });
  const { widgetUrl } = site.reviews;
  if (!widgetUrl) {
    // Without a reviews service the page has no frame at all, however far one scrolls.
    await page.goto("/");
    await page.locator("#om-mig").scrollIntoViewIfNeeded();
    await expect(page.locator("iframe")).toHaveCount(0);
    return;
  }
  const frameRequests: string[] = [];
  const reviewsService = new URL(widgetUrl).origin;
  page.on("request", (request) => {
    if (request.url().startsWith(reviewsService)) frameRequests.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const about = page.locator("#om-mig");
  const iframe = about.locator("iframe");
  await expect(iframe).toHaveCount(0);
  expect(frameRequests, "nothing reaches the reviews service on the first screen").toEqual([]);

  await about.getByRole("heading", { name: home.about.reviewsHeading }).scrollIntoViewIfNeeded();
  await expect(iframe).toHaveAttribute("height", "225");
  await expect(iframe).toHaveAttribute("title", home.about.reviewsTitle);
  await expect(iframe).toHaveAttribute("loading", "lazy");
  await expect(iframe).toHaveAttribute("src", widgetUrl);
  await expect(iframe).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect.poll(() => frameRequests.length).toBeGreaterThan(0);
});

test("the teaser shows six samples, each leading to its portfolio section", async ({ page }) => {
  await page.goto("/");
  const teaser = page.getByRole("region", { name: home.teaser.heading, exact: true });
  const items = teaser.getByRole("listitem");
  await expect(items).toHaveCount(6);
  const targets = await items
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets).toEqual(home.teaser.items.map((item) => `/portfolio#${item.portfolio}`));
  for (const [index, item] of home.teaser.items.entries()) {
    await expect(items.nth(index).getByText(item.category, { exact: true })).toBeVisible();
  }
  await expect(teaser.getByRole("link", { name: home.teaser.linkLabel })).toHaveAttribute(
    "href",
    "/portfolio",
  );
});

test("the packages show their prices, and the popular one is marked", async ({ page }) => {
  await page.goto("/");
  const region = packagesRegion(page);
  await expect(region.getByRole("article")).toHaveCount(packages.length);
  for (const pkg of packages) {
    const card = region.getByRole("article", { name: pkg.title, exact: true });
    await expect(card).toContainText(pkg.price);
    await expect(card).toContainText(priceNote);
    await expect(card.getByRole("listitem")).toHaveText([...pkg.features]);
    if (pkg.isPopular) await expect(card).toContainText(home.packages.popularLabel);
  }
  const popular = packages.filter((pkg) => pkg.isPopular);
  await expect(region.getByText(home.packages.popularLabel)).toHaveCount(popular.length);
});

const addOnList = (page: Page) =>
  packagesRegion(page).getByRole("list", { name: home.packages.addOnsHeading, exact: true });
const addOnBox = (page: Page, name: string) =>
  addOnList(page).getByRole("checkbox", { name, exact: true });

test("add-ons toggle by mouse and keyboard and follow into the enquiry e-mail", async ({
  page,
}) => {
  const [first, second, third] = addOns;
  const [bas, premium] = packages;
  if (!first || !second || !third || !bas || !premium) throw new Error("content has too few");
  await page.goto("/");
  await waitForHydration(page);
  await expect(addOnList(page).getByRole("checkbox", { checked: false })).toHaveCount(
    addOns.length,
  );
  expect(await mailOf(enquiryLink(page, premium.title))).toEqual(enquiryMail(premium, []));

  await addOnBox(page, first).click({ force: true });
  await expect(addOnBox(page, first)).toBeChecked();
  await addOnBox(page, second).focus();
  await page.keyboard.press("Enter");
  await expect(addOnBox(page, second)).toBeChecked();
  await addOnBox(page, third).focus();
  await page.keyboard.press("Space");
  await expect(addOnBox(page, third)).toBeChecked();

  expect(await mailOf(enquiryLink(page, premium.title))).toEqual(
    enquiryMail(premium, [first, second, third]),
  );

  await page.keyboard.press("Space");
  await expect(addOnBox(page, third)).not.toBeChecked();
  await addOnBox(page, first).click({ force: true });
  expect(await mailOf(enquiryLink(page, bas.title))).toEqual(enquiryMail(bas, [second]));
});

test("an add-on pressed while the scripts are still on their way stays selected and reaches the e-mail", async ({
  page,
}) => {
  const [first, , third] = addOns;
  const [bas] = packages;
  if (!first || !third || !bas) throw new Error("content has too few");
  // The scripts are held on their way until the visitor has pressed.
  let delayed = 0;
  let letThrough = () => {};
  const pressed = new Promise<void>((done) => {
    letThrough = done;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    delayed++;
    await pressed;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  // The visitor presses at once, long before React has started: a tap, and a key press.
  await addOnBox(page, first).click({ force: true });
  await addOnBox(page, third).focus();
  await page.keyboard.press("Space");
  expect(await isHydrated(page), "pressed before the app started").toBe(false);

  letThrough();
  await waitForHydration(page);
  expect(delayed).toBeGreaterThan(0);
  await expect(addOnBox(page, first)).toBeChecked();
  await expect(addOnBox(page, third)).toBeChecked();
  await expect
    .poll(() => mailOf(enquiryLink(page, bas.title)))
    .toEqual(enquiryMail(bas, [first, third]));
});

test("print design and contact offer the spec's links", async ({ page }) => {
  await page.goto("/");
  const print = page.locator("#tryck-grafisk-formgivning");
  await expect(print.getByRole("link", { name: home.print.portfolioLabel })).toHaveAttribute(
    "href",
    `/portfolio#${home.print.portfolio}`,
  );
  expect(await mailOf(print.getByRole("link", { name: home.print.enquiryLabel }))).toEqual(
    fillTemplate(site.email, emails.printEnquiry),
  );

  const contact = page.locator("#contact");
  await expect(
    contact.getByRole("link", { name: `Ring ${site.phone}`, exact: true }),
  ).toHaveAttribute("href", telHref(site.phone));
  await expect(contact.getByRole("link", { name: site.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  expect(await mailOf(contact.getByRole("link", { name: home.contact.quoteLabel }))).toEqual(
    fillTemplate(site.email, emails.quoteRequest),
  );
  expect(await mailOf(contact.getByRole("link", { name: home.contact.questionLabel }))).toEqual(
    fillTemplate(site.email, emails.question),
  );
  await expect(contact).toContainText(`Telefontider: ${formatPhoneHours(site.phoneHours)}`);
  await expect(contact).toContainText(
    `${formatList(site.serviceArea.regions)}. ${site.serviceArea.note}`,
  );
  await expect(contact).toContainText(home.contact.bookingNote);
});

test("the start page sets its head tags and structured data", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(`${home.title} | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${site.url.replaceAll(".", "\\.")}/assets/.+\\.jpg$`),
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(["ProfessionalService", "WebSite"]);
  const business = JSON.parse(blocks[0] ?? "{}");
  expect(business).toMatchObject({
    telephone: internationalPhone(site.phone),
    email: site.email,
    // Google requires a local business's address; without a street, as content/site.yaml has none.
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: "SE",
    },
  });
  expect(business).not.toHaveProperty("aggregateRating");
});
