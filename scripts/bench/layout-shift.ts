// The layout shift of a page while it loads on a phone on a slow network, at the widths visitors'
// phones have (most are iPhones: 375 to 430 CSS px, where Lighthouse's phone is 412) and at a
// tablet's and a laptop's. Lighthouse measures one width; this loads each page at each width in
// the bench's Chromium, under the same applied throttling as Lighthouse's (its slow 4G: every
// request's latency, the shared bandwidth, a processor four times slower), and adds up every
// layout shift from the start until the app has hydrated, the web fonts have arrived and the
// first screen's photos are in (docs/performance-budget.md).
import { chromium } from "@playwright/test";
import { applySlow4G } from "./applied-throttling.ts";

export const phoneWidths = [360, 375, 390, 393, 412, 430];
export const shiftWidths = [...phoneWidths, 768, 1280];
/** The budget: at most a hundredth of the screen moved, at every width. */
export const maxLayoutShift = 0.01;

export type ShiftRow = { variant: string; route: string; shifts: Record<number, number> };

/** Each page at each width, loaded once in the Chromium that listens on `port`. */
export async function measureLayoutShift(
  port: number,
  origin: string,
  routes: readonly string[],
): Promise<ShiftRow["shifts"][]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const rows = [];
    for (const route of routes) {
      const shifts: Record<number, number> = {};
      for (const width of shiftWidths) {
        shifts[width] = await loadOnce(browser, `${origin}${route}`, width);
      }
      rows.push(shifts);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function loadOnce(browser: import("@playwright/test").Browser, url: string, width: number) {
  const isPhone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: isPhone ? 844 : 900 },
    deviceScaleFactor: isPhone ? 3 : 1,
    isMobile: isPhone,
    hasTouch: isPhone,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applySlow4G(cdp);
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) record.layoutShift += shift.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(
      async () => {
        const state = window as unknown as { webFonts?: { arrived: Promise<unknown> } };
        await state.webFonts?.arrived;
        return document.documentElement.hasAttribute("data-hydrated");
      },
      null,
      { timeout: 120_000 },
    );
    // Two frames: the last change is laid out and its shift reported.
    return await page.evaluate(
      () =>
        new Promise<number>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              done((window as unknown as { layoutShift: number }).layoutShift),
            ),
          ),
        ),
    );
  } finally {
    await context.close();
  }
}

/** The table of a variant's pages, a column a width. */
export function shiftTable(rows: readonly ShiftRow[]): string {
  const head = `| page | ${shiftWidths.map((width) => `${width} px`).join(" | ")} |`;
  const rule = `|---|${shiftWidths.map(() => "---|").join("")}`;
  const lines = rows.map(
    (row) =>
      `| \`${row.route}\` | ${shiftWidths.map((width) => (row.shifts[width] ?? Number.NaN).toFixed(3)).join(" | ")} |`,
  );
  return [head, rule, ...lines].join("\n");
}

/** A miss for each width where a page moved more than the budget allows. */
export function shiftMisses(row: ShiftRow): string[] {
  return shiftWidths
    .filter((width) => (row.shifts[width] ?? 0) > maxLayoutShift)
    .map(
      (width) =>
        `${row.route} at ${width} px: layout shift ${(row.shifts[width] ?? 0).toFixed(3)} > ${maxLayoutShift}`,
    );
}
