// The editor's page, built by Vite on its own: the editor, and the site's components for its
// preview. No public page imports any of it (scripts/build-editor.ts builds it into
// build/client/redigera/).
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
  build: {
    emptyOutDir: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // early.ts and what it imports in a chunk of their own, which the first script imports
        // and so runs before its own body, React's DOM among it (early.ts says why).
        codeSplitting: { groups: [{ name: "early", test: /\/editor\/early\.ts$/ }] },
      },
    },
  },
  logLevel: "warn",
});
