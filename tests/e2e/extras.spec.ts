import { contentOf } from "#model/load.ts";
import { enquiryPackage, packageEnquiry } from "#model/mailto.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { lastSection, photoAsset, portfolioSections, topSection as top } from "./site-content";

const { emails, packages, priceNote, site } = contentOf();

/** A section other than the first with at least four photos, for a link to its fourth. */
const deepLinked = portfolioSections.slice(1).find((section) => section.count >= 4) ?? top;
/** The portfolio section with before/after pairs, as digital styling has. */
const paired = portfolioSections.find((section) => section.pairs.length > 0);
const pairs = paired?.pairs ?? [];

test.describe("the full-screen viewer", () => {
  test("opens from a slide, moves by keys, links to the photo and closes back to the slide", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const large: string[] = [];
    page.on("request", (request) => {
      if (/-(1600|2400)-[\w-]+\.(avif|jpg)$/.test(request.url())) large.push(request.url());
    });
    await page.goto("/portfolio");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(large, "no full-screen size before the viewer opens").toEqual([]);

    const of = (n: number) => `${n} av ${top.count}`;
    const slide = page.locator(`[data-photo="${top.key}-2"]`);
    await slide.click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId("viewer-position")).toHaveText(of(2));
    await expect(viewer).toContainText(top.title);
    await expect(page).toHaveURL(new RegExp(`#${top.key}-2$`));
    const secondAsset = `/${photoAsset(top.key, 2)}-`;
    await expect.poll(() => large.some((url) => url.includes(secondAsset))).toBe(true);

    // Keys reach the viewer once it has taken the focus, in an effect after it is drawn.
    await expect
      .poll(() => viewer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    const next = (2 % top.count) + 1;
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-position")).toHaveText(of(next));
    await expect(page).toHaveURL(new RegExp(`#${top.key}-${next}$`));
    for (const expected of [of(2), of(1), of(top.count)]) {
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByTestId("viewer-position")).toHaveText(expected);
    }

    // Focus stays inside the open viewer.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(slide).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${top.key}$`));
  });

  test("opens with Enter, and closes with its button", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForHydration(page);
    const slide = page.locator(`[data-photo="${lastSection.key}-1"]`);
    await slide.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("viewer-position")).toHaveText(`1 av ${lastSection.count}`);
    await page.getByRole("button", { name: "Stäng" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(slide).toBeFocused();
  });

  test(`a link such as /portfolio#${deepLinked.key}-4 opens that photo, also from the page itself`, async ({
    page,
  }) => {
    await page.goto(`/portfolio#${deepLinked.key}-4`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByTestId("viewer-position")).toHaveText(`4 av ${deepLinked.count}`);
    await expect(page.getByRole("dialog")).toContainText(deepLinked.title);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Another photo's address, followed while the page is open: a navigation within it.
    await page.goto(`/portfolio#${top.key}-3`);
    await expect(page.getByTestId("viewer-position")).toHaveText(`3 av ${top.count}`);
    await expect(page.getByRole("dialog")).toContainText(top.title);
  });
});

test("Kopiera copies the prepared enquiry and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await waitForHydration(page);
  const pkg = packages.at(-1);
  if (!pkg) throw new Error("content/packages.yaml has no package to enquire about");
  const card = page.getByRole("article", { name: pkg.title, exact: true });
  await expect(card).toContainText(`Inget e-postprogram? Skriv till ${site.email}`);
  await card.getByRole("button", { name: `Kopiera meddelandet om paketet ${pkg.title}` }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Kopierat – klistra in i ditt e-postmeddelande.",
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const mail = packageEnquiry(
    site.email,
    emails.packageEnquiry,
    enquiryPackage(pkg, priceNote),
    [],
  );
  expect(copied).toBe(
    `Till: ${site.email}\nÄmne: ${mail.subject}\n\n${mail.body.replaceAll("\r\n", "\n")}`,
  );
});

test("the phone line's status appears after hydration, in Stockholm time", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/Öppet nu|Öppnar i/);
  const { opens, closes } = site.phoneHours.weekends;
  // Saturday 12 December, half an hour after the line has closed in Stockholm (UTC+1).
  await page.clock.setFixedTime(new Date(Date.UTC(2026, 11, 12, closes - 1, 30)));
  await page.goto("/");
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("phone-status")).toHaveText(`Öppnar i morgon kl. ${opens}`);
});

test.describe("before and after digital styling", () => {
  test("a slider compares the rooms by keyboard and by pointer", async ({ page }) => {
    await page.goto(`/portfolio#${paired?.key ?? ""}`);
    await waitForHydration(page);
    const sliders = page.getByRole("slider", { name: /^Jämför före och efter, rum \d+$/ });
    await expect(sliders).toHaveCount(pairs.length);
    // Content without pairs shows no comparison, and there is nothing more to try.
    if (pairs.length === 0) return;
    const slider = page.getByRole("slider", { name: "Jämför före och efter, rum 1" });
    await expect(slider).toHaveAttribute("aria-valuetext", "Visar 50 % före och 50 % efter");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "Visar 52 % före och 48 % efter");
    const box = await slider.boundingBox();
    if (!box) throw new Error("the slider has no box");
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(35);
  });

  test("without JavaScript the pair shows as two captioned photos", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/portfolio");
    await expect(page.getByRole("slider")).toHaveCount(0);
    await expect(page.locator("figcaption:visible")).toHaveText(
      pairs.flatMap(() => ["Före", "Efter"]),
    );
    for (const [before] of pairs) {
      const alt = paired?.alts[paired.files.indexOf(before)] ?? "";
      await expect(page.getByRole("img", { name: alt, exact: true }).last()).toBeVisible();
    }
    await context.close();
  });
});
