import { readFile } from "node:fs/promises";
import { join } from "node:path";
import arial from "@capsizecss/metrics/arial";
import { fromFile } from "@capsizecss/unpack/fs";
import { describe, expect, test } from "vitest";
import {
  FALLBACK_ROOM,
  fallbackFaces,
  fallbackStylesheet,
  siteFallbackFaces,
} from "./fallback-faces.ts";

const fonts = join(import.meta.dirname, "..", "..", "app", "fonts");

describe("the site's fallback faces", () => {
  test("app/fonts/fallbacks.css is what the shipped subsets give (npm run fonts writes it)", async () => {
    const committed = await readFile(join(fonts, "fallbacks.css"), "utf8");
    expect(committed).toBe(fallbackStylesheet(await siteFallbackFaces(fonts)));
  });

  test("each face stands in the font stack of its web font, after it", async () => {
    const css = await readFile(join(fonts, "..", "app.css"), "utf8");
    const stacks = [...css.matchAll(/--font-(?:sans|display):([^;]+);/g)].map((match) =>
      (match[1] ?? "").split(",").map((name) => name.trim().replaceAll('"', "")),
    );
    for (const face of await siteFallbackFaces(fonts)) {
      const webFont = face.family.replace(/ Fallback .*/, "");
      const stack = stacks.find((names) => names[0] === webFont);
      expect(stack, `no font stack starts with ${webFont}`).toBeDefined();
      expect(stack).toContain(face.family);
    }
  });
});

describe("fallbackFaces", () => {
  test("scales the local font to a little over the web font's average width and sets its line to the web font's", async () => {
    const inter = await fromFile(join(fonts, "inter-text.woff2"));
    const [face] = fallbackFaces("Inter Variable", inter, [{ metrics: arial, names: ["Arial"] }]);
    const value = (property: string) =>
      Number(face?.css.match(new RegExp(`${property}: ([\\d.]+)%`))?.[1]) / 100;
    const scale = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(value("size-adjust")).toBeCloseTo(scale * FALLBACK_ROOM, 4);
    // Ascent and descent, in the scaled local font's em, add up to the web font's line.
    const line = (inter.ascent - inter.descent + inter.lineGap) / inter.unitsPerEm;
    expect(
      (value("ascent-override") + value("descent-override") + value("line-gap-override")) *
        value("size-adjust"),
    ).toBeCloseTo(line, 4);
    expect(face?.css).toContain('font-family: "Inter Variable Fallback Arial";');
    expect(face?.css).toContain('src: local("Arial");');
    expect(face?.css).not.toMatch(/font-weight/);
  });
});
