// `npm start` on a project whose content/ cannot be built (a price written as a word, as an owner
// might save it by hand): it starts all the same, says in Swedish what to fix with no stack
// trace, serves a page that says it and the editor beside it; once the file is fixed the page
// becomes the site by itself. A file broken by hand while it runs so that it no longer reads (a
// tab indent), replaced as `sed -i` does and then edited again, is heard each time, keeps the
// last good site on screen, is named in Swedish with its line and column, shown so in the editor
// in place of its form, and brought back from there as the last good build read it. A save in the
// editor then rebuilds the site: the box says so, then that it is updated, and a tab with the
// site reloads by itself. Runs its own `npm start` in another copy of the project.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import getPort from "get-port";
import { parseDocument } from "yaml";
import { fieldsOfFile } from "../../editor/fields/schema-fields.ts";
import { copyProject } from "../../scripts/copy-project.ts";
import { fieldsInside, fileEntry, labelOf } from "../editor-actions.ts";

const root = join(import.meta.dirname, "..", "..");
const copy = join(tmpdir(), `fotograf-trasig-fil-${process.pid}`);
const packagesFile = join(copy, "content", "packages.yaml");

let server: ChildProcess | undefined;
let output = "";
let site = "";
let good = "";
let broken = "";
let heading = "";

const problem = "content/packages.yaml: packages[0].price: ska vara ett pris från 1 kr";
const notices = (page: Page) => page.getByRole("status", { name: "Besked om sparning och bygge" });
/** How many builds have ended so far, and how many were refused. */
const built = () => output.split("Klart på").length;
const refused = () => output.split("Sajten byggdes inte om").length;

// One `npm start` for the four, one after another, as she meets them.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await copyProject(root, copy);
  good = await readFile(packagesFile, "utf8");
  const document = parseDocument(good);
  document.setIn(["packages", 0, "price"], "gratis");
  broken = document.toString({ lineWidth: 0 });
  await writeFile(packagesFile, broken);
  const home = parseDocument(await readFile(join(copy, "content", "home.yaml"), "utf8"));
  heading = String(home.getIn(["hero", "heading"]));

  const port = await getPort();
  site = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: copy,
    env: { ...process.env, PORT: String(port) },
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  await expect.poll(() => output, { timeout: 300_000 }).toContain("Sajten visas på");
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await rm(copy, { recursive: true, force: true });
});

test("npm start on a broken file starts, names the problem in Swedish and opens the editor", async ({
  page,
}) => {
  expect(output).toContain(problem);
  expect(output).toContain("Sajten gick inte att bygga");
  // No stack trace: no "at file:line" and no error class of Node's.
  expect(output).not.toMatch(/^\s+at .+:\d+/m);
  expect(output).not.toMatch(/\b(?:Type|Reference|Content)Error\b/);

  await page.goto(`${site}/`);
  await expect(page.getByRole("heading", { name: "Sajten gick inte att bygga" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: problem })).toBeVisible();
  await page.getByRole("link", { name: "Öppna redigeraren" }).click();
  await expect(page.getByRole("heading", { name: "Vad vill du ändra?" })).toBeVisible();
  // The editor's box says why from the start, as after a save.
  await expect(notices(page)).toContainText(
    "Startsidan › Paket och tillval › Paket › paket 1 › Pris: ska vara ett pris",
  );
});

test("the file fixed by hand, the open page becomes the site by itself", async ({ page }) => {
  await page.goto(`${site}/`);
  await writeFile(packagesFile, good);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 600_000 });
});

test("a file broken by hand so that it no longer reads, as `sed -i` replaces it and edited again, is heard each time, keeps the last good site on screen, is named with its line and column, and is brought back from the editor", async ({
  page,
}) => {
  const homeFile = join(copy, "content", "home.yaml");
  const goodHome = await readFile(homeFile, "utf8");
  const [indented] = /\n {2}\S/.exec(goodHome) ?? [];
  if (!indented) throw new Error("content/home.yaml has no indented line");
  const tabbed = goodHome.replace(indented, indented.replace("  ", "\t"));
  let count = refused();
  await writeFile(`${homeFile}.tmp`, tabbed);
  await rename(`${homeFile}.tmp`, homeFile);
  await expect.poll(refused, { timeout: 300_000 }).toBeGreaterThan(count);
  count = refused();
  await writeFile(homeFile, `${tabbed}\n`);
  await expect.poll(refused, { timeout: 300_000 }).toBeGreaterThan(count);
  const slip = /content\/home\.yaml, rad \d+, kolumn \d+: [^\n]+/.exec(output.slice(-4000))?.[0];
  expect(slip, "the terminal names the file, line and column").toBeDefined();
  expect(output).not.toMatch(/^\s+at .+:\d+/m);
  expect(output).not.toMatch(/\b(?:Type|Reference|Content|YAMLParse)Error\b/);
  await page.goto(`${site}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

  // The entry says what is wrong in place of its form, and brings the file back.
  await page.goto(`${site}/redigera/#/startsidan/home`);
  const notice = page.getByRole("region", { name: "Filen går inte att läsa" });
  await expect(notice).toContainText(slip ?? "", { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Publicera" })).toHaveCount(0);
  await expect(notices(page)).toContainText(slip ?? "");
  count = built();
  await notice.getByRole("button", { name: "Återställ senaste fungerande versionen" }).click();
  await expect.poll(() => readFile(homeFile, "utf8"), { timeout: 60_000 }).toBe(goodHome);
  await expect(notice).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Publicera" })).toBeVisible();
  await expect.poll(built, { timeout: 300_000 }).toBeGreaterThan(count);
});

test("a save in the editor rebuilds the site: the box says so, then that it is updated, and a tab with the site reloads by itself to show it", async ({
  page,
  context,
}) => {
  const siteTab = await context.newPage();
  await siteTab.goto(`${site}/`);
  await expect(siteTab.getByRole("heading", { level: 1 })).toHaveText(heading);

  await page.goto(`${site}/redigera/#/startsidan/home`);
  const hero = fieldsOfFile(fileEntry("startsidan", "home").file).find(
    (field) => field.name === "hero",
  );
  const field = page
    .getByRole("group", { name: hero?.label })
    .getByLabel(labelOf(fieldsInside(hero), "heading"), { exact: true });
  const mine = `${heading} i Stockholm`;
  await field.fill(mine);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(notices(page)).toContainText("Sajten byggs om …", { timeout: 60_000 });
  await expect(notices(page)).toContainText("Sajten är uppdaterad", { timeout: 300_000 });
  await expect(notices(page).getByRole("link", { name: "Visa sajten" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(siteTab.getByRole("heading", { level: 1 })).toHaveText(mine, { timeout: 60_000 });
});
