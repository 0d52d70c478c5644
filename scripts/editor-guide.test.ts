import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { guidePage } from "./editor-guide.ts";

const guide = readFileSync("docs/agarens-guide.md", "utf8");
const page = guidePage(guide, "/redigera/assets/index-abc.css");

it("is titled by the guide's first heading, in the editor's stylesheet", () => {
  const heading = guide.match(/^# (.+)$/m)?.[1] ?? "";
  expect(page).toContain(`<title>${heading}</title>`);
  expect(page).toContain(`<h1>${heading}</h1>`);
  expect(page).toContain('<link rel="stylesheet" href="/redigera/assets/index-abc.css" />');
});

it("keeps a link to another site and gives a link to a file of the repository as its words", () => {
  const html = guidePage(
    "# Guiden\n\nSe [GitHub](https://github.com) och [README.md](../README.md).\n",
    "/s.css",
  );
  expect(html).toContain('<a href="https://github.com">GitHub</a>');
  expect(html).toContain("och README.md.");
  expect(html).not.toContain("../README.md");
});

it("refuses a guide that begins with no heading", () => {
  expect(() => guidePage("Bara text.\n", "/s.css")).toThrow(
    "docs/agarens-guide.md: the guide begins with no # heading",
  );
});
