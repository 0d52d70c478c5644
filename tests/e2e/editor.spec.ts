// The owner's editor at /redigera/, on the built site: its reads and saves
// answered by the local server's own backend (scripts/local/editor-backend.ts) over a copy of
// content/ in a temporary folder, which checks every save as the build does and writes into the
// copy only. Two tabs are two pages of one browser context: one IndexedDB, one set of Web Locks.
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import getPort from "get-port";
import { parse } from "yaml";
import { collections } from "../../editor/fields/collections.ts";
import type { Field } from "../../editor/fields/fields.ts";
import { editorBackend } from "../../scripts/local/editor-backend.ts";
import { fileEntry, labelOf, saved } from "../editor-actions.ts";
import { axeViolations, expect, test } from "./fixtures";

let copy = "";
let port = 0;
let server: Server;

test.beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "redigeraren-"));
  await cp(resolve("content"), join(copy, "content"), { recursive: true });
  port = await getPort();
  const answer = editorBackend(copy, port);
  server = createServer((request, response) => {
    if (!answer(request, response, new URL(request.url ?? "/", "http://x").pathname)) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
});

test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await rm(copy, { recursive: true, force: true });
});

/** Opens the editor at `hash`, its API on the page's own origin answered by the test's backend. */
async function openEditor(page: Page, hash = "") {
  await page.route("**/redigera/api/v1", async (route) => {
    // From the backend's own origin, which it takes writes from: the site's is the test server's.
    const headers = Object.fromEntries(
      Object.entries(route.request().headers()).filter(([name]) => name !== "origin"),
    );
    headers.host = `localhost:${port}`;
    const response = await route
      .fetch({ url: `http://localhost:${port}/redigera/api/v1`, headers })
      .catch(() => null);
    if (response) await route.fulfill({ response }).catch(() => undefined);
  });
  await page.goto(`/redigera/${hash}`);
}

/** A save runs the build's check of content/: some 6 s here, room for a machine twice as slow. */
const saveTime = 30_000;
// A test of two saves and three pages, on a machine busy with the others.
test.describe.configure({ timeout: 3 * saveTime });

const readCopy = async (path: string) => readFile(join(copy, path), "utf8");

test("lists everything the owner can edit, and opens each entry's form", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vad vill du ändra?");
  const filesIn = async (folder: string, name: RegExp) =>
    (await readdir(join(copy, folder), { recursive: true })).filter((file) => name.test(file));
  const inFolder: Record<string, number> = {
    portfolio: (await filesIn("content/portfolio", /(^|\/)avsnitt\.yaml$/)).length,
    textsidor: (await filesIn("content/pages", /\.yaml$/)).length,
  };
  for (const collection of collections) {
    const region = page.getByRole("region", { name: collection.label, exact: true });
    await expect(region.getByRole("listitem")).toHaveCount(
      inFolder[collection.name] ?? collection.files?.length ?? 0,
    );
  }
  const terms = fileEntry("foretaget", "terms");
  await page.getByRole("link", { name: terms.label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.label);
  await expect(page.getByLabel(labelOf(terms.fields, "deliveryHours"))).toHaveValue(
    String(parse(await readCopy(terms.file)).deliveryHours),
  );
});

test("an entry reached by its address, Back, Forward or a reload shows its own form; an address that names nothing says so", async ({
  page,
}) => {
  const terms = fileEntry("foretaget", "terms");
  const site = fileEntry("foretaget", "site");
  const heading = page.getByRole("heading", { level: 1 });
  await openEditor(page, "#/foretaget/terms");
  await expect(heading).toHaveText(terms.label);
  await page.goto("/redigera/#/foretaget/site");
  await expect(heading).toHaveText(site.label);
  await expect(page.getByLabel(labelOf(site.fields, "name"), { exact: true })).toHaveValue(
    String(parse(await readCopy(site.file)).name),
  );
  await page.goBack();
  await expect(heading).toHaveText(terms.label);
  await page.goForward();
  await expect(heading).toHaveText(site.label);
  await page.reload();
  await expect(heading).toHaveText(site.label);

  for (const nothing of ["#/portfolio/finns-inte", "#/ingen-samling/terms", "#/ny/startsidan"]) {
    await page.goto(`/redigera/${nothing}`);
    await expect(heading).toHaveText("Det här finns inte");
    await expect(page.getByRole("button", { name: "Publicera" })).toHaveCount(0);
    await page.getByRole("link", { name: "Till listan över det du kan ändra" }).click();
    await expect(heading).toHaveText("Vad vill du ändra?");
  }
});

test("two tabs keep their unsaved changes apart, and a change made on an older version is not published over a newer", async ({
  page,
  consoleErrors,
}) => {
  const terms = fileEntry("foretaget", "terms");
  const delivery = labelOf(terms.fields, "deliveryHours");
  const fee = labelOf(terms.fields, "lateCancellationFee");
  const before = parse(await readCopy(terms.file)) as Record<string, unknown>;
  const tabB = await page.context().newPage();
  await openEditor(page, "#/foretaget/terms");
  await openEditor(tabB, "#/foretaget/terms");

  await page.getByLabel(delivery).fill("36");
  await tabB.getByLabel(fee).fill("950");
  await tabB.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(tabB)).toBeVisible({ timeout: saveTime });
  expect(parse(await readCopy(terms.file)).lateCancellationFee).toBe(950);

  // A's change was kept for A alone, through B's typing and B's save.
  await page.reload();
  const offer = page.getByRole("region", {
    name: /Du har en ändring som inte är publicerad, från i dag kl\. \d\d\.\d\d/,
  });
  await expect(offer).toContainText("Filen har publicerats på nytt sedan dess");
  await offer.getByRole("button", { name: "Fortsätt med ändringen" }).click();
  await expect(page.getByLabel(delivery)).toHaveValue("36");
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("alert")).toContainText("filen har ändrats sedan du öppnade den");
  // The refusal's answer (409), which the browser logs as a failed load: the one expected.
  const refusal = consoleErrors.findIndex((line) => line.includes("status of 409"));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
  expect(parse(await readCopy(terms.file))).toEqual({ ...before, lateCancellationFee: 950 });

  await tabB.reload();
  await expect(tabB.getByLabel(fee)).toHaveValue("950");
  await expect(tabB.getByRole("region", { name: /Du har en ändring/ })).toHaveCount(0);
});

test("a value the build refuses is named under its field, in her labels, and nothing is written", async ({
  page,
}) => {
  const packages = fileEntry("startsidan", "packages");
  const before = await readCopy(packages.file);
  await openEditor(page, "#/startsidan/packages");
  await page.getByRole("button", { name: /^Paket 1/ }).click();
  const first = page.getByRole("listitem").filter({ hasText: /^Paket 1/ });
  const price = first.getByRole("textbox", { name: "Pris", exact: true });
  await price.fill("2.50");
  await expect(price).toHaveAccessibleDescription(/^ska vara ett pris/);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Startsidan › Paket och tillval › Paket › paket 1 › Pris: ska vara ett pris",
  );
  expect(await readCopy(packages.file)).toBe(before);
});

test("a list item moves a place by its buttons from the keyboard, and is published where it was moved, the file's comments kept", async ({
  page,
}) => {
  const packages = fileEntry("startsidan", "packages");
  const before = await readCopy(packages.file);
  const titles = (parse(before).packages as { title: string }[]).map((item) => item.title);
  await openEditor(page, "#/startsidan/packages");
  const up = page.getByRole("button", { name: "Flytta upp paket 2" });
  // The form opens for input once the editor knows there is no unsaved change to offer.
  await expect(up).toBeEnabled();
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Flytta ned paket 1" })).toBeFocused();
  await expect(page.getByText("Paket 2 är nu paket 1.")).toBeAttached();
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  const after = parse(await readCopy(packages.file)).packages as { title: string }[];
  expect(after.map((item) => item.title)).toEqual([titles[1], titles[0], ...titles.slice(2)]);
  const comments = (text: string) =>
    text.split("\n").filter((line) => line.trimStart().startsWith("#"));
  expect(comments(await readCopy(packages.file))).toEqual(comments(before));
});

test("a save is undone from the status panel, and the undo undone in its turn", async ({
  page,
}) => {
  const terms = fileEntry("foretaget", "terms");
  const before = await readCopy(terms.file);
  const invoice = labelOf(terms.fields, "invoiceRetentionYears");
  const years = Number(parse(before).invoiceRetentionYears) + 1;
  await openEditor(page, "#/foretaget/terms");
  await page.getByLabel(invoice).fill(String(years));
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  const changed = await readCopy(terms.file);
  await page.getByRole("button", { name: "Ångra ändringen" }).click();
  await expect(page.getByLabel(invoice)).toHaveValue(String(parse(before).invoiceRetentionYears));
  expect(await readCopy(terms.file)).toBe(before);
  await page.getByRole("button", { name: "Ångra ändringen" }).click();
  await expect(page.getByLabel(invoice)).toHaveValue(String(years));
  expect(await readCopy(terms.file)).toBe(changed);
});

test("the preview draws her draft with the site's own components as she types", async ({
  page,
}) => {
  const home = parse(await readCopy("content/home.yaml")) as { hero: { heading: string } };
  await openEditor(page, "#/startsidan/home");
  const preview = page.frameLocator("iframe[title='Förhandsvisning']");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
  const hero = fileEntry("startsidan", "home").fields.find((field) => field.name === "hero");
  const heroFields = (hero?.fields ?? []) as Field[];
  const heading = page
    .getByRole("group", { name: hero?.label })
    .getByLabel(labelOf(heroFields, "heading"), { exact: true });
  await heading.fill("Ljusa bilder som säljer");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Ljusa bilder som säljer");
});

/** The first section in the portfolio's order, as the copy holds it. */
const firstSection = async () =>
  (parse(await readCopy("content/portfolio.yaml")) as { sections: string[] }).sections[0] ?? "";

const forms = [
  ["the packages' form", async () => "#/startsidan/packages"],
  ["a section's form", async () => `#/portfolio/${await firstSection()}`],
] as const;

// The narrowest and the widest phone: the editor has no breakpoint between them, so a form that
// fits both fits every width between.
for (const width of [360, 430]) {
  for (const [form, hash] of forms) {
    test(`at ${width} px ${form} fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openEditor(page, await hash());
      await expect(page.getByRole("button", { name: "Publicera" })).toBeEnabled();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

// At an iPhone's width, where what a phone hides is hidden.
for (const [form, hash] of forms) {
  test(`at 390 px ${form} passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page, await hash());
    await expect(page.getByRole("button", { name: "Publicera" })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a section's chosen photo shows small beside its fields, read from the local server", async ({
  page,
}) => {
  await openEditor(page, `#/portfolio/${await firstSection()}`);
  const portfolio = collections.find((collection) => collection.name === "portfolio");
  const thumbnail = page
    .getByRole("group", { name: labelOf(portfolio?.fields ?? [], "photos"), exact: true })
    .getByRole("listitem")
    .first()
    .locator("img");
  // Each of the section's photos is made small by the local server: seconds on a busy machine.
  await expect(thumbnail).toBeVisible({ timeout: saveTime });
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
});
