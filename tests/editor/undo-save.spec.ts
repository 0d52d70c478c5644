// A save the owner regrets: "Ångra ändringen" in the editor's panel brings the file back to how
// it was before, byte for byte, and the form shows it. Run on a copy, as editor-session.spec.ts.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";

const root = join(import.meta.dirname, "..", "..");
if (existsSync(join(root, ".git"))) {
  throw new Error(
    "tests/editor writes into content/: run it on a copy (node scripts/owner-edit-check.ts)",
  );
}
const termsFile = join(root, "content", "terms.yaml");
type Terms = { deliveryHours: number };

test("a save is taken back with Ångra ändringen, and the file is as it was", async ({ page }) => {
  const before = await readFile(termsFile, "utf8");
  const { deliveryHours } = parse(before) as Terms;
  const changed = deliveryHours === 48 ? 72 : 48;
  await page.goto("/redigera/#/collections/foretaget/entries/terms");
  const login = page.getByRole("button", { name: "Logga in" });
  await expect(login.or(page.getByRole("button", { name: "Publicerad" }))).toBeVisible();
  if (await login.isVisible()) await login.click();
  const field = page.getByRole("spinbutton", { name: "Leveranstid i timmar" });
  await expect(field).toHaveValue(String(deliveryHours));
  await field.fill(String(changed));
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicera nu" }).click();
  await expect
    .poll(async () => (parse(await readFile(termsFile, "utf8")) as Terms).deliveryHours)
    .toBe(changed);
  await page.getByRole("button", { name: "Ångra ändringen" }).click();
  await expect.poll(() => readFile(termsFile, "utf8")).toBe(before);
  // The page loads afresh, its form filled from the file as it is again.
  await expect(field).toHaveValue(String(deliveryHours));
});
