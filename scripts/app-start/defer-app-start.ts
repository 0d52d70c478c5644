// Build step: React Router's prerendered pages fetch and run the app's modules as soon as the HTML
// is parsed (modulepreload links and an inline module script). This rewrites each page so that
// start-app.ts decides when: the module script becomes an inert data block, the modulepreload
// links become its list of modules, and the starter follows at the end of the body. It is the
// one step that reads React Router's output, so it stops the build when that output changes.
import { minifySync } from "vite";
import { startApp } from "./start-app.ts";

/** The longest a visitor waits for the app, in milliseconds, when the first screen is slow. */
export const maxWaitMs = 3000;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const entryImport = /\bimport\("([^"]+)"\)/;

/** The inline script that starts the app, the same on every page so CSP needs one hash for it. */
export const starterScript = `<script>${
  minifySync("start-app.js", `(${startApp.toString()})(${maxWaitMs})`, {}).code
}</script>`;

export function deferAppStart(html: string, page: string): string {
  const modules = [
    ...new Set([...html.matchAll(modulePreload)].map((match) => match[1] as string)),
  ];
  const scripts = [...html.matchAll(moduleScript)];
  const entry = scripts[0]?.[1]?.match(entryImport)?.[1];
  if (scripts.length !== 1 || !entry || modules.length === 0 || !html.includes("</body>")) {
    throw new Error(
      `${page}: expected React Router's module script importing the entry, and modulepreload ` +
        `links (found ${scripts.length} module scripts, entry ${entry ?? "none"}, ` +
        `${modules.length} modulepreload links); has the framework changed how it starts the app?`,
    );
  }
  const dataBlock = (body: string) =>
    `<script type="text/plain" id="app-start" data-modules="${modules.join(" ")}">${body}</script>`;
  return html
    .replace(modulePreload, "")
    .replace(moduleScript, (_script, body: string) => dataBlock(body))
    .replace("</body>", () => `${starterScript}</body>`);
}
