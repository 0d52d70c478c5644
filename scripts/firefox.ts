// Where the Firefox tests find Gecko on this Debian machine (Debian package firefox-esr), and how
// they start it: Puppeteer drives it over WebDriver BiDi, which Firefox speaks itself, so no
// geckodriver (a download from GitHub this machine cannot make) is needed.
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Installs Firefox ESR when missing, as `ensure-chromium.ts` does Chromium, and says so. */
export function ensureFirefox() {
  if (!existsSync(firefoxPath)) aptInstall("firefox-esr", "for the Firefox tests (Gecko)");
}
