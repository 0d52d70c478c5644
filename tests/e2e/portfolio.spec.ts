import { resolve } from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { contentOf } from "#model/load.ts";
import { checkPhoto } from "../../scripts/photos/check.ts";
import { expect, isHydrated, recordRemovedPhotoFrames, test, waitForHydration } from "./fixtures";
import {
  lastSection,
  photoAsset,
  portfolioSections as sections,
  topSection as top,
} from "./site-content";

const { portfolioPage, site } = contentOf();

/** The spec's loading window: the current slide and two on each side, wrapping round, eager. */
const eagerWindow = (count: number, current: number) =>
  Array.from({ length: count }, (_, i) => {
    const distance = Math.min(Math.abs(i - current), count - Math.abs(i - current));
    return i === current ? "eager/high" : distance <= 2 ? "eager/auto" : "lazy/auto";
  });
const topAsset = photoAsset(top.key, 1);

const carousel = (page: Page, title: string) =>
  page.getByRole("region", { name: title, exact: true });
const slides = (region: Locator) => region.locator('[aria-roledescription="slide"]');
const currentSlide = (region: Locator) =>
  region.locator('[aria-roledescription="slide"][aria-current="true"]');

/** Loading attributes of every slide's image, in slide order. */
async function loadingOf(region: Locator) {
  return slides(region)
    .locator("img")
    .evaluateAll((imgs) =>
      imgs.map(
        (img) => `${img.getAttribute("loading")}/${img.getAttribute("fetchpriority") ?? "auto"}`,
      ),
    );
}

test("the page has the logo, a way back and the sections of content/ in order", async ({
  page,
}) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioPage.heading);
  await expect(page.getByRole("link", { name: `${site.name} – till startsidan` })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("link", { name: "Tillbaka till startsidan" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.locator("main section[id]")).toHaveCount(sections.length);
  const ids = await page
    .locator("main > div > section[id]")
    .evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(sections.map((section) => section.key));
  for (const section of sections) {
    await expect(page.locator(`#${section.key} h2`)).toHaveText(section.title);
    await expect(slides(carousel(page, section.title))).toHaveCount(section.count);
  }
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("alt texts follow the spec, with the exceptions written in content", async ({ page }) => {
  await page.goto("/portfolio");
  for (const section of sections) {
    const alts = await slides(carousel(page, section.title))
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(section.alts);
  }
});

test("the first carousel's photo arrives first and alone, then its neighbours by the eager window", async ({
  page,
  request,
}) => {
  // The prerendered HTML preloads the first photo, the page's largest paint, and leaves the
  // rest lazy, so nothing competes with it… (read from the file: in the browser the app may
  // already have started by the time the page can be read)
  const html = await (await request.get("/portfolio")).text();
  expect(html.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"/g)).toHaveLength(1);
  const images = html.match(/<img [^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((img) => /loading="eager"|fetchPriority="high"/.test(img))).toEqual([]);
  await page.goto("/portfolio");
  const region = carousel(page, top.title);
  // …and once the app runs, the carousel in view follows the spec's window.
  await waitForHydration(page);
  await expect.poll(() => loadingOf(region)).toEqual(eagerWindow(top.count, 0));
});

test("until the app runs, a carousel leaves its photos to the browser: the one in view first, then at most the next two a swipe brings", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort("blockedbyclient"));
  const topAssets = new Set(top.files.map((_, i) => photoAsset(top.key, i + 1)));
  const photos: string[] = [];
  page.on("request", (request) => {
    const file = request.url().match(/\/assets\/([^/]+)-\d+-[\w-]{8}\.\w+$/)?.[1];
    if (file && topAssets.has(file) && request.resourceType() === "image") photos.push(file);
  });
  await page.goto("/portfolio", { waitUntil: "networkidle" });
  // The native scroller's lazy photos load as the browser judges a swipe near (Chromium: the
  // next two), never round the loop and never the whole carousel: the eager window is the app's.
  const [first, ...rest] = [...new Set(photos)];
  expect(first).toBe(topAsset);
  expect(rest.length).toBeLessThanOrEqual(2);
  for (const asset of rest) {
    expect([photoAsset(top.key, 2), photoAsset(top.key, 3)]).toContain(asset);
  }
});

test("no photo but the first carousel's eager window is asked for before the first photo has arrived; then the rest follow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const held: Route[] = [];
  let isReleased = false;
  await page.route(new RegExp(`/assets/${topAsset}-`), (route) =>
    isReleased ? route.continue() : held.push(route),
  );
  const photos = new Set<string>();
  page.on("request", (request) => {
    const file = request.url().match(/\/assets\/([^/]+)-\d+-[\w-]{8}\.(avif|jpg)$/)?.[1];
    if (file) photos.add(file);
  });
  await page.goto("/portfolio", { waitUntil: "commit" });
  // The app starts without the first photo after its longest wait, and its carousel in view asks
  // for the spec's window round the first slide.
  await waitForHydration(page);
  const window = eagerWindow(top.count, 0).flatMap((loading, i) =>
    loading.startsWith("eager") ? [photoAsset(top.key, i + 1)] : [],
  );
  expect([...photos].filter((file) => !window.includes(file))).toEqual([]);

  isReleased = true;
  for (const route of held) await route.continue();
  const [, next] = sections;
  if (!next) throw new Error("content/ has one portfolio section; the test needs two");
  await expect.poll(() => photos.has(photoAsset(next.key, 1))).toBe(true);
});

for (const { width, perView } of [
  { width: 390, perView: 1 },
  { width: 700, perView: 2 },
  { width: 1280, perView: 3 },
]) {
  test(`${perView} slide(s) per view at ${width} px, looping both ways with buttons and keys`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/portfolio#${top.key}`);
    await waitForHydration(page);
    const region = carousel(page, top.title);
    const last = `${top.count} av ${top.count}`;
    await expect(currentSlide(region)).toHaveAttribute("aria-label", `1 av ${top.count}`);

    // A slide's photo, not its gutter padding, must lie wholly inside the viewport.
    const visible = await slides(region).evaluateAll((els) => {
      const viewport = els[0]?.parentElement?.parentElement?.getBoundingClientRect();
      if (!viewport) return 0;
      return els.filter((el) => {
        const box = el.firstElementChild?.getBoundingClientRect();
        return box && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }).length;
    });
    expect(visible).toBe(perView);

    await region.getByRole("button", { name: "Föregående bild" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", last);
    await region.getByRole("button", { name: "Nästa bild" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", `1 av ${top.count}`);

    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(region)).toHaveAttribute("aria-label", `2 av ${top.count}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(region)).toHaveAttribute("aria-label", last);
  });
}

test("a carousel further down loads lazily until the visitor comes near, then by the eager window, which follows it as it moves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/portfolio");
  await waitForHydration(page);
  const region = carousel(page, lastSection.title);
  expect(await loadingOf(region)).toEqual(Array(lastSection.count).fill("lazy/auto"));
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => loadingOf(region)).toEqual(eagerWindow(lastSection.count, 0));
  await region.getByRole("button", { name: "Nästa bild" }).click();
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `2 av ${lastSection.count}`);
  expect(await loadingOf(region)).toEqual(eagerWindow(lastSection.count, 1));
});

test("a press on a carousel that has not started yet is carried out once it has", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/portfolio");
  await waitForHydration(page);
  const region = carousel(page, lastSection.title);
  // Pressed by script, so the page does not scroll the carousel near first.
  await region.getByRole("button", { name: "Nästa bild" }).evaluate((button: HTMLElement) => {
    button.click();
  });
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `2 av ${lastSection.count}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Started while off screen, it still measured its slides right: slide 2 fills the view.
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => slideOffset(region, 1)).toBe(0);
});

/** Where the slide's photo stands from the carousel's start edge, in whole pixels. */
async function slideOffset(region: Locator, index: number) {
  const [viewport, slide] = await Promise.all([
    region.locator("[data-carousel-viewport]").boundingBox(),
    slides(region).nth(index).locator("button").boundingBox(),
  ]);
  return Math.round((slide?.x ?? 0) - (viewport?.x ?? -100));
}

test("a next press before the app has started moves the carousel, and Embla takes over from there without a jump", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's scripts are held back until the press has been carried out.
  const held: Route[] = [];
  let isReleased = false;
  await page.route(/\/assets\/.*\.js$/, (route) =>
    isReleased ? route.continue() : held.push(route),
  );
  await page.goto("/portfolio", { waitUntil: "commit" });
  const region = carousel(page, top.title);
  await region.getByRole("button", { name: "Nästa bild" }).click();
  await expect.poll(() => slideOffset(region, 1)).toBe(0);
  expect(await isHydrated(page), "pressed before the app started").toBe(false);

  isReleased = true;
  for (const route of held) await route.continue();
  await waitForHydration(page);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `2 av ${top.count}`);
  expect(await hasStarted(region)).toBe(false);
  // Pointing at it starts Embla, on the slide the native scroller showed.
  const box = await region.locator("[data-carousel-viewport]").boundingBox();
  if (!box) throw new Error("the carousel's viewport has no box");
  await page.mouse.move(0, 0);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => hasStarted(region)).toBe(true);
  expect(await slideOffset(region, 1)).toBe(0);
  await region.getByRole("button", { name: "Nästa bild" }).click();
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `3 av ${top.count}`);
  await expect.poll(() => slideOffset(region, 2)).toBe(0);
});

test("the carousel's current slide follows its native scroller until Embla starts, as when a press's smooth scroll is still under way as the app starts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/portfolio");
  await waitForHydration(page);
  const region = carousel(page, top.title);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `1 av ${top.count}`);
  // What the starter's scroll does after the app has read the scroller: the slide moves on.
  await region.locator("[data-carousel-viewport]").evaluate((viewport) => {
    const slide = viewport.firstElementChild?.firstElementChild as HTMLElement;
    viewport.scrollTo({ left: slide.offsetWidth * 2, behavior: "smooth" });
  });
  await expect.poll(() => slideOffset(region, 2)).toBe(0);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `3 av ${top.count}`);
  expect(await hasStarted(region)).toBe(false);
});

test("without JavaScript every photo of a section can be scrolled to in its carousel", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/portfolio");
  const region = carousel(page, top.title);
  const viewport = region.locator("[data-carousel-viewport]");
  await viewport.scrollIntoViewIfNeeded();
  const box = await viewport.boundingBox();
  if (!box) throw new Error("the carousel's viewport has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let index = 0; index < top.count; index++) {
    if (index > 0) await page.mouse.wheel(box.width, 0);
    // Scroll snap leaves each photo whole at the start edge.
    await expect.poll(() => slideOffset(region, index)).toBe(0);
    await expect(slides(region).nth(index).locator("img")).toBeInViewport({ ratio: 0.99 });
  }
  await context.close();
});

/** Whether Embla has started: it moves the row of slides with a transform. */
const hasStarted = (region: Locator) =>
  region.evaluate((el) => {
    const row = el.querySelector<HTMLElement>("[data-carousel-viewport] > div");
    return row !== null && row.style.transform !== "";
  });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a carousel waits for the visitor, and the first touch already swipes it", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await waitForHydration(page);
    const region = carousel(page, top.title);
    // Hydrated, its photos on their way, but nothing measured yet.
    await expect(region.locator("img").first()).toHaveAttribute("fetchpriority", "high");
    expect(await hasStarted(region)).toBe(false);

    const box = await region.locator("[data-carousel-viewport]").boundingBox();
    if (!box) throw new Error("the carousel's viewport has no box");
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      });
    await touch("touchStart", box.x + box.width * 0.8);
    for (let step = 1; step <= 10; step++) {
      await touch("touchMove", box.x + box.width * (0.8 - step * 0.06));
    }
    await touch("touchEnd", 0);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", `2 av ${top.count}`);
    expect(await hasStarted(region)).toBe(true);
  });
});

test("pointing at a carousel starts it, so a drag with the mouse moves it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/portfolio");
  await waitForHydration(page);
  const region = carousel(page, top.title);
  expect(await hasStarted(region)).toBe(false);
  const box = await region.locator("[data-carousel-viewport]").boundingBox();
  if (!box) throw new Error("the carousel's viewport has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.5, y);
  await expect.poll(() => hasStarted(region)).toBe(true);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
  await expect(currentSlide(region)).not.toHaveAttribute("aria-label", `1 av ${top.count}`);
});

test("photos crop to 16rem, print work (fit contain) shows whole within 28rem", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/portfolio");
  for (const section of sections.filter((each) => each.count > 0)) {
    const photo = carousel(page, section.title).locator("img").first();
    await expect(photo).toHaveCSS("object-fit", section.fit);
    if (section.fit === "cover") {
      await expect(photo).toHaveCSS("height", "256px");
    } else {
      expect((await photo.boundingBox())?.height).toBeLessThanOrEqual(448);
    }
  }
});

test("a photo shows the skeleton's image icon until it has arrived", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(new RegExp(`/${topAsset}-\\d+-[\\w-]+\\.(avif|jpg)$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/portfolio", { waitUntil: "commit" });
  const frame = carousel(page, top.title).locator(".photo-skeleton").first();
  const icon = () =>
    frame.evaluate((el) => {
      const before = getComputedStyle(el, "::before");
      return before.content !== "none" && before.maskImage.startsWith('url("data:image/svg+xml')
        ? "icon"
        : "none";
    });
  await expect.poll(icon).toBe("icon");
  release();
  await waitForHydration(page);
  await expect(frame).toHaveAttribute("data-status", "loaded");
  expect(await icon()).toBe("none");
});

test("photos wait behind blurred patches of their own colours, drawn without a request", async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("data:image")) dataRequests.push(request.url().slice(0, 40));
  });
  await page.goto("/portfolio");
  // Every photo that fills its frame; the print work is shown whole, on plain grey.
  const backgrounds = await page
    .locator(".photo-skeleton")
    .evaluateAll((frames) =>
      frames
        .map((frame) => getComputedStyle(frame).backgroundImage)
        .filter((image) => image !== "none"),
    );
  const patch = /^radial-gradient\(.*rgb\(\d+, \d+, \d+\).*\), linear-gradient\(/;
  const coverPhotos = sections
    .filter((section) => section.fit === "cover")
    .reduce((sum, section) => sum + section.count, 0);
  expect(backgrounds.length).toBeGreaterThanOrEqual(coverPhotos);
  for (const background of backgrounds) expect(background).toMatch(patch);
  // Photos differ, so their placeholders do.
  expect(new Set(backgrounds).size).toBeGreaterThan(backgrounds.length / 2);
  expect(dataRequests).toEqual([]);
});
test("no photo leaves the page as the app starts, a carousel starts or a comparison turns slider", async ({
  page,
}) => {
  const frames = await recordRemovedPhotoFrames(page);
  await page.goto("/portfolio");
  await waitForHydration(page);
  const region = carousel(page, top.title);
  await region.getByRole("button", { name: "Nästa bild" }).click();
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `2 av ${top.count}`);
  // Every carousel comes near, so each follows its eager window; each comparison is a slider.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const sliders = page.getByRole("slider");
  for (const slider of await sliders.all()) await slider.fill("30");
  expect(await frames.removed()).toEqual([]);
});

test("a photo that fails to load shows the placeholder and a warning", async ({
  page,
  consoleMessages,
}) => {
  await page.route("**/assets/*", async (route) => {
    if (route.request().url().includes(`/${topAsset}-`)) {
      return route.abort("blockedbyclient");
    }
    return route.continue();
  });
  await page.goto("/portfolio");
  const region = carousel(page, top.title);
  await expect(slides(region).first().getByText("Kunde inte ladda bild")).toBeAttached();
  await expect
    .poll(() =>
      consoleMessages
        .filter((m) => m.type === "warning")
        .map((m) => m.text)
        .join("\n"),
    )
    .toContain(`content/portfolio/${top.key}/${top.files[0]}`);
});

test("the built HTML carries an AVIF source, JPEG in the img's own srcset and the photo's size", async ({
  request,
}) => {
  const [file = "", alt = ""] = [top.files[0], top.alts[0]];
  const size = await checkPhoto(resolve("content/portfolio", top.key, file));
  const html = await (await request.get("/portfolio")).text();
  const picture = html.match(/<picture[ >].*?<\/picture>/)?.[0] ?? "";
  expect(picture).toContain(`<source type="image/avif" srcSet="/assets/${topAsset}-480-`);
  expect(picture).not.toContain(`<source type="image/jpeg"`);
  expect(picture).toMatch(
    new RegExp(
      `<img src="/assets/${topAsset}-800-[\\w-]+\\.jpg" srcSet="/assets/${topAsset}-480-[\\w-]+\\.jpg 480w, `,
    ),
  );
  expect(picture).toMatch(/<img [^>]* sizes="[^"]+"/);
  // As React writes an attribute: & and " escaped.
  const altAttribute = alt.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  expect(picture).toContain(`alt="${altAttribute}" width="${size.width}" height="${size.height}"`);
  const avif = picture.match(new RegExp(`/assets/${topAsset}-1200-[\\w-]+\\.avif`))?.[0] ?? "";
  expect((await request.get(avif)).headers()["content-type"]).toBe("image/avif");
});
