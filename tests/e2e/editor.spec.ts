// The owner's editor at /redigera/ on the built site: it loads in Swedish, lists what the owner
// can edit, and draws a live preview with the site's own components. Decap's local backend
// (decap-server, the same package `npm start` serves) answers from a copy of content/ in a
// temporary folder, so nothing here writes into the project; saving and rebuilding is tested
// with `npm start`'s own server.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page, Route } from "@playwright/test";
import getPort from "get-port";
import { parse } from "yaml";
import { contentOf } from "#model/load.ts";
import { collections } from "../../editor/fields/config.ts";
import type { Field } from "../../editor/fields/fields.ts";
import { isOnTop } from "../editor-actions.ts";
import { expect, test } from "./fixtures";

const { packages, galleries, textPages } = contentOf();

/** Decap's local backend answering from a copy of content/ in a temporary folder. */
async function startBackend(): Promise<{ copy: string; port: number; stop: () => Promise<void> }> {
  const copy = await mkdtemp(join(tmpdir(), "redigera-"));
  await cp(resolve("content"), join(copy, "content"), { recursive: true });
  const port = await getPort();
  const server = spawn(process.execPath, [resolve("node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      BIND_HOST: "127.0.0.1",
      PORT: String(port),
      MODE: "fs",
      GIT_REPO_DIRECTORY: copy,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((done, fail) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) done();
    });
    server.on("exit", (code) => fail(new Error(`decap-server stopped (${code})`)));
  });
  return {
    copy,
    port,
    stop: async () => {
      server.kill();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

let backend: Awaited<ReturnType<typeof startBackend>>;

test.beforeAll(async () => {
  backend = await startBackend();
});

test.afterAll(async () => {
  await backend?.stop();
});

/**
 * Answers the page's request to the editor's API from `port`'s backend. A request sent on a
 * kept-alive connection that the backend is closing just then is reset (Node's keep-alive race,
 * seen once in CI as ECONNRESET); it is sent once more, on a new connection.
 */
async function answerFromBackend(route: Route, port: number) {
  const send = () => route.fetch({ url: `http://127.0.0.1:${port}/api/v1` });
  const response = await send().catch((error: Error) => {
    if (error.message.includes("ECONNRESET")) return send();
    throw error;
  });
  await route.fulfill({ response });
}

/** Opens the editor with its API on the page's own origin, answered by the test's backend. */
async function openEditor(page: Page) {
  await page.route("**/redigera/api/v1", async (route) => {
    // A move between entries reloads the page: a request of the page before it is answered to
    // no one, and Playwright then refuses the answer as disposed.
    await answerFromBackend(route, backend.port).catch(() => undefined);
  });
  await page.goto("/redigera/");
  await page.getByRole("button", { name: "Logga in" }).click();
}

test("the editor loads in Swedish and lists everything the owner can edit", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await openEditor(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { name: "Samlingar" })).toBeVisible();
  for (const collection of collections) {
    await expect(page.getByTestId(collection.name)).toHaveText(collection.label);
  }
  await page.getByRole("link", { name: "Portfolio", exact: true }).click();
  for (const gallery of galleries) {
    await expect(page.getByRole("link", { name: gallery.title, exact: true })).toBeVisible();
  }
  // Every request stays on the site's own origin (or is a photo the editor holds in memory).
  const foreign = requests.filter(
    (url) =>
      !url.startsWith("http://127.0.0.1:") && !url.startsWith("blob:") && !url.startsWith("data:"),
  );
  expect(foreign).toEqual([]);
});

test("the packages form previews the site's own package cards, and a half-typed price in Swedish", async ({
  page,
}) => {
  await openEditor(page);
  await page.goto("/redigera/#/collections/startsidan/entries/packages");
  const preview = page.frameLocator("iframe");
  const first = packages[0];
  if (!first) throw new Error("content/packages.yaml has no package");
  await expect(preview.getByRole("heading", { name: first.title, exact: true })).toBeVisible();
  await expect(preview.getByText(first.price, { exact: true }).first()).toBeVisible();

  // The folded package's first button unfolds it (Decap gives its list buttons no names).
  await page
    .getByText(`${first.title} – ${first.price}`, { exact: true })
    .locator("..")
    .getByRole("button")
    .first()
    .click();
  const price = page.getByRole("textbox", { name: "Pris", exact: true });
  await price.fill("2.50");
  await expect(preview.getByRole("alert")).toContainText(
    // The build's line, in the labels beside the fields, the package counted from 1.
    "Startsidan › Paket och tillval › Paket › paket 1 › Pris: ska vara ett pris från 1 kr till 100.000 kr, skrivet som 2.500 kr",
  );
  await price.fill("3.900 kr");
  await expect(preview.getByText("3.900 kr", { exact: true })).toBeVisible();
});

test("a portfolio section shows each saved photo beside its alt text, also folded, and previews its carousel", async ({
  page,
}) => {
  const [first] = galleries;
  if (!first) throw new Error("content/portfolio has no section");
  await openEditor(page);
  await page.getByRole("link", { name: "Portfolio", exact: true }).click();
  await page.getByRole("link", { name: first.title, exact: true }).click();
  // Decap reads the entry and every photo of the section before it draws the form and preview
  // ("Hämtar inlägg..."): on a busy machine that took over 5 s once.
  await expect(
    page.frameLocator("iframe").getByRole("heading", { name: first.title, exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  // The form's thumbnails, each named by its photo: the photos themselves (every photo is at
  // least 800 px on its long side), not Decap's blank 300 px stand-in for a photo still loading.
  const thumbnails = page.getByRole("img", { name: /^Bilden / });
  await expect(thumbnails).toHaveCount(first.photos.length);
  for (const photo of first.photos) {
    await expect(page.getByRole("img", { name: `Bilden ${photo.file}`, exact: true })).toHaveCount(
      1,
    );
  }
  await expect
    .poll(
      () =>
        thumbnails.evaluateAll((images) =>
          images.every((image) => {
            const { naturalWidth, naturalHeight } = image as HTMLImageElement;
            return Math.max(naturalWidth, naturalHeight) >= 800;
          }),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  // Folded, each photo's line shows the photo itself beside its file name.
  await page
    .locator('[aria-label="Fält"]')
    .filter({ has: page.getByText("Bilder", { exact: true }) })
    .getByRole("button", { name: "Dölj" })
    .first()
    .click();
  await expect(thumbnails.first()).toBeHidden();
  for (const photo of first.photos) {
    const folded = page.getByText(photo.file, { exact: true }).locator("img");
    await expect(folded).toBeVisible();
    expect(
      await folded.evaluate((image) => {
        const { naturalWidth, naturalHeight } = image as HTMLImageElement;
        return Math.max(naturalWidth, naturalHeight);
      }),
    ).toBeGreaterThanOrEqual(800);
  }
});

/**
 * Signs in to the local backend if the editor asks (a page loaded afresh may). Decap's 7 MB page
 * loads again with every move between entries: on a busy machine that takes more than 5 s.
 */
async function signInIfAsked(page: Page) {
  const login = page.getByRole("button", { name: "Logga in" });
  await expect(login.or(page.getByRole("button", { name: /^Publicera/ }))).toBeVisible({
    timeout: 30_000,
  });
  if (await login.isVisible()) await login.click();
}

test("an entry reached straight from another, by its address, Back, Forward or a reload, shows its own form", async ({
  page,
}) => {
  // Five loads of the editor's page.
  test.setTimeout(120_000);
  await openEditor(page);
  const homeForm = page.getByText("Toppen", { exact: true });
  const packagesForm = page.getByRole("button", { name: "Lägg till paket" });
  const shows = async (own: typeof homeForm, other: typeof homeForm) => {
    await signInIfAsked(page);
    await expect(own.first()).toBeVisible({ timeout: 30_000 });
    await expect(other).toHaveCount(0);
  };
  await page.goto("/redigera/#/collections/startsidan/entries/home");
  await shows(homeForm, packagesForm);
  await page.goto("/redigera/#/collections/startsidan/entries/packages");
  await shows(packagesForm, homeForm);
  await page.goBack();
  await shows(homeForm, packagesForm);
  await page.goForward();
  await shows(packagesForm, homeForm);
  await page.reload();
  await shows(packagesForm, homeForm);
});

test("an address that names nothing says so, with a link to its list, and no form to publish or delete", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await openEditor(page);
  const [section] = galleries;
  if (!section) throw new Error("content/portfolio has no section");
  const notice = page.getByRole("region", { name: "Det här finns inte" });
  for (const [address, list, entry] of [
    ["portfolio/entries/finns-inte", "Portfolio", "finns-inte"],
    ["startsidan/entries/finns-inte", "Startsidan", "finns-inte"],
  ] as const) {
    // The notice comes whether Decap asks her to sign in or not.
    await page.goto(`/redigera/#/collections/${address}`);
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText(`Under ${list} finns inget som heter ”${entry}”.`);
    // Decap's page under it takes no click or key: the notice covers its buttons, and the keys
    // stay in the notice.
    for (const button of await page.getByRole("button", { name: /^(Publicera|Radera)/ }).all()) {
      expect(await isOnTop(button)).toBe(false);
    }
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press("Tab");
      const focus = await notice.evaluate(
        (element) =>
          element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(focus, "Tab reaches only the notice").toBe(true);
    }
    await notice.getByRole("link", { name: `Till ${list}` }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#/collections/${address.split("/")[0]}$`));
  }
  // Decap asks the backend for the made-up file of a list of files with no path (answered 422);
  // the notice covers what it draws of that.
  const asked =
    "Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)";
  expect(consoleErrors).toContain(asked);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => text !== asked));
  // An entry that exists opens its form, with no notice.
  await page.goto(`/redigera/#/collections/portfolio/entries/${section.key}/avsnitt`);
  await signInIfAsked(page);
  await expect(page.getByRole("textbox", { name: "Rubrik", exact: true })).toHaveValue(
    section.title,
    { timeout: 30_000 },
  );
  await expect(notice).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the editor fits the screen, Publicera is in reach and the preview opens below the form", async ({
    page,
  }) => {
    await openEditor(page);
    await page.goto("/redigera/#/collections/startsidan/entries/packages");
    const publish = page.getByRole("button", { name: /^Publicera/ }).first();
    await expect(publish).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const first = packages[0];
    if (!first) throw new Error("content/packages.yaml has no package");
    const preview = page.locator("iframe");
    await preview.scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator("iframe").getByRole("heading", { name: first.title, exact: true }),
    ).toBeVisible();
    await expect(publish).toBeInViewport();
  });
});

test("no screen the owner meets shows English or developer words", async ({ page }) => {
  // Six loads of the editor's page.
  test.setTimeout(120_000);
  const words = [
    /\binlägg/i,
    /Oops/,
    /fältet/,
    /\bLogo\b/,
    /\b(?:string|text|list|object)\b/,
    /\b(?:sortable|draggable|droppable)\b/i,
  ];
  const said = () =>
    page.evaluate(() => {
      const labels = [
        ...document.querySelectorAll("[aria-label], [title], img[alt], [aria-roledescription]"),
      ].map((element) =>
        ["aria-label", "title", "alt", "aria-roledescription"]
          .map((name) => element.getAttribute(name))
          .filter(Boolean)
          .join(" "),
      );
      // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, what the owner reads.
      return { text: document.body.innerText, labels: labels.join("\n") };
    });
  const check = async (screen: string) => {
    const { text, labels } = await said();
    for (const word of words.slice(0, 3)) expect(text, `${screen}: ${word}`).not.toMatch(word);
    for (const word of words) expect(labels, `${screen}: ${word}`).not.toMatch(word);
  };
  await page.route("**/redigera/api/v1", (route) => answerFromBackend(route, backend.port));
  await page.goto("/redigera/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await check("inloggningen");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { name: "Samlingar" })).toBeVisible();
  await check("samlingarna");
  // Each entry known by a field only it has: from one entry to another the editor's page loads
  // afresh (entry-navigation.ts), and until it has, the last entry's form is still there.
  for (const [entry, field] of [
    ["startsidan/entries/packages", "Efter priset"],
    ["startsidan/entries/home", "Toppen"],
  ] as const) {
    await page.goto(`/redigera/#/collections/${entry}`);
    await signInIfAsked(page);
    await expect(page.getByText(field, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await check(entry);
  }
  // A package picked up and let go, as Decap lets one be moved (mouse or finger): what a screen
  // reader is told is Swedish.
  await page.goto("/redigera/#/collections/startsidan/entries/packages");
  await signInIfAsked(page);
  const handle = page.getByRole("button", { name: "Dra för att flytta" }).first();
  const instructions = await handle.evaluate(
    (element) =>
      document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
  );
  expect(instructions).toMatch(/^Dra i handtaget/);
  await expect(handle).toHaveAttribute("aria-roledescription", "flyttbar");
  // Each list has its own live region; the one that speaks is the moved item's list's.
  const announced = page.locator('[id^="DndLiveRegion-"]').filter({ hasText: /./ });
  const box = await handle.boundingBox();
  if (!box) throw new Error("the drag handle is not drawn");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 12, { steps: 4 });
  await expect(announced).toHaveText(/^Raden (är lyft|flyttades)\.$/);
  await page.keyboard.press("Escape");
  await expect(announced).toHaveText("Flytten ångrades. Raden ligger kvar där den låg.");
  await page.mouse.up();
  await check("en punkt som flyttas");
  await page.goto("/redigera/#/collections/portfolio");
  await expect(
    page.getByRole("link", { name: galleries[0]?.title ?? "", exact: true }),
  ).toBeVisible();
  await check("portfolion");
});

/**
 * What shows that a form holds `data`: its first one-line text field outside lists, with its label
 * and value (or its first number's), or for a file that is one list (the services), the first item's first text, which
 * its folded line shows.
 */
type Known = { label?: string; value: string; role?: "spinbutton" };

function firstLine(fields: readonly Field[], data: Record<string, unknown>): Known | null {
  for (const field of fields) {
    const value = data[field.name];
    if (field.widget === "string" && typeof value === "string" && value !== "") {
      return { label: field.label, value };
    }
    if (field.widget === "number" && typeof value === "number") {
      return { label: field.label, value: String(value), role: "spinbutton" };
    }
    const inner = (field.fields as Field[] | undefined) ?? [];
    if (field.widget === "object" && value && typeof value === "object") {
      const found = firstLine(inner, value as Record<string, unknown>);
      if (found) return found;
    }
    if (field.widget === "list" && Array.isArray(value) && value[0]) {
      const found = firstLine(inner, value[0] as Record<string, unknown>);
      if (found) return { value: found.value };
    }
  }
  return null;
}

test("every collection lists exactly its entries, and each opens a form filled from its own file", async ({
  page,
}) => {
  // One visit to each of about twenty entries, through the lists as the owner goes.
  test.setTimeout(240_000);
  await openEditor(page);
  for (const collection of collections) {
    const entries: { name: string; form: Known | null }[] =
      collection.files?.map((entry) => ({
        name: entry.label,
        form: firstLine(entry.fields, parse(readFileSync(entry.file, "utf8"))),
      })) ??
      // A folder's files: the portfolio's sections, the text pages.
      (collection.name === "portfolio" ? galleries : Object.values(textPages)).map((entry) => ({
        name: entry.title,
        form: { label: "Rubrik", value: entry.title },
      }));
    await page.getByRole("link", { name: collection.label, exact: true }).first().click();
    // Entry links only, not the one that makes a new entry.
    const listed = page.getByRole("main").locator('a[href*="/entries/"]');
    await expect(listed).toHaveCount(entries.length, { timeout: 30_000 });
    if (collection.create) {
      await expect(
        page.getByRole("link", { name: `Lägg till ${collection.label_singular}`, exact: true }),
      ).toBeVisible();
    }
    expect((await listed.allTextContents()).map((text) => text.trim()).sort()).toEqual(
      entries.map((entry) => entry.name).sort(),
    );
    for (const entry of entries) {
      await page.getByRole("main").getByRole("link", { name: entry.name, exact: true }).click();
      if (!entry.form) throw new Error(`${entry.name}: no text to know its form by`);
      const { label, value, role = "textbox" } = entry.form;
      const where = `${collection.label} › ${entry.name}`;
      if (label) {
        await expect(page.getByRole(role, { name: label, exact: true }).first(), where).toHaveValue(
          value,
          { timeout: 30_000 },
        );
      } else {
        await expect(page.getByText(value).first(), where).toBeVisible({ timeout: 30_000 });
      }
      await page.goBack();
    }
    await page.goto("/redigera/#/");
  }
});

test("a refused save writes each line under the field it names, unfolding the item it is in", async ({
  page,
  consoleErrors,
}) => {
  const file = join(backend.copy, "content/packages.yaml");
  const before = readFileSync(file, "utf8");
  const first = packages[0];
  if (!first) throw new Error("content/packages.yaml has no package");
  await openEditor(page);
  await page.goto("/redigera/#/collections/startsidan/entries/packages");
  // The package's own fold button: the first in its item, before those of its list of points.
  const fold = page
    .getByText(`${first.title} – ${first.price}`, { exact: true })
    .locator("..")
    .getByRole("button", { name: "Visa eller dölj" })
    .first();
  await fold.click();
  const feature = page.getByRole("textbox", { name: "Punkt", exact: true }).first();
  await feature.fill("Klart på {leveranstiden}");
  // Folded again, as the owner may leave it: the refusal unfolds it to show the field.
  await fold.click();
  await expect(feature).toBeHidden();
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicera nu" }).click();

  await expect(
    page.getByRole("alert").filter({ has: page.getByRole("heading", { name: /sparades inte/ }) }),
  ).toContainText(
    "Startsidan › Paket och tillval › Paket › paket 1 › Punkter › punkt 1: {leveranstiden} finns inte",
  );
  await expect(feature).toBeVisible();
  await expect(feature).toHaveAttribute("aria-invalid", "true");
  await expect(feature).toHaveAccessibleDescription(/^\{leveranstiden\} finns inte/);
  expect(readFileSync(file, "utf8")).toBe(before);

  // Mending the field takes its line away.
  await feature.fill("Klart på en vecka");
  await expect(feature).not.toHaveAttribute("aria-invalid", "true");
  await expect(feature).toHaveAccessibleDescription("");
  // Decap logs the refusal it was handed as an error, and rejects the publish click's promise with
  // its failure action (an object nobody catches); those are expected, and no other.
  const refusals = consoleErrors.filter(
    (text) => text.includes("rätta det som står i rutan") || text === "pageerror: Object",
  );
  expect(refusals.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !refusals.includes(text)),
  );
});
