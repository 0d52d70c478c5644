import { existsSync } from "node:fs";

// Where the tests and the benchmark find Chromium, and how they start it on this offline
// machine: without the last flags Chromium keeps trying to reach Google's services.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's launch options: the system's Chromium when there is one, with the flags above. */
export const playwrightLaunchOptions = {
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: chromiumFlags,
};
