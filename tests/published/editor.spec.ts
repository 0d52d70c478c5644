// The owner's editor at /redigera/ at her own address, as the publishing
// rehearsal runs it: she signs in through the sign-in window, each save is a commit on the
// repository's branch through the GitHub-shaped server, and the host builds it. Two tabs are two
// pages of one browser context. Expected values are read from the rehearsal's repository.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { collections } from "../../editor/fields/collections.ts";
import type { Field } from "../../editor/fields/fields.ts";
import { fileEntry, labelOf, saved } from "../editor-actions.ts";
import { commitOutside, fromBranch, git } from "./rehearsal-repository.ts";
import { signInRunsOut } from "./sign-in-runs-out.ts";

// Nothing leaves this computer: the rehearsal's site and its GitHub stand-in answer on 127.0.0.1.
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort("blockedbyclient"),
  );
});

/** A commit through GitHub and the gate before it: some seconds, room for a busy machine. */
const saveTime = 60_000;

/** Signs in through the sign-in window, which closes itself, on the editor at `hash`. */
async function signIn(page: Page, hash: string) {
  await page.goto(`/redigera/${hash}`);
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Logga in med GitHub" }).click();
  const window = await opened;
  await expect.poll(() => window.isClosed()).toBe(true);
  // Signed in: the list, or the form open for input once no unsaved change is to be offered.
  await expect(
    hash
      ? page.getByRole("button", { name: "Publicera" })
      : page.getByRole("heading", { level: 1 }),
  ).toBeEnabled();
}

type Terms = Record<string, number>;
const terms = fileEntry("foretaget", "terms");

test("two tabs of one browser: her unsaved change is kept for her tab, offered back after a reload, and not published over the other tab's save", async ({
  page,
}) => {
  const delivery = labelOf(terms.fields, "deliveryHours");
  const fee = labelOf(terms.fields, "lateCancellationFee");
  const before = fromBranch<Terms>(terms.file);
  await signIn(page, "#/foretaget/terms");
  const tabB = await page.context().newPage();
  await tabB.goto("/redigera/#/foretaget/terms");

  const mine = (before.deliveryHours ?? 0) + 12;
  const theirs = (before.lateCancellationFee ?? 0) + 150;
  await page.getByLabel(delivery).fill(String(mine));
  await tabB.getByLabel(fee).fill(String(theirs));
  await tabB.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(tabB)).toBeVisible({ timeout: saveTime });
  expect(fromBranch<Terms>(terms.file)).toEqual({ ...before, lateCancellationFee: theirs });

  await page.reload();
  const offer = page.getByRole("region", {
    name: /^Du har en ändring som inte är publicerad, från i dag kl\. \d\d\.\d\d$/,
  });
  await expect(offer).toContainText("Filen har publicerats på nytt sedan dess");
  await offer.getByRole("button", { name: "Fortsätt med ändringen" }).click();
  await expect(page.getByLabel(delivery)).toHaveValue(String(mine));
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("alert")).toContainText("filen har ändrats sedan du öppnade den");
  expect(fromBranch<Terms>(terms.file)).toEqual({ ...before, lateCancellationFee: theirs });
});

test("at 390 px, a sign-in that runs out as she publishes signs her out; signed in again, her change is offered back and published", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const delivery = labelOf(terms.fields, "deliveryHours");
  const before = fromBranch<Terms>(terms.file);
  await signIn(page, "#/foretaget/terms");
  const mine = (before.deliveryHours ?? 0) + 24;
  await page.getByLabel(delivery).fill(String(mine));

  // Her sign-in runs out: GitHub answers every request with her token as it does then.
  const expiry = await signInRunsOut(context);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Din inloggning hos GitHub har gått ut",
  );

  expiry.signInWorks();
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Logga in med GitHub" }).click();
  await expect.poll(async () => (await opened).isClosed()).toBe(true);
  const offer = page.getByRole("region", { name: /^Du har en ändring som inte är publicerad/ });
  await offer.getByRole("button", { name: "Fortsätt med ändringen" }).click();
  await expect(page.getByLabel(delivery)).toHaveValue(String(mine));
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  expect(fromBranch<Terms>(terms.file)).toEqual({ ...before, deliveryHours: mine });
});

test("offline, Publicera says at once that GitHub cannot be reached; the change stays and is published once online", async ({
  page,
  context,
}) => {
  const delivery = labelOf(terms.fields, "deliveryHours");
  const before = fromBranch<Terms>(terms.file);
  await signIn(page, "#/foretaget/terms");
  const mine = (before.deliveryHours ?? 0) + 12;
  await page.getByLabel(delivery).fill(String(mine));
  await context.setOffline(true);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("alert")).toContainText("GitHub svarar inte. Är du utan internet?");
  await expect(page.getByLabel(delivery)).toHaveValue(String(mine));
  expect(fromBranch<Terms>(terms.file)).toEqual(before);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  expect(fromBranch<Terms>(terms.file)).toEqual({ ...before, deliveryHours: mine });
});

test("a section taken out of the portfolio page's order, by its row's remove button, is published without it", async ({
  page,
}) => {
  const portfolioPage = fileEntry("sidor", "portfolioPage");
  const before = fromBranch<{ sections: string[] }>(portfolioPage.file);
  const orderLabel = labelOf(portfolioPage.fields, "sections");
  await signIn(page, "#/sidor/portfolioPage");
  const order = page.getByRole("group", { name: orderLabel });
  const last = before.sections.length;
  await order.getByRole("button", { name: new RegExp(`^Ta bort .* ${last}$`) }).click();
  await order.getByRole("button", { name: "Ta bort", exact: true }).click();
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  expect(fromBranch<{ sections: string[] }>(portfolioPage.file).sections).toEqual(
    before.sections.slice(0, -1),
  );
  const otherTexts = collections.find((collection) => collection.name === "sidor")?.label;
  expect(git("log", "-1", "--format=%s", "main")).toBe(
    `Redigeraren: ändrade ${otherTexts} › ${portfolioPage.label}`,
  );
});

test("a text page she adds is published with the comment of its kind, and she can take it away again", async ({
  page,
}) => {
  const textPages = collections.find((collection) => collection.name === "textsidor");
  const fields = textPages?.fields ?? [];
  const sections = fields.find((field) => field.name === "sections");
  const sectionFields = (sections?.fields ?? []) as Field[];
  await signIn(page, "");
  await page.getByRole("link", { name: "Lägg till textsida" }).click();
  await page.getByLabel(labelOf(fields, "title"), { exact: true }).first().fill("Presentkort");
  await page.getByLabel(labelOf(fields, "description")).fill("Ge bort en fotografering.");
  await page.getByRole("button", { name: `Lägg till ${sections?.label_singular}` }).click();
  const section = page.getByRole("listitem").filter({ hasText: /^Avsnitt 1/ });
  await section
    .getByLabel(labelOf(sectionFields, "heading"), { exact: true })
    .fill("Så fungerar det");
  await section.getByRole("button", { name: "Lägg till stycke" }).click();
  await section
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("Presentkortet gäller i ett år.");
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  const file = "content/pages/presentkort.yaml";
  expect(git("show", `main:${file}`)).toMatch(/^# En textsida \(sidan \/presentkort\)/);
  expect(fromBranch<{ title: string }>(file).title).toBe("Presentkort");
  await expect(page).toHaveURL(/#\/textsidor\/presentkort$/);

  await page.getByRole("button", { name: "Ta bort sidan" }).click();
  await page
    .getByRole("group", { name: /^Ta bort sidan/ })
    .getByRole("button", { name: "Ta bort sidan" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Sidan Presentkort är borttagen." }),
  ).toBeVisible({
    timeout: saveTime,
  });
  expect(git("ls-tree", "main", file)).toBe("");
});

test("a photo picked for a section: an iPhone's HEIC refused beside its field and never kept; a JPEG kept through a reload and published with the section in one commit", async ({
  page,
}) => {
  const [key] = fromBranch<{ sections: string[] }>("content/portfolio.yaml").sections;
  const portfolio = collections.find((collection) => collection.name === "portfolio");
  const photosField = portfolio?.fields?.find((field) => field.name === "photos");
  const photoLabel = labelOf((photosField?.fields ?? []) as Field[], "file");
  await signIn(page, `#/portfolio/${key}`);
  await page.getByRole("button", { name: `Lägg till ${photosField?.label_singular}` }).click();
  const added = page.getByRole("listitem").last();
  await added.getByLabel("Ladda upp en bild").setInputFiles({
    name: "IMG_0042.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic"),
  });
  await expect(added.getByRole("alert")).toContainText("IMG_0042.HEIC är en HEIC-bild");
  const jpeg = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: "#8a9a88" },
  })
    .jpeg()
    .toBuffer();
  await added.getByLabel("Ladda upp en bild").setInputFiles({
    name: "Kök 1.JPG",
    mimeType: "image/jpeg",
    buffer: jpeg,
  });
  await expect(added.getByLabel(photoLabel, { exact: true })).toHaveValue("kok-1.jpg");

  await page.reload();
  await page
    .getByRole("region", { name: /^Du har en ändring som inte är publicerad/ })
    .getByRole("button", { name: "Fortsätt med ändringen" })
    .click();
  const kept = page.getByRole("listitem").last();
  await expect(kept.getByLabel(photoLabel, { exact: true })).toHaveValue("kok-1.jpg");
  await expect(page.getByRole("option", { name: /heic/i })).toHaveCount(0);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(saved(page)).toBeVisible({ timeout: saveTime });
  const folder = `content/portfolio/${key}`;
  expect(git("cat-file", "-s", `main:${folder}/kok-1.jpg`)).toBe(String(jpeg.length));
  const section = fromBranch<{ photos: { file: string }[] }>(`${folder}/avsnitt.yaml`);
  expect(section.photos.at(-1)?.file).toBe("kok-1.jpg");
});

test("a commit made elsewhere that breaks the build is named as she opens the editor, in her labels, and the file is brought back as the site was last built", async ({
  page,
}) => {
  const packages = fileEntry("startsidan", "packages");
  const good = git("show", `main:${packages.file}`);
  const broken = parse(good) as { packages: { price: string }[] };
  const [first] = broken.packages;
  if (!first) throw new Error(`${packages.file} has no package`);
  first.price = "2.50";
  commitOutside(packages.file, stringify(broken));

  await signIn(page, "");
  const notices = page.getByRole("status", { name: "Besked om sparning och bygge" });
  const price = `${packages.label} › ${labelOf(packages.fields, "packages")} › paket 1 › ${labelOf(
    (packages.fields.find((field) => field.name === "packages")?.fields ?? []) as Field[],
    "price",
  )}`;
  // The host builds the commit; she sees its failure when she opens the editor after it.
  await expect(async () => {
    await page.reload();
    await expect(notices).toContainText(price, { timeout: 5_000 });
  }).toPass({ timeout: 4 * 60_000 });
  await expect(notices).toContainText('ändrades senast i "Update content/packages.yaml"');
  await notices.getByRole("button", { name: "Återställ senaste fungerande versionen" }).click();
  await expect.poll(() => git("show", `main:${packages.file}`), { timeout: saveTime }).toBe(good);
});
