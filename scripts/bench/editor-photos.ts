// Her shoot into the portfolio from her phone (the editor's part of the bench, editor-phone.ts):
// a new section, its photos picked at once in Lägg till flera bilder, then Publicera. Timed from
// the pick to the last thumbnail on screen and to the published commit (the box's "Ändringen är
// sparad"), for one photo and for twelve, picked at once and, as before, one at a time; with the
// tab's peak memory once they are read and once they are sent, and its JS heap. The photos are
// the camera photographs of the real-photo bench enlarged to 12 MP (4000 × 3000) with a sensor's
// grain, 4.9-5.8 MB each as a phone's JPEGs are. The phone: 390 × 844, its processor
// four times slower, on Wi-Fi (no network throttling: twelve photos through slow 4G's 750 Kbps
// would measure the uplink, some ten minutes, not the editor).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import sharp from "sharp";
import { phoneContext } from "./her-phone.ts";
import { cameraPhotographs } from "./real-photos.ts";

export type PhotoRun = {
  thumbnailsMs: number;
  publishedMs: number;
  keptMb: number;
  tabMb: number;
  heapMb: number;
};
/** Each selection's runs, by the number of photos in it. */
export type PhotoRuns = Record<string, PhotoRun[]>;

/** What is measured: one photo, and a shoot of twelve one at a time (as before) and at once. */
export const selections = [
  { name: "1 photo", count: 1, atOnce: true },
  { name: "12 photos, one at a time (Ladda upp en bild)", count: 12, atOnce: false },
  { name: "12 photos at once (Lägg till flera bilder)", count: 12, atOnce: true },
] as const;
export type Selection = (typeof selections)[number];

/**
 * `count` camera photographs as a phone's 12 MP JPEGs in `dir` (IMG_1000.JPG …), each of its own
 * scene where there are enough; their paths.
 */
export async function twelveMegapixelPhotos(count: number, dir: string): Promise<string[]> {
  const scenes = await cameraPhotographs();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const path = join(dir, `IMG_${1000 + index}.JPG`);
      await sharp(await readFile(scenes[index % scenes.length] ?? ""))
        .resize(4000, 3000, { fit: "cover" })
        .composite([{ input: grain, blend: "soft-light" }])
        .jpeg({ quality: 92 })
        .toFile(path);
      return path;
    }),
  );
}

/** The browser's renderer processes now. */
async function rendererIds(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send("SystemInfo.getProcessInfo")) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  return processInfo.filter((process) => process.type === "renderer").map(({ id }) => id);
}

/**
 * The peak resident memory of the renderers started since `before` was listed (her tab's, not
 * a closed one's still going away), in MB: Linux's VmHWM.
 */
async function rendererPeakMb(browser: Browser, before: readonly number[]): Promise<number> {
  let peak = 0;
  for (const id of (await rendererIds(browser)).filter((id) => !before.includes(id))) {
    const status = await readFile(join("/proc", String(id), "status"), "utf8").catch(() => "");
    peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
  }
  return Math.round(peak);
}

async function herPhone(browser: Browser, origin: string, token: string) {
  const context = await phoneContext(browser, origin, token);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", {
    rate: throttling.mobileSlow4G.cpuSlowdownMultiplier,
  });
  return { context, page };
}

/**
 * `photos` into a new section `key`, picked at once or each in its own row, from the first pick
 * to the last thumbnail and to the published commit (her own time between picks not counted).
 */
export async function measureSelection(
  browser: Browser,
  origin: string,
  token: string,
  key: string,
  photos: string[],
  atOnce: boolean,
): Promise<PhotoRun> {
  const before = await rendererIds(browser);
  const { context, page } = await herPhone(browser, origin, token);
  try {
    await page.goto(`${origin}/redigera/#/ny/portfolio`);
    await page.getByRole("textbox", { name: "Nyckel" }).fill(key);
    await page.getByRole("textbox", { name: "Rubrik" }).fill("Från fotograferingen");
    // Each row's thumbnail drawn: the section is new, so its rows are the selection's.
    const drawn = (count: number) =>
      page.waitForFunction(
        (atLeast) => {
          const shown = [...document.querySelectorAll("li.listrad img")].filter(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          );
          return shown.length >= atLeast ? performance.now() : false;
        },
        count,
        { polling: 50, timeout: 10 * 60_000 },
      );
    const picked = await page.evaluate(() => performance.now());
    let lastDrawn = picked;
    if (atOnce) {
      // Paths: Playwright sends no more than 50 MB of bytes at once.
      await page.getByLabel("Lägg till flera bilder").setInputFiles(photos);
      lastDrawn = Number(await (await drawn(photos.length)).jsonValue());
    } else {
      for (const [index, photo] of photos.entries()) {
        await page.getByRole("button", { name: "Lägg till bild" }).click();
        await page.getByLabel("Ladda upp en bild").last().setInputFiles(photo);
        lastDrawn = Number(await (await drawn(index + 1)).jsonValue());
      }
    }
    const thumbnailsMs = lastDrawn - picked;
    // The high-water mark with her photos read and kept, then again once they are sent.
    const keptMb = await rendererPeakMb(browser, before);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const { metrics } = (await cdp.send("Performance.getMetrics")) as {
      metrics: { name: string; value: number }[];
    };
    const heapMb = Math.round(
      (metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0) / 2 ** 20,
    );
    await page.getByRole("button", { name: "Publicera" }).click();
    await page
      .getByRole("status")
      .getByText("Ändringen är sparad.", { exact: false })
      .waitFor({ timeout: 10 * 60_000 });
    const publishedMs = (await page.evaluate(() => performance.now())) - picked;
    const tabMb = await rendererPeakMb(browser, before);
    // The host's build of her photos, before the next measurement runs beside it.
    await page
      .getByRole("status")
      .getByText("Sajten är uppdaterad", { exact: false })
      .waitFor({ timeout: 20 * 60_000 });
    return {
      thumbnailsMs: Math.round(thumbnailsMs),
      publishedMs: Math.round(publishedMs),
      keptMb,
      tabMb,
      heapMb,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The table: each selection's medians. */
export function photosTable(runs: PhotoRuns): string {
  const lines = Object.entries(runs).map(([name, list]) => {
    const of = (figure: keyof PhotoRun) => median(list.map((run) => run[figure]));
    return `| ${name} | ${(of("thumbnailsMs") / 1000).toFixed(1)} s | ${(of("publishedMs") / 1000).toFixed(1)} s | ${of("keptMb")} MB | ${of("tabMb")} MB | ${of("heapMb")} MB |`;
  });
  return [
    "| 12 MP photos into a new section | first pick → last thumbnail | pick → published commit | tab's peak, read and kept | tab's peak, published | JS heap, read |",
    "|---|---|---|---|---|---|",
    ...lines,
  ].join("\n");
}
