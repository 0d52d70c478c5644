import { describe, expect, it } from "vitest";
import { describeProblem } from "./problem-labels.ts";

describe("describeProblem", () => {
  it("names a field by the labels the editor shows, its list items counted from 1", () => {
    expect(
      describeProblem(
        "content/portfolio/kok/avsnitt.yaml: photos[13].alt: bör vara högst 150 tecken",
      ),
    ).toBe("Portfolio › kok › Bilder › bild 14 › Alt-text: bör vara högst 150 tecken");
    expect(
      describeProblem("content/packages.yaml: packages[0].features[2]: får inte vara tom"),
    ).toBe(
      "Startsidan › Paket och tillval › Paket › paket 1 › Punkter › punkt 3: får inte vara tom",
    );
    expect(describeProblem("content/home.yaml: hero.heading: saknas")).toBe(
      "Startsidan › Startsidan › Toppen › Rubrik: saknas",
    );
  });

  it("leaves a line that names no field as it is", () => {
    for (const line of [
      "content/home.yaml, rad 3, kolumn 5: här saknas ett kolon (:) efter namnet",
      "content/portfolio/kok/01.jpg: för liten, 400×300 px",
      "content/packages.yaml: okänt[1].fält: något",
    ]) {
      expect(describeProblem(line)).toBe(line);
    }
  });
});
