// `npm start` on a project whose content/ cannot be built (a price written as a word, as an owner
// might save it by hand): it starts all the same, says in Swedish what to fix with no stack
// trace, serves a page that says it and the editor beside it; once the file is fixed the page
// becomes the site by itself, and a file broken again while it runs keeps the site on screen and
// is named in the editor. A file broken by hand so that it no longer reads (a tab indent), replaced
// as `sed -i` does and then edited again, is heard each time, named in Swedish with its line and
// column, shown so in the editor in place of its form, and brought back from there as the last
// good build read it. Runs its own `npm start` in another copy of the project.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import getPort from "get-port";
import { parseDocument } from "yaml";
import { copyProject } from "../../scripts/copy-project.ts";

const root = join(import.meta.dirname, "..", "..");
const copy = join(tmpdir(), `fotograf-trasig-fil-${process.pid}`);
const packagesFile = join(copy, "content", "packages.yaml");

let server: ChildProcess | undefined;
let output = "";

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await rm(copy, { recursive: true, force: true });
});

test("npm start on a broken file starts, names the problem in Swedish and opens the editor", async ({
  page,
}) => {
  await copyProject(root, copy);
  const good = await readFile(packagesFile, "utf8");
  const broken = parseDocument(good);
  broken.setIn(["packages", 0, "price"], "gratis");
  await writeFile(packagesFile, broken.toString({ lineWidth: 0 }));
  const home = parseDocument(await readFile(join(copy, "content", "home.yaml"), "utf8"));
  const heading = String(home.getIn(["hero", "heading"]));

  const port = await getPort();
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
  const problem = "content/packages.yaml: packages[0].price: ska vara ett pris från 1 kr";
  expect(output).toContain(problem);
  expect(output).toContain("Sajten gick inte att bygga");
  // No stack trace: no "at file:line" and no error class of Node's.
  expect(output).not.toMatch(/^\s+at .+:\d+/m);
  expect(output).not.toMatch(/\b(?:Type|Reference|Content)Error\b/);

  const site = `http://127.0.0.1:${port}`;
  await page.goto(`${site}/`);
  await expect(page.getByRole("heading", { name: "Sajten gick inte att bygga" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: problem })).toBeVisible();
  await page.getByRole("link", { name: "Öppna redigeraren" }).click();
  await expect(page.getByRole("heading", { name: "Vad vill du ändra?" })).toBeVisible();
  // The editor's box says why from the start, as after a save.
  const reason = "Startsidan › Paket och tillval › Paket › paket 1 › Pris: ska vara ett pris";
  await expect(page.getByRole("status", { name: "Besked om sparning och bygge" })).toContainText(
    reason,
  );

  // Fixed by hand, the site is built, and the open page shows it by itself.
  await page.goto(`${site}/`);
  await writeFile(packagesFile, good);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 600_000 });

  // Broken again while it runs: the last good site stays, and the editor says what to fix.
  const rebuilds = output.split("Sparat – bygger om").length;
  await writeFile(packagesFile, broken.toString({ lineWidth: 0 }));
  await expect
    .poll(() => output.split("Sajten byggdes inte om").length, { timeout: 300_000 })
    .toBeGreaterThan(1);
  expect(output.split("Sparat – bygger om").length).toBeGreaterThan(rebuilds);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.goto(`${site}/redigera/`);
  await expect(page.getByRole("status", { name: "Besked om sparning och bygge" })).toContainText(
    reason,
  );

  // Mended; then home.yaml broken so that it does not read, replaced as `sed -i` does, and edited
  // again: each is heard, and named with its line and column.
  const built = () => output.split("Klart på").length;
  const refused = () => output.split("Sajten byggdes inte om").length;
  let count = built();
  await writeFile(packagesFile, good);
  await expect.poll(built, { timeout: 300_000 }).toBeGreaterThan(count);
  const homeFile = join(copy, "content", "home.yaml");
  const goodHome = await readFile(homeFile, "utf8");
  const [indented] = /\n {2}\S/.exec(goodHome) ?? [];
  if (!indented) throw new Error("content/home.yaml has no indented line");
  const tabbed = goodHome.replace(indented, indented.replace("  ", "\t"));
  count = refused();
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

  // The entry says what is wrong in place of its form, and brings the file back.
  await page.goto(`${site}/redigera/#/startsidan/home`);
  const notice = page.getByRole("region", { name: "Filen går inte att läsa" });
  await expect(notice).toContainText(slip ?? "", { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Publicera" })).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Besked om sparning och bygge" })).toContainText(
    slip ?? "",
  );
  count = built();
  await notice.getByRole("button", { name: "Återställ senaste fungerande versionen" }).click();
  await expect.poll(() => readFile(homeFile, "utf8"), { timeout: 60_000 }).toBe(goodHome);
  await expect(notice).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Publicera" })).toBeVisible();
  await expect.poll(built, { timeout: 300_000 }).toBeGreaterThan(count);
});
