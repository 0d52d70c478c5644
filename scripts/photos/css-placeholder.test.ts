import { describe, expect, it } from "vitest";
import { cssPlaceholder } from "./css-placeholder.ts";

describe("cssPlaceholder", () => {
  it("draws each pixel as a patch where it lies, over the average colour", () => {
    // Top row red and green, bottom row blue and white.
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
    expect(cssPlaceholder({ columns: 2, rows: 2, rgb })).toBe(
      [
        "radial-gradient(75% 75% at 25% 25%,#ff0000,#ff000000)",
        "radial-gradient(75% 75% at 75% 25%,#00ff00,#00ff0000)",
        "radial-gradient(75% 75% at 25% 75%,#0000ff,#0000ff00)",
        "radial-gradient(75% 75% at 75% 75%,#ffffff,#ffffff00)",
        "linear-gradient(#808080,#808080)",
      ].join(","),
    );
  });

  it("places the patches of a wider grid by thirds", () => {
    const css = cssPlaceholder({ columns: 3, rows: 1, rgb: new Uint8Array(9).fill(16) });
    expect(css).toContain("radial-gradient(50% 150% at 16.7% 50%,#101010,#10101000)");
    expect(css).toContain("radial-gradient(50% 150% at 83.3% 50%,#101010,#10101000)");
    expect(css.endsWith("linear-gradient(#101010,#101010)")).toBe(true);
  });

  it("refuses a buffer that does not match the grid", () => {
    expect(() => cssPlaceholder({ columns: 2, rows: 2, rgb: new Uint8Array(9) })).toThrow(
      "A 2×2 thumbnail needs 12 RGB bytes",
    );
  });
});
