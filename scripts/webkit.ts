// Where the WebKit tests find Safari's engine on this Debian machine, and how they start it:
// WebKitGTK's WebDriver (Debian package webkit2gtk-driver) drives its MiniBrowser, drawn on a
// virtual screen (xvfb). Playwright's own WebKit is a download this machine cannot make.
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

export const webkitDriverPath = "/usr/bin/WebKitWebDriver";
export const miniBrowserPath = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const xvfbPath = "/usr/bin/Xvfb";
export const xdotoolPath = "/usr/bin/xdotool";

/** Installs what is missing, as `ensure-chromium.ts` does for Chromium, and says so. */
export function ensureWebKit() {
  if (!existsSync(webkitDriverPath) || !existsSync(miniBrowserPath)) {
    aptInstall("webkit2gtk-driver", "for the WebKit tests (Safari's engine)");
  }
  if (!existsSync(xvfbPath)) aptInstall("xvfb", "for the WebKit tests' virtual screen");
  if (!existsSync(xdotoolPath)) {
    aptInstall("xdotool", "to give the WebKit tests' window the keyboard, as a visitor's has");
  }
}
