// `npm start` on a project whose content/ cannot be built (a price written as a word, as an owner
// might save it by hand): it starts all the same, says in Swedish what to fix with no stack
// trace, serves a page that says it and the editor beside it; once the file is fixed the page
// becomes the site by itself, and a file broken again while it runs keeps the site on screen and
// is named in the editor. Runs its own `npm start` in another copy of the project.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parseDocument } from "yaml";
import { copyProject } from "../../scripts/copy-project.ts";
import { freePort } from "../../scripts/free-port.ts";

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

  const port = await freePort();
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
  await expect(page.getByRole("button", { name: "Logga in" })).toBeVisible();

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
  await expect(
    page.getByText("Startsidan › Paket och tillval › Paket › paket 1 › Pris: ska vara ett pris", {
      exact: false,
    }),
  ).toBeVisible();
});
