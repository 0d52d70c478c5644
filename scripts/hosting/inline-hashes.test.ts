import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes } from "./inline-hashes.ts";

// Expected values from `printf %s '<script text>' | openssl dgst -sha256 -binary | base64`.
const windowX = "U1BU0BfAhaBREBgsEDDctSYokOF3U7hQUIj6mrtukfw=";
const moduleImport = "7K7iK4R37TRWK2JOzKqAwgLXVVQjj9FX537lg56xD5w=";

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, classic or module", () => {
    const html = `<script>window.x = 1;</script><script type="module" async="">import "/b.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([windowX, moduleImport]);
  });

  it("skips scripts loaded by src, JSON-LD data blocks and empty elements", () => {
    const html = `<script src="/a.js"></script><script type="module" src="/m.js"></script>
      <script type="application/ld+json">{"@type":"WebSite"}</script><script></script>
      <script>window.x = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([windowX]);
  });

  it("keeps whitespace and newlines, which the browser hashes too", () => {
    expect(inlineScriptHashes("<script>\nwindow.x = 1;\n</script>")).not.toEqual([windowX]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>script</p>")).toEqual([]);
  });
});

describe("inlineStyleHashes", () => {
  // printf %s 'body{color:#111}' | openssl dgst -sha256 -binary | base64
  const body = "zFZMo79PSr4SwN3ueoZ7/hmNQQ+kvT+BwDZTEZCR7Lg=";

  it("hashes the exact text of each <style> element", () => {
    expect(inlineStyleHashes("<style>body{color:#111}</style><p>x</p>")).toEqual([body]);
  });

  it("skips empty elements and finds nothing in a page without them", () => {
    expect(inlineStyleHashes("<style></style><p>style</p>")).toEqual([]);
  });
});
