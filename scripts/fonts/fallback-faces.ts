// The fonts a page shows until the web fonts have arrived: a visitor's own fonts, resized and with
// their line metrics set (size-adjust, ascent-, descent- and line-gap-override) so that a line of
// them is as tall as a line of the web font and a little wider (decision 030): a text then never
// takes more lines in the web font than in its fallback, and the page's script keeps the room the
// fallback took as the web font goes in (app/fonts/web-fonts.ts), so nothing below it moves.
// Capsize computes the values from both fonts' metrics; the web fonts' come from the subsets the
// site ships.
import { join } from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import type { Font } from "@capsizecss/unpack";
import { fromFile } from "@capsizecss/unpack/fs";

/**
 * How much wider than the web font a fallback is drawn, over Capsize's average width. String by
 * string the faces differ by up to 2.8 % either way (decision 027); at 1.03 no text of the site
 * took a line more in the web font at any width from 360 to 1280 px, at 1.02 the start page's
 * heading did at 390 px. 1.04 leaves a margin for the owner's own words.
 */
export const FALLBACK_ROOM = 1.04;

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
          `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${widened(property, String(value))};`,
      ),
    ];
    return { family: name, css: `@font-face {\n  ${lines.join("\n  ")}\n}` };
  });
}

/**
 * A face's value with the room added: the glyphs scaled up, and the line metrics, which the
 * browser scales with them, scaled down so that a line stays as tall as the web font's.
 */
function widened(property: string, value: string) {
  const percent = Number.parseFloat(value);
  if (property === "sizeAdjust") return `${round(percent * FALLBACK_ROOM)}%`;
  if (property.endsWith("Override")) return `${round(percent / FALLBACK_ROOM)}%`;
  return value;
}

const round = (percent: number) => Number(percent.toFixed(4));

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
