import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentOf } from "#model/load.ts";
import { resolvePhotoRights, resolveSiteUrl } from "./app/lib/site-url.ts";
import { content } from "./scripts/content/plugin.ts";
import { reportingContentErrors } from "./scripts/content/problems-file.ts";
import { photos } from "./scripts/photos/plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const { site } = reportingContentErrors(() => contentOf(root));

// Written into every photo, its licence links on the address the site is built for.
const photoRights = resolvePhotoRights(
  resolveSiteUrl(process.env.SITE_URL, site.url),
  site.photoRights,
);

export default defineConfig({
  // SITE_URL (see docs/agarens-guide.md, Webbadressen) reaches the app as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [
    content({
      root,
      // Every portfolio photo at these widths; the two widest are for the full-screen viewer,
      // which carousels never pick.
      photoQuery: "?photo&widths=480;800;1200;1600;2400",
    }),
    photos({ rights: photoRights }),
    tailwindcss(),
    reactRouter(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Few chunks: phones on slow networks pay a round trip per file. The framework is one,
        // the code every page shares another; each page keeps its own. The carousel stays with
        // the portfolio and the photo viewer with its first opening.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules\/(?!embla|yet-another-react-lightbox)/,
            },
            {
              name: "shared",
              test: /(\/app\/(?!routes\/|portfolio-photos)[\w/.-]+\.tsx?|virtual:content\/[\w/-]+)$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
