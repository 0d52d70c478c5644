// The owner's editor on her phone at her own address, where Lighthouse cannot follow her (it
// cannot sign in): the publishing rehearsal (scripts/start-published.ts) on a free port, opened
// in Playwright's Chromium at 390 × 844 under the same applied throttling as the bench's
// (Lighthouse's slow 4G: each request's latency, the shared bandwidth, a processor four times
// slower), with no HTTP cache. Each round measures the start page's hero photo (its largest
// paint), then the sign-in signed out, the list signed in on a first visit (her browser holds
// none of her files) and coming back (it holds them), and a form and its preview (her phone
// shows it at a press) after the list. The budget (docs/performance-budget.md): the sign-in and
// the list within twice the hero photo's time, at most 300 KB before them, the form and its
// preview within 2 s more. Last in each round, her shoot picked into a new section and published:
// one photo and twelve (editor-photos.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import getPort from "get-port";
import { playwrightLaunchOptions } from "../chromium.ts";
import { applySlow4G } from "./applied-throttling.ts";
import {
  measureSelection,
  type PhotoRuns,
  selections,
  twelveMegapixelPhotos,
} from "./editor-photos.ts";
import { phoneContext } from "./her-phone.ts";

/** Each figure's runs: milliseconds (after the list for a form and its preview) and KB received. */
export type EditorRuns = Record<string, { ms: number; kb: number }[]>;

const figures = {
  hero: "start page, its hero photo (LCP)",
  signIn: "sign-in, signed out",
  list: "the list, first visit",
  listAgain: "the list, coming back",
  form: "a form, after the list",
  preview: "its preview, after the list",
} as const;
type Figure = keyof typeof figures;

/** The budget: a first screen within twice the hero photo, 300 KB before it; a form 2 s after. */
const firstScreens: Figure[] = ["signIn", "list", "listAgain"];
const maxTimesHero = 2;
const maxFirstScreenKb = 300;
const maxAfterList = 2_000;

/** Starts the rehearsal from `project`; resolves with its origin once its site is built. */
async function startRehearsal(project: string) {
  const port = await getPort();
  const dir = await mkdtemp(join(tmpdir(), "fotograf-bench-publicering-"));
  const child: ChildProcess = spawn("node", ["scripts/start-published.ts"], {
    cwd: project,
    env: { ...process.env, PORT: String(port), REHEARSAL_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((done, fail) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (String(chunk).includes("Sajten är uppdaterad")) done();
    });
    child.on("exit", (code) => fail(new Error(`the rehearsal stopped (exit ${code})`)));
  });
  // Her own address is no localhost (the editor asks a local server only there), and Chromium
  // takes any *.localhost to this machine, as a secure context like her https address.
  const origin = `http://sajt.localhost:${port}`;
  const stop = async () => {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  return { origin, stop };
}

async function phone(browser: Browser, origin: string, token: string | null) {
  const context = await phoneContext(browser, origin, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applySlow4G(cdp);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
  });
  const now = () => page.evaluate(() => Math.round(performance.now()));
  return { context, page, now, kb: () => Math.round(bytes / 1024) };
}

/**
 * The editor at the rehearsal of `project`, `rounds` times, beside its start page's hero photo;
 * then in each round her shoot, one photo and twelve.
 */
export async function measureEditorOnPhone(
  project: string,
  rounds: number,
): Promise<{ screens: EditorRuns; photos: PhotoRuns }> {
  const shootDir = await mkdtemp(join(tmpdir(), "fotograf-bench-fotografering-"));
  const shoot = await twelveMegapixelPhotos(
    Math.max(...selections.map((selection) => selection.count)),
    shootDir,
  );
  const rehearsal = await startRehearsal(project);
  const browser = await chromium.launch(playwrightLaunchOptions);
  const runs: EditorRuns = {};
  const photos: PhotoRuns = {};
  const add = (figure: Figure, ms: number, kb: number) => {
    runs[figure] = [...(runs[figure] ?? []), { ms, kb }];
  };
  const { origin } = rehearsal;
  try {
    // The rehearsal signs her in at once and hands the editor a token, kept for every round.
    const first = await browser.newPage();
    await first.goto(`${origin}/redigera/`);
    const popup = first.waitForEvent("popup");
    await first.getByRole("button", { name: "Logga in med GitHub" }).click();
    await (await popup).waitForEvent("close");
    await first.getByRole("heading", { name: "Vad vill du ändra?" }).waitFor();
    const token = await first.evaluate(() => localStorage.getItem("redigeraren-github"));
    await first.close();
    for (let round = 0; round < rounds; round++) {
      const start = await phone(browser, origin, null);
      await start.page.goto(`${origin}/`, { waitUntil: "networkidle" });
      const hero = await start.page.evaluate(
        () =>
          new Promise<number>((done) =>
            new PerformanceObserver((list) =>
              done(list.getEntries().at(-1)?.startTime ?? 0),
            ).observe({
              type: "largest-contentful-paint",
              buffered: true,
            }),
          ),
      );
      add("hero", Math.round(hero), start.kb());
      await start.context.close();

      const out = await phone(browser, origin, null);
      await out.page.goto(`${origin}/redigera/`);
      await out.page.getByRole("button", { name: "Logga in med GitHub" }).waitFor();
      add("signIn", await out.now(), out.kb());
      await out.context.close();

      const her = await phone(browser, origin, token);
      await her.page.goto(`${origin}/redigera/`);
      await her.page.getByRole("heading", { name: "Vad vill du ändra?" }).waitFor();
      const list = await her.now();
      add("list", list, her.kb());
      await her.page.getByRole("link", { name: "Startsidan", exact: true }).click();
      await her.page
        .getByRole("button", { name: "Publicera" })
        .and(her.page.locator(":enabled"))
        .waitFor();
      add("form", (await her.now()) - list, her.kb());
      await her.page.getByRole("button", { name: "Visa förhandsvisningen" }).click();
      await her.page
        .frameLocator('iframe[title="Förhandsvisning"]')
        .getByRole("heading", { level: 1 })
        .waitFor();
      add("preview", (await her.now()) - list, her.kb());
      // She comes back: her files are in the browser; the page's scripts are fetched again.
      const before = her.kb();
      await her.page.goto(`${origin}/redigera/`);
      await her.page.getByRole("heading", { name: "Vad vill du ändra?" }).waitFor();
      add("listAgain", await her.now(), her.kb() - before);
      await her.context.close();

      for (const [index, { name, count, atOnce }] of selections.entries()) {
        const key = `fotografering-${round + 1}-${index + 1}`;
        const run = await measureSelection(
          browser,
          origin,
          token ?? "",
          key,
          shoot.slice(0, count),
          atOnce,
        );
        photos[name] = [...(photos[name] ?? []), run];
      }
    }
  } finally {
    await browser.close();
    await rehearsal.stop();
    await rm(shootDir, { recursive: true, force: true });
  }
  return { screens: runs, photos };
}

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const medianOf = (runs: EditorRuns, figure: Figure) => ({
  ms: median((runs[figure] ?? []).map((run) => run.ms)),
  kb: median((runs[figure] ?? []).map((run) => run.kb)),
});

/** The table: each figure's median, a first screen's also as a multiple of the hero photo's. */
export function editorTable(runs: EditorRuns): string {
  const hero = medianOf(runs, "hero").ms;
  const lines = (Object.entries(figures) as [Figure, string][]).map(([figure, name]) => {
    const { ms, kb } = medianOf(runs, figure);
    const times = firstScreens.includes(figure) ? `${(ms / hero).toFixed(1)}x` : "";
    const after = figure === "form" || figure === "preview" ? "+" : "";
    return `| ${name} | ${after}${(ms / 1000).toFixed(2)} s | ${times} | ${kb} KB |`;
  });
  return ["| | time | to the hero photo | received |", "|---|---|---|---|", ...lines].join("\n");
}

/** What misses the budget, in the bench's words. */
export function editorMisses(runs: EditorRuns): string[] {
  const hero = medianOf(runs, "hero").ms;
  const misses = firstScreens.flatMap((figure) => {
    const { ms, kb } = medianOf(runs, figure);
    return [
      ...(ms > maxTimesHero * hero
        ? [`editor: ${figures[figure]} ${ms} ms > ${maxTimesHero}x the hero photo's ${hero} ms`]
        : []),
      ...(kb > maxFirstScreenKb
        ? [`editor: ${figures[figure]} ${kb} KB > ${maxFirstScreenKb} KB`]
        : []),
    ];
  });
  for (const figure of ["form", "preview"] as const) {
    const { ms } = medianOf(runs, figure);
    if (ms > maxAfterList)
      misses.push(`editor: ${figures[figure]} +${ms} ms > +${maxAfterList} ms`);
  }
  return misses;
}
