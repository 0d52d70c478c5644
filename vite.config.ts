import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { site } from "./content/site.ts";
import { photos } from "./scripts/photos/plugin.ts";

export default defineConfig({
  // SITE_URL (see README) reaches the app as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [photos({ rights: site.photoRights }), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Few chunks: phones on slow networks pay a round trip per file. React DOM and React
        // Router each get one, so the starter (scripts/app-start) can evaluate them in tasks of
        // their own; the rest of the framework is a third; the code every page shares is
        // another; each page keeps its own. The carousel stays with the portfolio and the photo
        // viewer with its first opening.
        codeSplitting: {
          groups: [
            {
              name: "react-dom",
              // React DOM is CommonJS, run where it is first imported: from this module of the
              // chunk itself (app/framework/react-dom-client.ts), not from the entry.
              test: /node_modules\/(react-dom|scheduler)\/|\/app\/framework\/react-dom-client\.ts$/,
            },
            { name: "react-router", test: /node_modules\/(react-router|@remix-run|cookie-es)\// },
            {
              name: "framework",
              test: /node_modules\/(?!embla|yet-another-react-lightbox)/,
            },
            {
              name: "shared",
              test: /\/(app|content)\/(?!routes\/|portfolio-photos)[\w/.-]+\.tsx?$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
});
