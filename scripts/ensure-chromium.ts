// The browser tests drive Chromium. Use the system's (Debian package `chromium`); when none is
// found, install it and say so, as DESIGN.md section 10 asks. Playwright's own download is not
// used: this machine reaches only the npm registry and Debian's mirror.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.ts";

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

if (!existsSync(chromiumPath)) {
  if (existsSync("/usr/bin/apt-get")) {
    console.log(`No Chromium at ${chromiumPath}: installing the Debian package "chromium" …`);
    const sudo = isRoot() ? [] : ["sudo"];
    const run = (args: string[]) => {
      const [command = "", ...rest] = [...sudo, ...args];
      const result = spawnSync(command, rest, {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    };
    run(["apt-get", "update", "-qq"]);
    run(["apt-get", "install", "-y", "-qq", "chromium"]);
  } else {
    console.log("No system Chromium and no apt-get: installing Playwright's Chromium …");
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
}
