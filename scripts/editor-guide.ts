// The owner's guide (docs/agarens-guide.md) as a page beside the editor, /redigera/guide.html,
// which the editor's header links to: she reads how to edit and publish where she edits, at her
// own address and on her computer alike, with the editor's own stylesheet and header. A link to
// a file of the repository (the developers' README) is no page of the site: it stays its words.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Marked } from "marked";
import { guideFile } from "../editor/published-files.ts";
import { compressBeside } from "./hosting/precompress.ts";

const guideSource = join(import.meta.dirname, "..", "docs", "agarens-guide.md");

const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);

const markdown = new Marked({
  renderer: {
    link({ href, tokens }) {
      const words = this.parser.parseInline(tokens);
      return /^(?:https?:|mailto:|#)/.test(href)
        ? `<a href="${escaped(href)}">${words}</a>`
        : words;
    },
  },
});

/** The guide's page: its first heading its title, under the editor's header, in `stylesheet`. */
export function guidePage(source: string, stylesheet: string): string {
  const title = /^# (.+)$/m.exec(source)?.[1];
  if (!title) throw new Error("docs/agarens-guide.md: the guide begins with no # heading");
  return `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escaped(title)}</title>
    <link rel="stylesheet" href="${escaped(stylesheet)}" />
  </head>
  <body>
    <header class="sidhuvud">
      <a href="./">Redigeraren</a>
      <a href="/">Till sajten</a>
    </header>
    <main id="innehall" class="guide">
${markdown.parse(source, { async: false })}    </main>
  </body>
</html>
`;
}

/** Writes the guide beside the editor's page in `editorDir`, with the page's stylesheet. */
export async function writeGuide(editorDir: string) {
  const editorPage = await readFile(join(editorDir, "index.html"), "utf8");
  const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(editorPage)?.[1];
  if (!stylesheet) throw new Error("redigera/index.html links no stylesheet for the guide to use");
  const path = join(editorDir, guideFile);
  await writeFile(path, guidePage(await readFile(guideSource, "utf8"), stylesheet));
  await compressBeside(path);
}
