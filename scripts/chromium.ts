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

/**
 * Chromium 156 loads the address bar's drop-down, a WebUI page (chrome://omnibox-popup.top-chrome),
 * beside every window, headless too: seconds of processor time next to each page measured or
 * tested, on a 2-core machine (a trace of one page load: 4.5 s in that renderer, 1.7 s in the
 * page's). These features switch it off.
 */
export const quietFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

/**
 * What Playwright 1.65 passes in its own --disable-features (its chromiumSwitches). Chromium reads
 * only the last --disable-features, so ours must repeat these; chromium.test.ts compares this
 * list with the installed Playwright's.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** `flags` with `features` joined to their --disable-features, or added as one. */
export function withDisabledFeatures(flags: readonly string[], features: readonly string[]) {
  const prefix = "--disable-features=";
  const given = flags.find((flag) => flag.startsWith(prefix));
  const all = [...new Set([...(given?.slice(prefix.length).split(",") ?? []), ...features])];
  return [...flags.filter((flag) => flag !== given), `${prefix}${all.join(",")}`];
}

/** Playwright's launch options: the system's Chromium when there is one, with the flags above. */
export const playwrightLaunchOptions = {
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: withDisabledFeatures(chromiumFlags, [...playwrightDisabledFeatures, ...quietFeatures]),
};
