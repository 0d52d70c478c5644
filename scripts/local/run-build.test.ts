import { describe, expect, it } from "vitest";
import { contentProblemsIn } from "./run-build.ts";

describe("contentProblemsIn", () => {
  it("takes the check's own lines out of a build that a file changed under, not its stack", () => {
    // As Vite printed it (2026-11-28) when content/home.yaml broke after the check had read it:
    // the error, its stack, and its list of problems once more.
    const output = [
      "failed to load config from /p/vite.config.ts",
      "\u001b[31mContentError: Innehållet i content/ har 1 fel:",
      "",
      "  content/home.yaml, rad 8, kolumn 1: raden är indragen med tabb – använd mellanslag.",
      "",
      "Rätta felen och försök igen.",
      "    at contentOf (file:///p/node_modules/.vite-temp/vite.config.ts.mjs:996:36)",
      "    at async loadConfigFromBundledFile (file:///p/node_modules/vite/dist/node.js:38173:12)",
      "  problems: [",
      "    'content/home.yaml, rad 8, kolumn 1: raden är indragen med tabb – använd mellanslag.'",
      "  ]",
      "}\u001b[39m",
    ];
    expect(contentProblemsIn(output)).toEqual([
      "content/home.yaml, rad 8, kolumn 1: raden är indragen med tabb – använd mellanslag.",
    ]);
  });

  it("finds none in a build that failed for another reason", () => {
    expect(contentProblemsIn(["error during build:", "Error: ENOSPC: no space left"])).toEqual([]);
  });
});
