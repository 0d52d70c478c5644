import { resolve } from "node:path";
import sharp from "sharp";
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
  test("opens from a slide, moves by keys, links to the photo and closes on the photo it showed", async ({
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

    // Closed on another photo than the one it opened on: the carousel shows that one.
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(page.locator(`[data-photo="${top.key}-${top.count}"]`)).toBeFocused();
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

  test(`a link such as /portfolio#${deepLinked.key}-4 opens that photo, on every jump to it within the page`, async ({
    page,
  }) => {
    const position = page.getByTestId("viewer-position");
    const closeViewer = async () => {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    };
    await page.goto(`/portfolio#${deepLinked.key}-4`);
    await expect(position).toHaveText(`4 av ${deepLinked.count}`);
    await expect(page.getByRole("dialog")).toContainText(deepLinked.title);
    await closeViewer();
    // The address bar, the same photo again and then its neighbour: jumps within the page.
    for (const n of [4, 3]) {
      await page.goto(`/portfolio#${deepLinked.key}-${n}`);
      await expect(position).toHaveText(`${n} av ${deepLinked.count}`);
      await closeViewer();
    }
    // A link on the page to a photo, followed twice.
    await page.locator("main").evaluate((main, href) => {
      const link = Object.assign(document.createElement("a"), { href, textContent: "Se bild 2" });
      main.prepend(link);
    }, `#${deepLinked.key}-2`);
    for (const time of ["first", "second"]) {
      await page.getByRole("link", { name: "Se bild 2" }).click();
      await expect(position, `followed the ${time} time`).toHaveText(`2 av ${deepLinked.count}`);
      await closeViewer();
    }
    // Another section's photo.
    await page.goto(`/portfolio#${top.key}-3`);
    await expect(position).toHaveText(`3 av ${top.count}`);
    await expect(page.getByRole("dialog")).toContainText(top.title);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, closing a viewer opened by a photo's address leaves its carousel on that photo, focused with a ring`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio#${deepLinked.key}-2`);
      await expect(page.getByTestId("viewer-position")).toHaveText(`2 av ${deepLinked.count}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const photo = page.getByRole("button", { name: `${deepLinked.alts[1]}, visa i helskärm` });
      await expect(photo).toBeFocused();
      await expect(photo).toBeInViewport({ ratio: 1 });
      await expect(photo).toHaveCSS("outline-style", "solid");
      const region = page.getByRole("region", { name: deepLinked.title, exact: true });
      await expect(region.locator('[aria-current="true"]')).toHaveAttribute(
        "aria-label",
        // Three slides in view from 1024 px: the first of them stays current.
        width < 640 ? `2 av ${deepLinked.count}` : `1 av ${deepLinked.count}`,
      );
    });
  }
});

/** Every portfolio photo with its mean luminance (WCAG's relative luminance of its mean colour). */
async function photosByLuminance() {
  const photos = portfolioSections.flatMap((section) =>
    section.files.map((file, i) => ({ key: section.key, n: i + 1, file })),
  );
  const measured = await Promise.all(
    photos.map(async (photo) => {
      // Its mean colour, from a small copy (JPEG decodes shrunk, in a fraction of the time).
      const small = await sharp(resolve("content", "portfolio", photo.key, photo.file))
        .resize(64)
        .toBuffer();
      const { channels } = await sharp(small).stats();
      return { ...photo, luminance: luminance(channels.map((channel) => channel.mean)) };
    }),
  );
  return measured.sort((a, b) => a.luminance - b.luminance);
}

/** WCAG 2's relative luminance of an sRGB colour (0-255 channels). */
function luminance(rgb: readonly number[]) {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

test.describe("the viewer's buttons over the lightest and the darkest photo", () => {
  for (const which of ["lightest", "darkest"] as const) {
    test(`stand out 3:1 from the ${which} photo (WCAG 1.4.11)`, async ({ page }) => {
      const photos = await photosByLuminance();
      const photo = which === "lightest" ? photos.at(-1) : photos[0];
      if (!photo) throw new Error("content/ has no portfolio photo");
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/portfolio#${photo.key}-${photo.n}`);
      const viewer = page.getByRole("dialog");
      await expect(viewer.locator("img").first()).toHaveJSProperty("complete", true);
      // Faded in: the viewer is drawn as the visitor sees it.
      await expect(viewer).toHaveCSS("opacity", "1");
      for (const name of ["Föregående bild", "Nästa bild"]) {
        const button = viewer.getByRole("button", { name });
        const box = await button.boundingBox();
        if (!box) throw new Error(`${name} has no box`);
        // A row of pixels through the button's middle, from 6 px outside it to its centre.
        const y = Math.round(box.y + box.height / 2);
        const x = Math.round(box.x) - 6;
        const shot = await page.screenshot({ clip: { x, y, width: 6 + box.width / 2, height: 1 } });
        const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
        const pixel = (i: number) => [...data.subarray(i * info.channels, i * info.channels + 3)];
        const outside = pixel(1);
        const rim = pixel(6 + 1);
        const disc = pixel(6 + 5);
        const edge = Math.max(contrast(rim, outside), contrast(disc, outside));
        expect(edge, `${name}: its rim or disc against the photo`).toBeGreaterThanOrEqual(3);
      }
    });
  }
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

for (const width of [360, 1280]) {
  test(`at ${width} px, what Kopiera says takes no more room than was kept for it`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const statuses = page.getByRole("status");
    const heights = () =>
      statuses.evaluateAll((all) => all.map((status) => status.getBoundingClientRect().height));
    const before = await heights();
    const buttons = await page.getByRole("button", { name: /^Kopiera / }).all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) await button.click();
    await expect(statuses.filter({ hasText: "Kopierat" })).toHaveCount(buttons.length);
    expect(await heights()).toEqual(before);
  });
}

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
  test("the portfolio shows a comparison for each before/after pair of its sections", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await waitForHydration(page);
    await expect(
      page.getByRole("slider", { name: /^Jämför före och efter, rum \d+$/ }),
    ).toHaveCount(portfolioSections.flatMap((section) => section.pairs).length);
  });

  // One section's first pair: every slider is the same component. Content without pairs has none
  // to try, and no such test.
  for (const section of paired ? [paired] : []) {
    test(`a slider of ${section.key} compares the rooms by keyboard and by pointer`, async ({
      page,
    }) => {
      await page.goto(`/portfolio#${section.key}`);
      await waitForHydration(page);
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
  }

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
