import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  defineConfig,
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from "@playwright/test";
import { playwrightLaunchOptions } from "./scripts/chromium.ts";

// Every browser test in Chromium, one run with a project per environment (tests/README.md):
// - "sidor": the built site, served the way production hosts serve it;
// - "redigeraren-lokal" and "redigeraren-publicerad": the editor's one spec set (tests/editor), on
//   her computer's backend beside the built site and at her own address in the publishing
//   rehearsal (`npm run start:published`, in a scratch folder of its own); a test tagged with
//   one backend runs there only;
// - "npm-start": `npm start` on a broken file, in a copy of its own, so it runs only in the
//   owner's copy that `npm test` makes (OWNER_COPY=1, scripts/owner-edit-check.ts), after
//   "sidor", never on the repository itself.
// The ports come from the environment when `npm test` chooses free ones: the config is read
// again by every worker, which must find the same servers.
const inCopy = process.env.OWNER_COPY === "1";
const port = (name: string, otherwise: number) => Number(process.env[name] ?? otherwise);
const sitePort = port("E2E_PORT", 4317);
const rehearsalPort = port("REHEARSAL_PORT", 4319);
const origin = (at: number) => `http://127.0.0.1:${at}`;

/** The rehearsal's folder, named by its port so that every process of the run finds it. */
export const rehearsalDir = join(tmpdir(), `fotograf-publicering-test-${rehearsalPort}`);

const chromium = { ...devices["Desktop Chrome"], channel: undefined };

/**
 * Sessions of one test at a time, as each save rebuilds the one site behind them, at the owner's
 * width, in a window tall enough for the forms they fill without scrolling.
 */
/** Where the editor's tests run: on her computer's backend or at her own address. */
export type BackendName = "lokal" | "publicerad";

type EditorProject = Project<
  PlaywrightTestOptions,
  PlaywrightWorkerOptions & { backendName: BackendName }
>;

const sessions = (project: EditorProject & { at: number }): EditorProject => {
  const { at, ...rest } = project;
  return {
    ...rest,
    workers: 1,
    fullyParallel: false,
    // Her saves wait for the build's check, on a machine busy with a rebuild.
    expect: { timeout: 30_000 },
    use: {
      ...chromium,
      ...rest.use,
      viewport: { width: 1280, height: 1400 },
      baseURL: origin(at),
      // The editor loads in seconds even beside a rebuild: a navigation that waits longer is
      // held up (a dialog, a request that never ends) and should fail now, not at the timeout.
      navigationTimeout: 90_000,
    },
  };
};

export default defineConfig<object, { backendName: BackendName }>({
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: { trace: "off", launchOptions: playwrightLaunchOptions },
  // One after another, the pages' on both workers first: on two cores the rehearsal's builds
  // beside the pages' tests took twice as long (up to 69 s) and a save's answer missed its wait,
  // for about the same total time (docs/test-suite.md).
  projects: [
    { name: "sidor", testDir: "tests/e2e", use: { ...chromium, baseURL: origin(sitePort) } },
    {
      name: "redigeraren-lokal",
      testDir: "tests/editor",
      grepInvert: /@publicerad/,
      // Two saves and three pages a test at most, each save the build's check (some 6 s here).
      timeout: 90_000,
      use: {
        ...chromium,
        viewport: { width: 1280, height: 1400 },
        baseURL: origin(sitePort),
        backendName: "lokal",
      },
    },
    sessions({
      name: "redigeraren-publicerad",
      testDir: "tests/editor",
      grepInvert: /@lokal/,
      // Each save is a build on the host, some 20–60 s on a busy machine.
      timeout: 6 * 60_000,
      use: { backendName: "publicerad" },
      at: rehearsalPort,
    }),
    ...(inCopy
      ? [
          sessions({
            name: "npm-start",
            testDir: "tests/start",
            dependencies: ["sidor"],
            // Its own `npm start` builds the site, then rebuilds it on each file it is given.
            timeout: 12 * 60_000,
            at: sitePort,
          }),
        ]
      : []),
  ],
  webServer: [
    {
      command: "node scripts/serve.ts",
      url: `${origin(sitePort)}/`,
      env: { PORT: String(sitePort) },
      reuseExistingServer: false,
    },
    {
      // A git repository of this project filled in as a business, the GitHub-shaped server over
      // it, and the host that builds and publishes each commit (scripts/start-published.ts).
      command: "node scripts/start-published.ts",
      url: `${origin(rehearsalPort)}/`,
      env: { PORT: String(rehearsalPort), REHEARSAL_DIR: rehearsalDir },
      // The first build of the rehearsal's business, its photos encoded afresh.
      timeout: 5 * 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // As Ctrl+C: the rehearsal stops its host's build and removes its folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
