// The editor's page, built by Vite on its own: Decap CMS's ESM entry, the editor's configuration
// and the site's components for the live preview. No public page imports any of it
// (scripts/build-editor.ts builds it into build/client/redigera/).
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/redigera/",
  // Nothing of the site's public/ folder belongs to the editor's page.
  publicDir: false,
  envDir: false,
  plugins: [tailwindcss()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) },
  },
  build: {
    emptyOutDir: true,
    // Decap is one large script; the owner loads it once per session, on a desktop.
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    rolldownOptions: {
      // Decap's page, and beside it the editor of our own (issue 50) until it replaces Decap's.
      input: {
        decap: fileURLToPath(new URL("index.html", import.meta.url)),
        ny: fileURLToPath(new URL("ny/index.html", import.meta.url)),
      },
      onwarn(warning, warn) {
        // Decap's own dependencies: a "use client" directive the bundle does not need, and a
        // direct eval in code paths (Node's require, TOML front matter) the editor never runs.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "EVAL") return;
        warn(warning);
      },
    },
  },
  logLevel: "warn",
});
