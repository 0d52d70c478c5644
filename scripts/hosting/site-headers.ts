// The security headers for one build: the rules, with the hash of every inline script that
// React Router wrote into the prerendered pages and of every stylesheet the build inlined there. The build and scripts/serve.ts both call this,
// so the local server sends exactly what the host configurations list.

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { readContentFiles } from "#model/load.ts";
import { repositoryFromEnv } from "../editor-repository.ts";
import { isEditorFile } from "./built-pages.ts";
import { inlineScriptHashes, inlineStyleHashes } from "./inline-hashes.ts";
import { editorSecurityHeaders, securityHeaders } from "./rules.ts";

/**
 * The reviews widget's origin, the one host a page may frame. Read from site.yaml as it is, not
 * checked: `npm start` serves the last good build while a file elsewhere is broken, and must not
 * stop on it. Without a readable address no page may frame anything.
 */
function reviewsOrigin(): string {
  const read = readContentFiles();
  const site = "documents" in read ? read.documents["site.yaml"] : undefined;
  const url = (site as { reviews?: { widgetUrl?: unknown } } | undefined)?.reviews?.widgetUrl;
  try {
    return new URL(String(url)).origin;
  } catch {
    return "'none'";
  }
}

export async function siteSecurityHeaders(clientDir: string) {
  const pages = (await readdir(clientDir, { recursive: true }))
    // The editor's page has headers of its own.
    .filter((file) => file.endsWith(".html") && !isEditorFile(file))
    .sort();
  if (pages.length === 0) throw new Error(`No built pages in ${clientDir}: run npm run build`);
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  for (const page of pages) {
    const html = await readFile(join(clientDir, page), "utf8");
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    for (const hash of inlineStyleHashes(html)) styleHashes.add(hash);
  }
  const input = {
    // Sorted, so the same pages always give byte-identical configurations.
    scriptHashes: [...scriptHashes].sort(),
    styleHashes: [...styleHashes].sort(),
    frameOrigin: reviewsOrigin(),
  };
  return {
    headers: securityHeaders(input),
    // The API the build named for the editor (the publishing rehearsal names its stand-in).
    editorHeaders: editorSecurityHeaders(input, repositoryFromEnv(process.env).apiRoot),
    pages: pages.length,
    hashes: scriptHashes.size,
    styleHashes: styleHashes.size,
  };
}
