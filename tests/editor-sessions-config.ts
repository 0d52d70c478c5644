// What the two suites of editor sessions share (tests/editor on `npm start`, tests/published on
// the published editor's rehearsal): one worker, as each test's saves rebuild the one site
// behind it, Chromium from the system at the owner's width, and a server of its own.
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { playwrightLaunchOptions } from "../scripts/chromium.ts";

type Sessions = {
  port: number;
  /** A test's whole time: each of its saves is a build. */
  timeout: number;
  /** The window's height: tall enough for the forms each suite fills without scrolling. */
  height: number;
  webServer: NonNullable<PlaywrightTestConfig["webServer"]>;
};

export function editorSessionsConfig({ port, timeout, height, webServer }: Sessions) {
  return defineConfig({
    testDir: ".",
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    reporter: [["list"]],
    timeout,
    // Decap's 7 MB page, on a machine busy with a rebuild.
    expect: { timeout: 30_000 },
    use: {
      // Decap's page loads in seconds even beside a rebuild: a navigation that waits longer is
      // held up (a dialog, a request that never ends) and should fail now, not at the timeout.
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
          viewport: { width: 1280, height },
        },
      },
    ],
    webServer,
  });
}
