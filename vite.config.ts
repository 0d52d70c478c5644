import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { photos } from "./scripts/photos/plugin.ts";

export default defineConfig({
  // SITE_URL (see README) reaches the app as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [photos(), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
});
