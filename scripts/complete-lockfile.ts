// The npm registry this project is built from lacks some platform builds of optional packages
// (Biome's and Tailwind's native binaries for macOS, Windows, Android, musl …). npm then leaves
// them out of package-lock.json, and `npm ci` refuses that lockfile as out of sync. This adds an
// entry, marked optional and for its platform, for every such package, so `npm ci` accepts the
// file and skips them on Linux as it would anyway. Run after `npm install` changes the lockfile:
//
//   npm run lockfile
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

type Entry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

const file = join(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(await readFile(file, "utf8")) as { packages: Record<string, Entry> };

/** os, cpu and libc from a platform package's name such as "cli-linux-x64-musl". */
function platformOf(name: string): Pick<Entry, "os" | "cpu" | "libc"> {
  const os = ["android", "darwin", "freebsd", "linux", "win32"].find((o) =>
    name.includes(`-${o}-`),
  );
  const cpu = ["arm64", "x64", "arm", "wasm32"].find((c) => new RegExp(`-${c}(-|$)`).test(name));
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(name.endsWith("-musl") ? { libc: ["musl"] } : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    lock.packages[key] = { version, dev: entry.dev, optional: true, ...platformOf(name) };
    added++;
  }
}
await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
