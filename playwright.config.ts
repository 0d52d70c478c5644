import { defineConfig, devices } from "@playwright/test";
import { playwrightLaunchOptions } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4317);

// Browser tests run against the built site, served the way production hosts serve it.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: playwrightLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/serve.ts",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
