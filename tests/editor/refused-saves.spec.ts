// Saves the build would refuse, or that would overwrite a newer save, are refused in the editor
// with the reasons in Swedish, and nothing is written: an emptied list of packages, and a save
// from a second tab opened before the first one saved. Run on a copy, as editor-session.spec.ts.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { publish, refusal } from "../editor-actions.ts";

const root = join(import.meta.dirname, "..", "..");
if (existsSync(join(root, ".git"))) {
  throw new Error(
    "tests/editor writes into content/: run it on a copy (node scripts/owner-edit-check.ts)",
  );
}

type Packages = { packages: { title: string; price: string }[] };
const packagesFile = join(root, "content", "packages.yaml");
const readPackages = () => readFile(packagesFile, "utf8");

async function openPackages(page: Page) {
  await page.goto("/redigera/#/collections/startsidan/entries/packages");
  const login = page.getByRole("button", { name: "Logga in" });
  await expect(login.or(page.getByRole("button", { name: "Publicerad" }))).toBeVisible();
  if (await login.isVisible()) await login.click();
}

/** A package's folded item, by the summary it shows: its name and its price. */
const packageItem = (page: Page, { title, price }: { title: string; price: string }) =>
  page.getByText(`${title} – ${price}`, { exact: true }).locator("xpath=..");

test("a save that empties the list of packages is refused with the build's reason, in the editor's words", async ({
  page,
}) => {
  const before = await readPackages();
  const { packages } = parse(before) as Packages;
  await openPackages(page);
  // Each removal asks first, naming the package; its button names it too. The first is removed
  // each time, so each is package 1 when it goes.
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  for (const item of packages) {
    await packageItem(page, item)
      .getByRole("button", { name: `Ta bort paket 1, ${item.title} – ${item.price}`, exact: true })
      .click();
  }
  expect(questions).toEqual(
    packages.map(
      ({ title, price }) =>
        `Vill du ta bort paket 1, ${title} – ${price}? Det försvinner när du publicerar.`,
    ),
  );
  await expect(page.getByText("0 paket", { exact: true })).toBeVisible();
  await publish(page);
  await expect(refusal(page)).toContainText(
    "Startsidan › Paket och tillval › Paket: ange minst ett paket",
  );
  // The refusal is the backend's answer: by then nothing was written.
  expect(await readPackages()).toBe(before);
  await expect(page.getByRole("button", { name: "Publicera", exact: true })).toBeVisible();
});

test("a save from a tab opened before another tab saved is refused, and the other save stays", async ({
  context,
}) => {
  const { packages } = parse(await readPackages()) as Packages;
  const [bas] = packages;
  if (!bas) throw new Error("content/packages.yaml has no package");
  const first = await context.newPage();
  const second = await context.newPage();
  await openPackages(first);
  await openPackages(second);
  await expect(packageItem(first, bas)).toBeVisible();

  const price = ["3.300 kr", "3.400 kr"].find((value) => value !== bas.price) ?? "3.300 kr";
  await packageItem(second, bas).getByRole("button").first().click();
  await second.getByLabel("Pris", { exact: true }).filter({ visible: true }).fill(price);
  await publish(second);
  await expect
    .poll(async () => (parse(await readPackages()) as Packages).packages[0]?.price)
    .toBe(price);
  await expect(second.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  const saved = await readPackages();

  await packageItem(first, bas).getByRole("button").first().click();
  await first
    .getByLabel("Namn", { exact: true })
    .filter({ visible: true })
    .first()
    .fill(`${bas.title} plus`);
  await publish(first);
  await expect(refusal(first)).toContainText("Ladda om sidan");
  expect(await readPackages()).toBe(saved);
});
