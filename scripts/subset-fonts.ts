// Makes the two web fonts as small as the site needs: only the characters Swedish text uses,
// and only the weights the design uses (Inter 400–600, Fraunces pinned at 600), then writes the
// fallback faces measured from them (scripts/fonts/fallback-faces.ts). The results are committed
// in app/fonts/; run again after changing a font or the weights in app/app.css.
//
//   npm run fonts
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";
import { fallbackStylesheet, siteFallbackFaces } from "./fonts/fallback-faces.ts";

const modules = join(import.meta.dirname, "..", "node_modules", "@fontsource-variable");
const out = join(import.meta.dirname, "..", "app", "fonts");

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

// ASCII, Latin-1 (å ä ö é ü …) and the typographic marks the copy uses: – — ‘ ’ “ ” • … € −.
const characters = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„•…€−→`;

const fonts = [
  {
    file: "inter/files/inter-latin-wght-normal.woff2",
    name: "inter-text.woff2",
    axes: { wght: { min: 400, max: 600 } },
  },
  {
    file: "fraunces/files/fraunces-latin-wght-normal.woff2",
    name: "fraunces-display.woff2",
    axes: { wght: 600 },
  },
] as const;

for (const font of fonts) {
  const source = await readFile(join(modules, font.file));
  const subset = await subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: font.axes,
  });
  await writeFile(join(out, font.name), subset);
  console.log(`${font.name}: ${source.length} -> ${subset.length} bytes`);
}

await writeFile(join(out, "fallbacks.css"), fallbackStylesheet(await siteFallbackFaces(out)));
console.log("fallbacks.css: the fallback faces, measured from the subsets");
