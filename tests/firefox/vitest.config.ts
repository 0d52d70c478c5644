import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The visitor's pages in Firefox (Gecko), headless through WebDriver BiDi (tests/README.md): one
// browser at a time, the files one after another.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["tests/firefox/**/*.test.ts"],
    globalSetup: ["tests/firefox/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
