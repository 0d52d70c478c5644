// A text page made in the editor, as the owner would: Textsidor › Lägg till textsida, a heading,
// a description and one section, then Publicera. It is written as one data file named after its
// heading, content/pages/<address>.yaml, and once the site is rebuilt it is a page at that
// address, linked from the footer of every page. A heading that would take an address of the
// site's own is refused before anything is written.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { slugify } from "#model/slug.ts";
import { publish, refusal } from "../editor-actions.ts";

const root = join(import.meta.dirname, "..", "..");
if (existsSync(join(root, ".git"))) {
  throw new Error(
    "tests/editor writes into content/: run it on a copy (node scripts/owner-edit-check.ts)",
  );
}
const pages = join(root, "content", "pages");

async function newPage(page: Page) {
  await page.goto("/redigera/#/collections/textsidor/new");
  const login = page.getByRole("button", { name: "Logga in" });
  await expect(login.or(page.getByRole("button", { name: /^Publicera/ }))).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(page.getByLabel("Rubrik", { exact: true }).first()).toBeVisible();
}

test("a text page made in the editor is one data file, and a page of the rebuilt site", async ({
  page,
  context,
}) => {
  const before = await readdir(pages);
  // A heading no page has yet, so the test passes whatever pages the owner has made. The editor
  // makes the address as the site makes a heading's (slugify): "Vanliga frågor", vanliga-fragor.
  const heading = ["Vanliga frågor", "Vanliga frågor om bokning"].find(
    (title) => !before.includes(`${slugify(title)}.yaml`),
  );
  if (!heading) throw new Error("content/pages/ already has both test pages");
  const address = slugify(heading);
  const question = "Hur snabbt får jag bilderna?";
  const answer = "Bilderna levereras inom {leveranstid} timmar.";

  await newPage(page);
  // A heading that would take the portfolio's address is refused, in Swedish, before any save.
  await page.getByLabel("Rubrik", { exact: true }).first().fill("Portfolio");
  await page.getByLabel("Beskrivning i sökresultat", { exact: true }).fill("Vanliga frågor.");
  await page.getByRole("button", { name: "Lägg till avsnitt" }).click();
  await page.getByLabel("Rubrik", { exact: true }).last().fill(question);
  await page.getByRole("button", { name: "Lägg till stycke eller lista" }).last().click();
  await page.getByRole("menuitem", { name: "Stycke" }).click();
  await page.getByLabel("Text", { exact: true }).last().fill(answer);
  await publish(page);
  // Said beside the heading and in the panel, with no file's name.
  const taken = page.getByText(/ger adressen \/portfolio, som sajten själv använder/);
  await expect(taken).toHaveCount(2);
  await expect(refusal(page)).not.toContainText("content/");
  expect(await readdir(pages)).toEqual(before);

  const title = page.getByLabel("Rubrik", { exact: true }).first();
  // Decap's text field keeps its cursor where it was: emptied first, the heading replaces it.
  await title.fill("");
  await title.fill(heading);
  await expect(title).toHaveValue(heading);
  await publish(page);
  const file = join(pages, `${address}.yaml`);
  await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);
  const written = await readFile(file, "utf8");
  // Written on its own: no other page's opening comment about itself.
  expect(written).not.toContain("#");
  const saved = parse(written) as {
    title: string;
    sections: { heading: string; blocks: { type: string; text: string }[] }[];
  };
  expect(saved.title).toBe(heading);
  expect(saved.sections).toEqual([
    { heading: question, blocks: [{ type: "paragraph", text: answer }] },
  ]);
  // One file more in content/pages/, and nothing else there changed.
  expect((await readdir(pages)).sort()).toEqual([...before, `${address}.yaml`].sort());

  // The start page, open while the site is rebuilt, loads itself again once the new build is
  // served (not when its first file is on disk: a page opened then would be reloaded under the
  // test). Then it links to the new page from its footer, and the page is at its address with
  // its fact filled in.
  const site = await context.newPage();
  await site.goto("/");
  // Her eyes are on the editor: in a tab behind, the browser holds back its timers.
  await page.bringToFront();
  await expect(page.getByText("Sajten är uppdaterad", { exact: false })).toBeVisible({
    timeout: 600_000,
  });
  const link = site.getByRole("contentinfo").getByRole("link", { name: heading, exact: true });
  await expect(link).toHaveAttribute("href", `/${address}`, { timeout: 60_000 });
  await link.click();
  await expect(site).toHaveURL(new RegExp(`/${address}$`));
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(site.getByRole("heading", { level: 2, name: question })).toBeVisible();
  await expect(site.getByText(/Bilderna levereras inom \d+ timmar\./)).toBeVisible();
});
