// The published editor at her own address, end to end, as `npm run start:published` rehearses it:
// she signs in through the sign-in window, a save is a commit on the repository's branch, made
// through the GitHub-shaped server with the calls Decap makes to GitHub, and the host builds and
// publishes it. Expected values are read from the rehearsal's repository.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { rehearsalDir } from "../../playwright.config.ts";
import {
  acceptQuestions,
  addPhotoFirst,
  isOnTop,
  publish,
  publishTakesNoClick,
  refusal,
  siteUpdated,
  visibleField,
} from "../editor-actions.ts";
import { commitOutside, fromBranch, git, gitBytes } from "./rehearsal-repository.ts";
import { signInRunsOut } from "./sign-in-runs-out.ts";

type Packages = { packages: { title: string; price: string }[] };

// Nothing leaves this computer: the rehearsal's site and its GitHub stand-in answer on 127.0.0.1,
// and what Decap asks of others (GitHub's status page) is refused, as offline.
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort("blockedbyclient"),
  );
});

/** Opens the editor at an entry and signs in through the sign-in window, which closes itself. */
async function signIn(page: Page, entry: string) {
  await page.goto(`/redigera/#/collections/${entry}`);
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Logga in med GitHub" }).click();
  const window = await opened;
  await expect.poll(() => window.isClosed()).toBe(true);
  // The form: "Publicerad" for a saved entry, "Publicera" for a new one.
  await expect(page.getByRole("button", { name: /^Publicera/ })).toBeVisible();
}

test("a price saved in the published editor is one commit, built and published by the host", async ({
  page,
}) => {
  const head = git("rev-parse", "main");
  const [bas] = fromBranch<Packages>("content/packages.yaml").packages;
  if (!bas) throw new Error("the rehearsal's packages.yaml has no package");
  const price = ["2.700 kr", "2.900 kr"].find((value) => value !== bas.price) ?? "2.700 kr";

  await signIn(page, "startsidan/entries/packages");
  await page
    .getByText(`${bas.title} – ${bas.price}`, { exact: true })
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
  await page.getByLabel("Pris", { exact: true }).filter({ visible: true }).fill(price);
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();

  // One commit on top of the branch, by her, that changes that one file and that price alone.
  expect(git("rev-parse", "main^")).toBe(head);
  expect(git("diff", "--name-only", head, "main")).toBe("content/packages.yaml");
  expect(git("log", "-1", "--format=%an")).toBe("Lena Ljus");
  const changed = git("diff", "--unified=0", head, "main")
    .split("\n")
    .filter((line) => /^[-+]\s/.test(line));
  expect(changed).toEqual([`-    price: ${bas.price}`, `+    price: ${price}`]);

  // The editor follows it to the site: being rebuilt, then updated, with a link there.
  const notices = page.getByRole("status", { name: "Besked om sparning och bygge" });
  await expect(notices).toContainText("Sajten byggs om");
  await expect(notices).toContainText("Sajten är uppdaterad", { timeout: 240_000 });
  await expect(notices.getByRole("link", { name: "Visa sajten" })).toHaveAttribute("href", "/");
  // Decap's per-entry preview, which no host makes here, is not offered.
  await expect(page.getByText("Kontrollera förhandsvisning")).toBeHidden();
  const site = await page.context().newPage();
  await expect(async () => {
    await site.goto("/");
    await expect(site.getByText(price).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});

test("a save from a tab opened before another tab saved is refused, and the other save stays", async ({
  page,
  context,
}) => {
  type Terms = { deliveryHours: number };
  const { deliveryHours } = fromBranch<Terms>("content/terms.yaml");
  const [theirs, mine] = [48, 72, 96].filter((hours) => hours !== deliveryHours);
  await signIn(page, "foretaget/entries/terms");
  // The other tab, opened after this one, in the same browser: signed in already.
  const other = await context.newPage();
  await other.goto("/redigera/#/collections/foretaget/entries/terms");
  const field = (tab: Page) => tab.getByRole("spinbutton", { name: "Leveranstid i timmar" });
  await expect(field(other)).toHaveValue(String(deliveryHours));
  await field(other).fill(String(theirs));
  await publish(other);
  await expect(other.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  const head = git("rev-parse", "main");

  await field(page).fill(String(mine));
  await publish(page);
  const panel = refusal(page);
  await expect(panel).toContainText("filen har ändrats sedan du öppnade den");
  await expect(panel).toContainText("inget av det som sparats där skrevs över");
  // Decap's own notice points there, in Swedish, with nothing of GitHub's or its own English.
  await expect(
    page.getByText("Ändringen sparades inte. Läs varför i rutan längst ned."),
  ).toBeVisible();
  await expect(page.getByText(/API_ERROR|fast forward/)).toHaveCount(0);
  expect(git("rev-parse", "main")).toBe(head);
  expect(fromBranch<Terms>("content/terms.yaml").deliveryHours).toBe(theirs);
});

/** Whether Decap has kept the form of `entry` in the browser (its copy in IndexedDB). */
const isKeptInBrowser = (page: Page, entry: string) =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((done) => {
        const open = indexedDB.open("localforage");
        open.onerror = () => done(false);
        open.onsuccess = () => {
          const stores = open.result;
          if (!stores.objectStoreNames.contains("keyvaluepairs")) return done(false);
          const read = stores.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key);
          read.onsuccess = () => done(Boolean(read.result));
          read.onerror = () => done(false);
        };
      }),
    `backup.${entry.replace("/entries/", ".")}`,
  );

test("an unsaved change brought back after a reload is offered with its time, stays, and is refused when the file was saved since", async ({
  page,
}) => {
  type Terms = { deliveryHours: number };
  const { deliveryHours } = fromBranch<Terms>("content/terms.yaml");
  const [theirs, mine] = [48, 72, 96].filter((hours) => hours !== deliveryHours);
  const field = (tab: Page) => tab.getByRole("spinbutton", { name: "Leveranstid i timmar" });
  await signIn(page, "foretaget/entries/terms");
  await field(page).fill(String(mine));
  // Decap keeps the form in the browser a moment after the last change.
  await expect.poll(() => isKeptInBrowser(page, "foretaget/entries/terms")).toBe(true);

  // Meanwhile the file is saved elsewhere: on her phone, or on GitHub's website.
  const saved = git("show", "main:content/terms.yaml").replace(
    `deliveryHours: ${deliveryHours}`,
    `deliveryHours: ${theirs}`,
  );
  commitOutside("content/terms.yaml", saved);
  const head = git("rev-parse", "main");

  // Leaving the page with a change asks first (with no words of the page's own); then Decap asks.
  const questions = acceptQuestions(page);
  await page.reload();
  await expect.poll(() => questions.filter(Boolean).length).toBe(1);
  expect(questions.filter(Boolean)[0]).toMatch(
    /^Här finns en ändring som du inte sparade, från i dag kl\. \d+\.\d\d\./,
  );
  // Her change stays in the form once the file has been read and the question answered.
  await expect(field(page)).toHaveValue(String(mine));
  await page.waitForLoadState("networkidle");
  await expect(field(page)).toHaveValue(String(mine));

  await publish(page);
  await expect(refusal(page)).toContainText("efter din osparade ändring från i dag kl.");
  expect(git("rev-parse", "main")).toBe(head);
  expect(git("show", "main:content/terms.yaml")).toBe(saved);
});

/**
 * Signed in at the terms, her unsaved change of the delivery hours, which Decap has kept in the
 * browser; with the file as it was and the field.
 */
async function unsavedDeliveryHours(page: Page) {
  const before = git("show", "main:content/terms.yaml");
  const { deliveryHours } = parse(before) as { deliveryHours: number };
  const mine = [48, 72, 96].find((hours) => hours !== deliveryHours) ?? 48;
  const field = page.getByRole("spinbutton", { name: "Leveranstid i timmar" });
  await signIn(page, "foretaget/entries/terms");
  await field.fill(String(mine));
  await expect.poll(() => isKeptInBrowser(page, "foretaget/entries/terms")).toBe(true);
  return { before, mine, field };
}

/** One line of terms.yaml changed, to `mine`; every comment and the rest as they were. */
function expectDeliveryHoursAlone(before: string, mine: number) {
  const after = git("show", "main:content/terms.yaml").split("\n");
  expect(after.filter((line) => !before.split("\n").includes(line))).toEqual([
    `deliveryHours: ${mine}`,
  ]);
  expect(after.length).toBe(before.split("\n").length);
}

test("an unsaved change brought back after a reload is saved into the file, its comments kept", async ({
  page,
}) => {
  const { before, mine, field } = await unsavedDeliveryHours(page);
  const questions = acceptQuestions(page);
  await page.reload();
  await expect.poll(() => questions.filter(Boolean).length).toBe(1);
  await expect(field).toHaveValue(String(mine));
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  expectDeliveryHoursAlone(before, mine);
});

test("at 390 px, a sign-in that runs out mid-edit signs her out; signed in again, her change is offered back, kept and published", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { before, mine, field } = await unsavedDeliveryHours(page);

  // Her sign-in runs out: GitHub answers every request with her token as it does then.
  const expiry = await signInRunsOut(context);
  await publish(page);
  const signInButton = page.getByRole("button", { name: "Logga in med GitHub" });
  await expect(signInButton).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "har gått ut" }).first()).toContainText(
    "Logga in igen med GitHub",
  );
  await expect.poll(() => isOnTop(signInButton)).toBe(true);
  await expect(page.getByText("Bad credentials")).toHaveCount(0);

  // Signed in again, she is asked about her change, keeps it, and publishes it.
  expiry.signInWorks();
  const questions = acceptQuestions(page);
  const opened = page.waitForEvent("popup");
  await signInButton.click();
  const window = await opened;
  await expect.poll(() => window.isClosed()).toBe(true);
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toMatch(
    /^Här finns en ändring som du inte sparade, från i dag kl\. \d+\.\d\d\./,
  );
  await expect(field).toHaveValue(String(mine));
  await expect(page.getByText("har gått ut")).toHaveCount(0);
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  expectDeliveryHoursAlone(before, mine);
});

test("a commit made elsewhere that breaks the build is built by the host; after her unrelated save the editor names that commit and file, offers its restore and no undo", async ({
  page,
}) => {
  // A file broken outside the editor, as on GitHub's website: a tab where YAML wants spaces. The
  // host builds it, as it builds every commit to the branch.
  const home = git("show", "main:content/home.yaml");
  const built = git("rev-parse", "main:content/home.yaml");
  commitOutside("content/home.yaml", home.replace(/\n {2}(?=\S)/, "\n\t"));
  const outside = git("rev-parse", "main");
  type Terms = { deliveryHours: number };
  const { deliveryHours } = fromBranch<Terms>("content/terms.yaml");
  try {
    // The host has built it (its log written, its checkout gone once the build ended).
    const hostDir = (folder: string) => join(rehearsalDir, folder, outside);
    await expect
      .poll(() => existsSync(`${hostDir("logs")}.log`) && !existsSync(hostDir("checkouts")), {
        timeout: 240_000,
      })
      .toBe(true);
    // The editor says it as she opens it, before any save of hers.
    await signIn(page, "foretaget/entries/terms");
    const notices = page.getByRole("status", { name: "Besked om sparning och bygge" });
    await expect(notices).toContainText("det beror inte på en ändring du gjort i redigeraren");
    await expect(notices).not.toContainText("Din ändring är sparad");
    await page
      .getByRole("spinbutton", { name: "Leveranstid i timmar" })
      .fill(String(deliveryHours === 48 ? 72 : 48));
    await publish(page);
    await expect(notices).toContainText("Sajten byggs om");
    await expect(notices).toContainText("Din ändring är sparad", {
      timeout: 240_000,
    });
    await expect(notices).toContainText(
      'content/home.yaml ändrades senast i "Update content/home.yaml" (Lena Ljus, i dag kl.',
    );
    await expect(notices).toContainText("tabb");
    await expect(notices).toContainText("Din ändring är sparad");
    // Her save did not break it: no undo of it is offered.
    await expect(notices.getByRole("button", { name: "Ångra ändringen" })).toHaveCount(0);
    // The site still shows what was last built.
    const site = await page.context().newPage();
    await site.goto("/");
    await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
    // The start page's form says what is wrong in place of the form.
    await site.goto("/redigera/#/collections/startsidan/entries/home");
    const notice = site.getByRole("region", { name: "Filen går inte att läsa" });
    await expect(notice).toContainText(/content\/home\.yaml, rad \d+, kolumn \d+/);
    await expect.poll(() => publishTakesNoClick(site)).toBe(true);
    await site.close();
    // Back to the editor's tab, in front as hers is (a tab behind has its timers held back).
    await page.bringToFront();

    // The broken file brought back as the live site was built from it, as a new commit.
    await notices.getByRole("button", { name: "Återställ senaste fungerande versionen" }).click();
    await expect.poll(() => git("rev-parse", "main:content/home.yaml")).toBe(built);
    expect(git("log", "-1", "--format=%s")).toBe(
      "Redigeraren: tog tillbaka content/home.yaml som den var i senaste fungerande bygget",
    );
    await siteUpdated(page, 240_000);
  } finally {
    // Whatever happened above, the next test starts from a file that reads.
    if (git("rev-parse", "main:content/home.yaml") !== built) {
      commitOutside("content/home.yaml", `${home}\n`);
    }
  }
});

test("offline, Publicera says at once that GitHub cannot be reached; the change stays and is published once online", async ({
  page,
  context,
}) => {
  type Terms = { deliveryHours: number };
  const { deliveryHours } = fromBranch<Terms>("content/terms.yaml");
  const mine = deliveryHours === 48 ? 72 : 48;
  const head = git("rev-parse", "main");
  const field = page.getByRole("spinbutton", { name: "Leveranstid i timmar" });
  await signIn(page, "foretaget/entries/terms");
  await field.fill(String(mine));
  await context.setOffline(true);
  await publish(page);
  await expect(refusal(page)).toContainText("fick ingen kontakt med GitHub");
  await expect(field).toHaveValue(String(mine));
  expect(git("rev-parse", "main")).toBe(head);

  await context.setOffline(false);
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  expect(fromBranch<Terms>("content/terms.yaml").deliveryHours).toBe(mine);
});

test("Ångra ändringen brings the file back as it was, as a new commit, and the form shows it", async ({
  page,
}) => {
  type Terms = { deliveryHours: number };
  const { deliveryHours } = fromBranch<Terms>("content/terms.yaml");
  const before = git("rev-parse", "main:content/terms.yaml");
  await signIn(page, "foretaget/entries/terms");
  const field = page.getByRole("spinbutton", { name: "Leveranstid i timmar" });
  await field.fill(String(deliveryHours === 48 ? 72 : 48));
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  const saved = git("rev-parse", "main");

  await page.getByRole("button", { name: "Ångra ändringen" }).click();
  await expect.poll(() => git("rev-parse", "main:content/terms.yaml")).toBe(before);
  expect(git("rev-parse", "main^")).toBe(saved);
  // The page loads afresh (Decap's 7 MB page, on a machine busy with the host's build), its form
  // filled from the file as it is again, and the notice goes on.
  await expect(field).toHaveValue(String(deliveryHours), { timeout: 90_000 });
  await expect(page.getByRole("status", { name: "Besked om sparning och bygge" })).toContainText(
    /Sajten byggs om|Sajten är uppdaterad/,
  );
});

test("a text page whose heading Decap would make an address the build refuses is not committed", async ({
  page,
}) => {
  const head = git("rev-parse", "main");
  await signIn(page, "textsidor/new");
  const title = page.getByLabel("Rubrik", { exact: true }).first();
  await expect(title).toBeVisible();
  // Decap keeps _ in an address: the file would be content/pages/villkor_2025.yaml.
  await title.fill("Villkor_2025");
  await page.getByLabel("Beskrivning i sökresultat", { exact: true }).fill("Villkoren för 2025.");
  await page.getByRole("button", { name: "Lägg till avsnitt" }).click();
  await page.getByLabel("Rubrik", { exact: true }).last().fill("Bokning");
  await page.getByRole("button", { name: "Lägg till stycke eller lista" }).last().click();
  await page.getByRole("menuitem", { name: "Stycke" }).click();
  await page.getByLabel("Text", { exact: true }).last().fill("Du bokar genom att mejla.");
  await publish(page);
  const refused = refusal(page);
  // Said in her words beside the heading too, with no file's name.
  const said = "Rubrik: ger adressen /villkor_2025, men en adress får bara ha små bokstäver a–z";
  await expect(refused).toContainText(said);
  await expect(refused).not.toContainText("content/");
  await expect(page.getByText(/^ger adressen \/villkor_2025, men/)).toBeVisible();
  expect(git("rev-parse", "main")).toBe(head);
});

test("a portfolio section given a key another section has, new or saved, is not committed", async ({
  page,
}) => {
  const head = git("rev-parse", "main");
  const [section, taken] = git("ls-tree", "-d", "--name-only", "main:content/portfolio").split(
    "\n",
  );
  if (!section || !taken) throw new Error("the rehearsal has fewer than two portfolio sections");
  /** Said as taken, in the panel and beside the key, with no folder's or file's name. */
  const expectTaken = async () => {
    const refused = refusal(page);
    await expect(refused).toContainText(`Nyckel: ${taken} finns redan: ett annat avsnitt har den.`);
    await expect(refused).not.toContainText("content/");
    await expect(
      page.getByText(`${taken} finns redan: ett annat avsnitt har den. Välj en annan.`, {
        exact: true,
      }),
    ).toBeVisible();
    expect(git("rev-parse", "main")).toBe(head);
  };
  await signIn(page, `portfolio/entries/${section}/avsnitt`);
  const key = page.getByLabel("Nyckel", { exact: true });
  await expect(key).toHaveValue(section);
  await key.fill(taken);
  await publish(page);
  await expectTaken();

  // A new section under that key: Decap would number its address; the gate says it is taken.
  await page.goto("/redigera/#/collections/portfolio/new");
  await key.fill(taken);
  await page.getByLabel("Rubrik", { exact: true }).fill("Ett avsnitt till");
  await publish(page);
  await expectTaken();
});

test("a heading, and a photo uploaded into a section and moved first, reach the rebuilt site", async ({
  page,
}) => {
  type Home = { hero: { heading: string } };
  type Section = { key: string; title: string; photos: { file: string; alt?: string }[] };
  const { hero } = fromBranch<Home>("content/home.yaml");
  const heading = ["Ljusa bilder som säljer hemmet", "Bilder som säljer hemmet"].find(
    (text) => text !== hero.heading,
  );
  const { sections } = fromBranch<{ sections: string[] }>("content/portfolio.yaml");
  const [key] = sections;
  if (!key || !heading) throw new Error("the rehearsal's portfolio lists no section");
  const section = fromBranch<Section>(`content/portfolio/${key}/avsnitt.yaml`);
  const names = new Set(git("ls-tree", "--name-only", `main:content/portfolio/${key}`).split("\n"));
  const file = ["ny-bild.jpg", "ny-bild-2.jpg", "ny-bild-3.jpg"].find((name) => !names.has(name));
  if (!file) throw new Error(`content/portfolio/${key} has every test photo's name`);
  const photo = { file, alt: "Ljust kök med fönster mot gården" };
  // A real photo of the rehearsal's business, uploaded under a new name.
  const uploaded = gitBytes("show", "main:content/images/hero.jpg");

  await signIn(page, "startsidan/entries/home");
  const field = visibleField(page, "Rubrik").first();
  await expect(field).toHaveValue(hero.heading);
  await field.fill(heading);
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  expect(fromBranch<Home>("content/home.yaml").hero.heading).toBe(heading);

  await page.goto(`/redigera/#/collections/portfolio/entries/${key}/avsnitt`);
  await addPhotoFirst(page, section.photos.length, photo, uploaded);
  const head = git("rev-parse", "main");
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();

  // One commit: the photo, byte for byte, and the section's list with it first.
  expect(git("rev-parse", "main^")).toBe(head);
  expect(git("diff", "--name-only", head, "main").split("\n").sort()).toEqual(
    [`content/portfolio/${key}/avsnitt.yaml`, `content/portfolio/${key}/${photo.file}`].sort(),
  );
  expect(gitBytes("show", `main:content/portfolio/${key}/${photo.file}`)).toEqual(uploaded);
  expect(fromBranch<Section>(`content/portfolio/${key}/avsnitt.yaml`).photos).toEqual([
    photo,
    ...section.photos,
  ]);

  // Published again from the same form, which still holds the photo as Decap keeps it: one more
  // commit, of the section's file alone; the same photo sent again is no overwrite.
  const title = `${section.title} i ljus`;
  await visibleField(page, "Rubrik").first().fill(title);
  const first = git("rev-parse", "main");
  await publish(page);
  await expect(page.getByRole("button", { name: "Publicerad", exact: true })).toBeVisible();
  expect(git("rev-parse", "main^")).toBe(first);
  expect(git("diff", "--name-only", first, "main")).toBe(`content/portfolio/${key}/avsnitt.yaml`);
  expect(fromBranch<Section>(`content/portfolio/${key}/avsnitt.yaml`).title).toBe(title);

  await siteUpdated(page, 240_000);
  const site = await page.context().newPage();
  await site.goto("/");
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(heading);
  await site.goto("/portfolio");
  const carousel = site.getByRole("region", { name: title, exact: true });
  await expect(carousel.locator('[aria-roledescription="slide"] img').first()).toHaveAttribute(
    "alt",
    photo.alt,
  );
});

for (const width of [1280, 390]) {
  test(`at ${width} px, the top bar's media library refuses to delete a photo the site shows and to upload one the build refuses, above the library`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
    const head = git("rev-parse", "main");
    const { hero } = fromBranch<{ hero: { image: { file: string } } }>("content/home.yaml");
    const questions = acceptQuestions(page);
    await signIn(page, "startsidan/entries/home");
    // The collections' list: no form open, so nothing but the commit's own check guards it.
    await page.goto("/redigera/#/collections/startsidan");
    await page.getByRole("button", { name: "Media", exact: true }).click();
    const library = page.getByRole("dialog");
    await library.getByText(hero.image.file, { exact: true }).click();
    await library.getByRole("button", { name: "Radera markerad" }).click();
    const refused = refusal(page, /Bilden raderades inte/);
    // Where the site shows it, by the editor's names.
    await expect(refused).toContainText(new RegExp(`Startsidan › .+: visar ${hero.image.file}`));
    await expect(refused).toContainText("publicera först; radera den sedan");
    expect(await isOnTop(refused.getByRole("heading"))).toBe(true);
    await expect(library).toBeVisible();
    expect(questions).toEqual(["Vill du radera bilden? Det går inte att ångra."]);
    // Decap's own notice, in Swedish, points there.
    await expect(
      page.getByText("Bilden raderades inte. Läs varför i rutan längst ned."),
    ).toBeVisible();
    await refused.getByRole("button", { name: "Stäng" }).click();

    // A photo too small for the site: refused before it becomes a commit.
    const small = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#88aacc" },
    })
      .jpeg()
      .toBuffer();
    await library
      .locator("input[type=file]")
      .setInputFiles({ name: "liten.jpg", mimeType: "image/jpeg", buffer: small });
    const upload = refusal(page, /Bilden laddades inte upp/);
    await expect(upload).toContainText("content/images/liten.jpg: för liten, 640×480 px");
    expect(await isOnTop(upload.getByRole("heading"))).toBe(true);
    await expect(
      page.getByText("Bilden sparades inte. Läs varför i rutan längst ned."),
    ).toBeVisible();
    await expect(page.getByText(/Failed to|API_ERROR/)).toHaveCount(0);
    expect(git("rev-parse", "main")).toBe(head);
  });
}

test("in the media library, a photo replaced under its name takes the place of one the site shows, and a photo committed elsewhere since the library was opened is not overwritten", async ({
  page,
}) => {
  const { hero } = fromBranch<{ hero: { image: { file: string } } }>("content/home.yaml");
  const photo = (background: string) =>
    sharp({ create: { width: 2400, height: 1600, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const questions = acceptQuestions(page);
  await signIn(page, "startsidan/entries/home");
  await page.goto("/redigera/#/collections/startsidan");
  await page.getByRole("button", { name: "Media", exact: true }).click();
  const library = page.getByRole("dialog");
  await expect(library.getByText(hero.image.file, { exact: true })).toBeVisible();
  const blobOf = (path: string) => git("rev-parse", `main:${path}`);

  // The start page's photo, replaced: she is asked, and though the old photo is not deleted (the
  // site shows it, as the question says), the new photo is committed in its place.
  const before = blobOf(`content/images/${hero.image.file}`);
  await library.locator("input[type=file]").setInputFiles({
    name: hero.image.file,
    mimeType: "image/jpeg",
    buffer: await photo("#c8b89a"),
  });
  await expect.poll(() => blobOf(`content/images/${hero.image.file}`)).not.toBe(before);
  expect(questions[0]).toMatch(
    new RegExp(`^Det finns redan en bild som heter ${hero.image.file}\\.`),
  );

  // Another tab commits a photo under a name, after this library listed the folder.
  const elsewhere = await photo("#6a7f8e");
  commitOutside("content/images/fran-annan-flik.jpg", elsewhere);
  const theirs = blobOf("content/images/fran-annan-flik.jpg");
  const head = git("rev-parse", "main");
  await library.locator("input[type=file]").setInputFiles({
    name: "fran-annan-flik.jpg",
    mimeType: "image/jpeg",
    buffer: await photo("#3d4a3f"),
  });
  const refused = refusal(page, /Bilden laddades inte upp/);
  await expect(refused).toContainText("En bild med samma namn har sparats sedan du öppnade");
  expect(await isOnTop(refused.getByRole("heading"))).toBe(true);
  expect(git("rev-parse", "main")).toBe(head);
  expect(blobOf("content/images/fran-annan-flik.jpg")).toBe(theirs);
});
