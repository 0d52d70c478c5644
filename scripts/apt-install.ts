// Installs a Debian package the tests or the benchmark need (Chromium, nginx, the photographs of
// the real-photo benchmark), as root or through sudo, and says so. This machine reaches only the
// npm registry and Debian's mirror, so tools come from there rather than from their own downloads.
import { spawnSync } from "node:child_process";

export function aptInstall(debianPackage: string, reason: string) {
  console.log(`Installing the Debian package "${debianPackage}" ${reason} …`);
  const isRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command = "", ...rest] = isRoot ? args : ["sudo", ...args];
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    return spawnSync(command, rest, { stdio: "inherit", env }).status === 0;
  };
  // Two browser-test workers can each need a package at once: the second waits for the first's
  // lock instead of failing.
  const waitForLock = ["-o", "DPkg::Lock::Timeout=600"];
  run(["apt-get", ...waitForLock, "update", "-qq"]);
  if (!run(["apt-get", ...waitForLock, "install", "-y", "-qq", debianPackage])) {
    throw new Error(`Could not install ${debianPackage} with apt-get`);
  }
}
