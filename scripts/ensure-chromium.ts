// The browser tests drive Chromium. Use the system's (Debian package `chromium`); when none is
// found, install it and say so. Playwright's own download is not
// used: this machine reaches only the npm registry and Debian's mirror.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";
import { chromiumPath } from "./chromium.ts";

if (!existsSync(chromiumPath)) {
  if (existsSync("/usr/bin/apt-get")) {
    aptInstall("chromium", `for the browser tests (no Chromium at ${chromiumPath})`);
  } else {
    console.log("No system Chromium and no apt-get: installing Playwright's Chromium …");
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
}
