// The fonts a page shows until the web fonts have arrived: a visitor's own fonts, resized and with
// their line metrics set (size-adjust, ascent-, descent- and line-gap-override) so that a line of
// them takes the room a line of the web font will take. The text then keeps its lines and its
// height when the web font swaps in, and nothing below it moves. Capsize computes the values from
// both fonts' metrics; the web fonts' come from the subsets the site ships.
import { join } from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import type { Font } from "@capsizecss/unpack";
import { fromFile } from "@capsizecss/unpack/fs";

/** A font on the visitor's device, by its metrics and the names `local()` finds it under. */
export type LocalFont = { metrics: Font; names: readonly string[] };

export type FallbackFace = {
  /** The family the face declares, listed in the font stack after the web font. */
  family: string;
  css: string;
};

/**
 * One face per local font, each named after the web font (`Inter Variable Fallback Arial`), in
 * the order given: the first one the device has is used. No weight is declared, so bold text
 * in a fallback is drawn bold from the regular face, which keeps its widths.
 */
export function fallbackFaces(
  family: string,
  webFont: Font,
  locals: readonly LocalFont[],
): FallbackFace[] {
  return locals.map(({ metrics, names }) => {
    const name = `${family} Fallback ${metrics.familyName}`;
    const [stack] = createFontStack([webFont, metrics], {
      fontFaceFormat: "styleObject",
    }).fontFaces;
    if (!stack) throw new Error(`Capsize made no fallback face for ${name}`);
    const { fontFamily: _name, src: _src, ...overrides } = stack["@font-face"];
    const lines = [
      `font-family: "${name}";`,
      `src: ${names.map((local) => `local("${local}")`).join(", ")};`,
      ...Object.entries(overrides).map(
        ([property, value]) =>
          `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`,
      ),
    ];
    return { family: name, css: `@font-face {\n  ${lines.join("\n  ")}\n}` };
  });
}

/** Each web font of app/fonts/, with the local fonts that stand in for it, most common first. */
const siteFonts = [
  {
    family: "Inter Variable",
    file: "inter-text.woff2",
    locals: [
      // Windows, macOS and iOS have Arial; Linux has its metric twins.
      { metrics: arial, names: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"] },
      // Android's own sans.
      { metrics: roboto, names: ["Roboto", "Roboto-Regular"] },
    ],
  },
  {
    family: "Fraunces Variable",
    file: "fraunces-display.woff2",
    locals: [
      { metrics: georgia, names: ["Georgia"] },
      {
        metrics: timesNewRoman,
        names: [
          "Times New Roman",
          "TimesNewRomanPSMT",
          "Liberation Serif",
          "LiberationSerif",
          "Tinos",
        ],
      },
      { metrics: notoSerif, names: ["Noto Serif", "NotoSerif"] },
    ],
  },
] as const;

/** The site's fallback faces, as the stylesheet app/fonts/fallbacks.css holds them. */
export async function siteFallbackFaces(fontsFolder: string) {
  const faces = [];
  for (const font of siteFonts) {
    const metrics = await fromFile(join(fontsFolder, font.file));
    faces.push(...fallbackFaces(font.family, metrics, font.locals));
  }
  return faces;
}

/** The stylesheet of `faces`, as app/fonts/fallbacks.css holds it. */
export function fallbackStylesheet(faces: FallbackFace[]): string {
  return `/* Written by npm run fonts (scripts/fonts/fallback-faces.ts): edit there, not here. */\n${faces
    .map((face) => face.css)
    .join("\n\n")}\n`;
}
