import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The visitor's paths in WebKit, Safari's engine (tests/README.md): one browser window at a time,
// the files one after another, since each MiniBrowser takes a core of its own.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["tests/webkit/**/*.test.ts"],
    globalSetup: ["tests/webkit/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
