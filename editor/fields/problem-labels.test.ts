import { describe, expect, it } from "vitest";
import { describeBuildLine, describePlace, describeProblem } from "./problem-labels.ts";

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

describe("describePlace", () => {
  const named = (file: string, path: string) => describePlace(file, path)?.split(" › ") ?? null;

  it("names a text page by its address, and a block's field by the list's row and its label", () => {
    const place = named("content/pages/bokningsvillkor.yaml", "sections[0].blocks[1].text");
    expect(place?.slice(1, 2)).toEqual(["bokningsvillkor"]);
    expect(place?.at(-2)).toMatch(/ 2$/);
    expect(place).toHaveLength(7);
  });

  it("names no place for a file of no collection, nor for a folder's file that is not an entry", () => {
    expect(describePlace("content/annat.yaml", "title")).toBeNull();
    expect(describePlace("content/portfolio/kok/01.jpg", "file")).toBeNull();
  });

  it("names no place for a row of what is no list, nor for a name inside a text", () => {
    expect(describePlace("content/home.yaml", "hero[0]")).toBeNull();
    expect(describePlace("content/home.yaml", "hero.heading.more")).toBeNull();
  });
});

describe("describeBuildLine, the build's format", () => {
  it("reads words that run over several lines", () => {
    expect(describeBuildLine("content/home.yaml: hero.heading: saknas\nskriv en rubrik")).toBe(
      "Startsidan › Startsidan › Toppen › Rubrik: saknas\nskriv en rubrik",
    );
  });

  it("leaves a line about a file that is not a data file, or that has no words, as it is", () => {
    for (const line of [
      "content/home.txt: hero.heading: saknas",
      "content/home.yaml: hero.heading: ",
      "Bygget stoppades: content/home.yaml: hero.heading: saknas",
    ]) {
      expect(describeBuildLine(line)).toBe(line);
    }
  });
});
