// subset-font ships without types; this is the part scripts/subset-fonts.ts uses.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}
