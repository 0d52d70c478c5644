import { createHash } from "node:crypto";

/**
 * sha256 (base64) of each inline executable script, as CSP `script-src` hashes them: over the
 * exact text between the tags. Scripts with `src` are covered by 'self', and JSON-LD blocks are
 * data the browser never runs, so neither needs a hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (!body || /\ssrc\s*=/i.test(attributes)) continue;
    if (/\stype\s*=\s*["']?application\/ld\+json/i.test(attributes)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}

/**
 * sha256 (base64) of each <style> element's text, as CSP `style-src` hashes them: the page's
 * stylesheets, which the build inlines (scripts/page-css/).
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)]
    .map((match) => match[1] ?? "")
    .filter((body) => body !== "")
    .map((body) => createHash("sha256").update(body, "utf8").digest("base64"));
}
