// The editor's browser tests run once per backend, from one spec set: on her computer (the local
// server's own handler, scripts/local/editor-backend.ts, over a copy of content/ in a temporary
// folder, the site served beside it) and at her own address (the publishing rehearsal: she signs
// in through the sign-in window, each save is a commit through the GitHub-shaped server, and the
// host builds it). playwright.config.ts names the backend of each project; a test that holds for
// one backend only is tagged with it (@lokal, @publicerad). Expected values are read from where
// the backend keeps content/, so an owner's edit never turns them red.
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import getPort from "get-port";
import type { BackendName } from "../../playwright.config.ts";
import { editorBackend } from "../../scripts/local/editor-backend.ts";
import { git, gitBytes } from "./rehearsal-repository.ts";

export type Backend = {
  name: BackendName;
  /** Opens the editor at `hash`, signed in where she signs in. */
  open(page: Page, hash?: string): Promise<void>;
  /** A file of content/ as the backend holds it now, or null where there is none. */
  bytes(path: string): Promise<Buffer | null>;
  /** The files under `folder` of content/, by their path under it. */
  filesIn(folder: string): Promise<string[]>;
  /** How long a save may take on a machine twice as slow as this one. */
  saveTime: number;
};

/** Her computer: the local server's handler on a port of its own, over a copy of content/. */
async function localBackend(): Promise<Backend & { close(): Promise<void> }> {
  const copy = await mkdtemp(join(tmpdir(), "redigeraren-"));
  await cp(resolve("content"), join(copy, "content"), { recursive: true });
  const port = await getPort();
  const answer = editorBackend(copy, port);
  const server = createServer((request, response) => {
    if (!answer(request, response, new URL(request.url ?? "/", "http://x").pathname)) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    name: "lokal",
    async open(page, hash = "") {
      // For every tab of her browser.
      await page.context().route("**/redigera/api/v1", async (route) => {
        // From the backend's own origin, which it takes writes from: the site's is the test
        // server's.
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
    },
    bytes: (path) => readFile(join(copy, path)).catch(() => null),
    filesIn: async (folder) => (await readdir(join(copy, folder), { recursive: true })).map(String),
    // A save runs the build's check of content/: some 6 s here.
    saveTime: 30_000,
    async close() {
      await new Promise((done) => server.close(done));
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** Her own address, rehearsed: the sign-in window, then the branch through GitHub's stand-in. */
const publishedBackend: Backend = {
  name: "publicerad",
  async open(page, hash = "") {
    await page.goto(`/redigera/${hash}`);
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Logga in med GitHub" }).click();
    const window = await opened;
    await expect.poll(() => window.isClosed()).toBe(true);
  },
  bytes: async (path) =>
    git("ls-tree", "main", "--", path) ? gitBytes("show", `main:${path}`) : null,
  filesIn: async (folder) =>
    git("ls-tree", "-r", "--name-only", "main", `${folder}/`)
      .split("\n")
      .filter(Boolean)
      .map((path) => path.slice(folder.length + 1)),
  // A commit through GitHub and the gate before it: some seconds.
  saveTime: 60_000,
};

type Options = { backendName: BackendName };

export const test = base.extend<{ pageErrors: string[] }, Options & { editor: Backend }>({
  backendName: ["lokal", { option: true, scope: "worker" }],
  // One per worker; the local one is made only where the project runs on it.
  editor: [
    async ({ backendName }, use) => {
      if (backendName === "publicerad") {
        await use(publishedBackend);
        return;
      }
      const backend = await localBackend();
      await use(backend);
      await backend.close();
    },
    { scope: "worker" },
  ],
  // Nothing leaves this computer: the site, the local backend and the rehearsal's GitHub stand-in
  // answer on 127.0.0.1. No test ends with an error on the page or its console, but for the
  // browser's own line for a refused or failed request, which the editor says to her in words
  // that the tests read.
  pageErrors: [
    async ({ context, page }, use) => {
      await context.route(
        (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
        (route) => route.abort("blockedbyclient"),
      );
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, "errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A file of content/ as `editor`'s backend holds it now, as text, or null where there is none. */
export const read = async (editor: Backend, path: string) =>
  (await editor.bytes(path))?.toString("utf8") ?? null;
