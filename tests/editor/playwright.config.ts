import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { playwrightLaunchOptions } from "../../scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4318);

// The owner's editor session, against `npm start` (scripts/start.ts) in a copy of the project:
// its saves write into that copy's content/ and rebuild it. Run by scripts/owner-edit-check.ts
// on its copy, after the site's tests there, never on the repository itself.
export default defineConfig({
  testDir: ".",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // Each save rebuilds the site, some 30–90 s on a busy machine.
  timeout: 12 * 60_000,
  // Decap's 7 MB page, on a machine busy with a rebuild.
  expect: { timeout: 30_000 },
  use: {
    // Decap's page loads in seconds even beside a rebuild: a navigation that waits longer is held
    // up (a dialog, a request that never ends) and should fail now, not at the test's timeout.
    navigationTimeout: 90_000,
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: playwrightLaunchOptions,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        viewport: { width: 1280, height: 2400 },
      },
    },
  ],
  webServer: {
    // The copy was built just before: serve that build, and rebuild on the editor's saves.
    command: "node scripts/start.ts --befintligt-bygge",
    cwd: join(import.meta.dirname, "..", ".."),
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
