// What `npm start` serves while content/ has never been built: in place of every page of the
// site, one Swedish page that lists what the build's check found and links to the editor, which
// is served beside it. The page loads itself again once the site can be built (live reload).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildEditor } from "../build-editor.ts";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The page, for the check's `lines`. */
export function fixFirstPage(lines: readonly string[]): string {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n");
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sajten behöver rättas</title>
<style>body{margin:0;font:17px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#faf8f5}main{max-width:44rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.6rem;line-height:1.2}li{margin:.5rem 0;overflow-wrap:anywhere}a{color:#1f4d3a;font-weight:600}</style>
</head>
<body>
<main>
<h1>Sajten gick inte att bygga</h1>
<p>Något i mappen content/ behöver rättas innan sajten kan visas. Det här står fel:</p>
<ul>
${items}
</ul>
<p><a href="/redigera/">Öppna redigeraren</a> och rätta värdet där, eller rätta filen i en textredigerare (ett fel med rad och kolumn går bara att rätta i filen). Den här sidan visar sajten av sig själv när den går att bygga.</p>
</main>
</body>
</html>
`;
}

/** Writes the page (as every page and as the 404 page) and the editor into `folder`. */
export async function writeFixFirstSite(folder: string, lines: readonly string[]) {
  await mkdir(folder, { recursive: true });
  const page = fixFirstPage(lines);
  await writeFile(join(folder, "index.html"), page);
  await writeFile(join(folder, "404.html"), page);
  await buildEditor(folder);
}
