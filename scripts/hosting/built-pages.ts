// The site's pages, read back from the build. app/routes.ts is the one page list: React Router
// prerenders each of its pages (react-router.config.ts), and everything else that needs the list
// (the sitemap, the host configurations, the benchmark, the load figure, the browser tests)
// takes it from what the build wrote, so a page added there is served, listed and tested.
import { readdirSync } from "node:fs";
import { editorFolder, notFoundPage } from "./rules.ts";

/** Whether a file of the build belongs to the owner's editor rather than to the site. */
export const isEditorFile = (file: string) =>
  `/${file.replaceAll("\\", "/")}`.startsWith(editorFolder);

/** The URL path a prerendered file answers: `portfolio/index.html` → `/portfolio`. */
export function pagePathOf(file: string): string | null {
  const path = `/${file.replaceAll("\\", "/")}`;
  if (path === notFoundPage || !path.endsWith("/index.html") || isEditorFile(file)) return null;
  return path.slice(0, -"/index.html".length) || "/";
}

/** Every page of the build in `clientDir`, the start page first; the 404 page is not one. */
export function builtPagePaths(clientDir: string): string[] {
  const paths = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map(pagePathOf)
    .filter((path) => path !== null)
    .sort();
  if (paths.length === 0) throw new Error(`No built pages in ${clientDir}: run npm run build`);
  return paths;
}
