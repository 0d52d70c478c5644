import { expect, test, waitForHydration } from "./fixtures";

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

    const slide = page.locator('[data-photo="bostad-2"]');
    await slide.click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId("viewer-position")).toHaveText("2 av 13");
    await expect(viewer).toContainText("Bostadsfotografering");
    await expect(page).toHaveURL(/#bostad-2$/);
    await expect.poll(() => large.some((url) => url.includes("bostad-02-"))).toBe(true);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-position")).toHaveText("3 av 13");
    await expect(page).toHaveURL(/#bostad-3$/);
    for (const expected of ["2 av 13", "1 av 13", "13 av 13"]) {
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
    await expect(page).toHaveURL(/#bostad$/);
  });

  test("opens with Enter, and closes with its button", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForHydration(page);
    await page.locator('[data-photo="tryck-1"]').focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("viewer-position")).toHaveText("1 av 6");
    await page.getByRole("button", { name: "Stäng" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator('[data-photo="tryck-1"]')).toBeFocused();
  });

  test("a link such as /portfolio#dronare-4 opens that photo", async ({ page }) => {
    await page.goto("/portfolio#dronare-4");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByTestId("viewer-position")).toHaveText("4 av 6");
    await expect(page.getByRole("dialog")).toContainText("Drönarfotografering");
  });
});

test("Kopiera copies the prepared enquiry and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await waitForHydration(page);
  const card = page.getByRole("article", { name: "Komplett" });
  await expect(card).toContainText("Inget e-postprogram? Skriv till hej@example.com");
  await card.getByRole("button", { name: "Kopiera meddelandet om paketet Komplett" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Kopierat – klistra in i ditt e-postmeddelande.",
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Till: hej@example.com\nÄmne: Intresseanmälan: Komplett\n\nHej!");
  expect(copied).toContain("Tillval:\n- Inga");
});

test("the phone line's status appears after hydration, in Stockholm time", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/Öppet nu|Öppnar i/);
  await page.clock.setFixedTime(new Date("2026-12-12T15:30:00Z")); // Saturday 16:30 in Stockholm
  await page.goto("/");
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("phone-status")).toHaveText("Öppnar i morgon kl. 10");
});

test.describe("before and after digital styling", () => {
  test("a slider compares the rooms by keyboard and by pointer", async ({ page }) => {
    await page.goto("/portfolio#digitalstyling");
    await waitForHydration(page);
    const sliders = page.getByRole("slider", { name: /^Jämför före och efter, rum \d$/ });
    await expect(sliders).toHaveCount(3);
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
    const section = page.locator("#digitalstyling");
    await expect(section.getByRole("slider")).toHaveCount(0);
    await expect(section.locator("figcaption")).toHaveText([
      "Före",
      "Efter",
      "Före",
      "Efter",
      "Före",
      "Efter",
    ]);
    await expect(
      section.getByRole("img", { name: "Digitalstyling – bild 1" }).last(),
    ).toBeVisible();
    await context.close();
  });
});
