import { describe, expect, it } from "vitest";
import { describeBuildLine, describeProblem } from "./problem-labels.ts";

describe("describeProblem", () => {
  it("names a field by the labels the editor shows, its list items counted from 1", () => {
    expect(
      describeProblem({
        file: "content/portfolio/kok/avsnitt.yaml",
        path: "photos[13].alt",
        words: "bör vara högst 150 tecken",
      }),
    ).toBe("Portfolio › kok › Bilder › bild 14 › Alt-text: bör vara högst 150 tecken");
    expect(
      describeProblem({
        file: "content/packages.yaml",
        path: "packages[0].features[2]",
        words: "får inte vara tom",
      }),
    ).toBe(
      "Startsidan › Paket och tillval › Paket › paket 1 › Punkter › punkt 3: får inte vara tom",
    );
    expect(
      describeProblem({ file: "content/home.yaml", path: "hero.heading", words: "saknas" }),
    ).toBe("Startsidan › Startsidan › Toppen › Rubrik: saknas");
  });

  it("says a problem that names no field of hers as the build prints it", () => {
    expect(
      describeProblem({
        file: "content/home.yaml",
        path: "",
        words: "här saknas ett kolon (:) efter namnet",
        at: { line: 3, col: 5 },
      }),
    ).toBe("content/home.yaml, rad 3, kolumn 5: här saknas ett kolon (:) efter namnet");
    expect(
      describeProblem({ file: "", path: "", words: "content/portfolio/kok/01.jpg: för liten" }),
    ).toBe("content/portfolio/kok/01.jpg: för liten");
    expect(
      describeProblem({ file: "content/packages.yaml", path: "okänt[1].fält", words: "något" }),
    ).toBe("content/packages.yaml: okänt[1].fält: något");
  });
});

describe("describeBuildLine", () => {
  it("says a line of a build's output about a value in her labels", () => {
    expect(describeBuildLine("content/home.yaml: hero.heading: saknas")).toBe(
      "Startsidan › Startsidan › Toppen › Rubrik: saknas",
    );
  });

  it("leaves a line that names no field as it is", () => {
    for (const line of [
      "content/home.yaml, rad 3, kolumn 5: här saknas ett kolon (:) efter namnet",
      "content/portfolio/kok/01.jpg: för liten, 400×300 px",
      "content/packages.yaml: okänt[1].fält: något",
      "Värden kunde inte bygga sajten.",
    ]) {
      expect(describeBuildLine(line)).toBe(line);
    }
  });
});
