import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { keepYaml, savedText } from "./kept-yaml.ts";

const content = (file: string) =>
  readFileSync(join(import.meta.dirname, "..", "..", "content", file), "utf8");

/** The lines of `after` that are not in `before` at the same place, and the other way round. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const changed: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) changed.push(`${a[i] ?? ""} → ${b[i] ?? ""}`);
  }
  return changed;
}

describe("keepYaml", () => {
  it("changes one line of home.yaml for one changed heading, comments and order kept", () => {
    const source = content("home.yaml");
    const data = parse(source);
    data.hero.heading = "En ny rubrik: med kolon";
    const saved = keepYaml(source, data);
    expect(parse(saved)).toEqual(data);
    expect(changedLines(source, saved)).toHaveLength(1);
    expect(saved.startsWith(source.slice(0, source.indexOf("\n\n")))).toBe(true);
  });

  it("writes every data file of content/ back byte for byte when nothing changed", () => {
    for (const file of [
      "home.yaml",
      "site.yaml",
      "packages.yaml",
      "portfolio/bostad/avsnitt.yaml",
    ]) {
      const source = content(file);
      expect(keepYaml(source, parse(source)), file).toBe(source);
    }
  });

  it("takes a removed, an added and a moved list item as the new list", () => {
    const source = "# Bilder\nphotos:\n  - file: a.jpg # den första\n  - file: b.jpg\n";
    const data = { photos: [{ file: "b.jpg" }, { file: "c.jpg", alt: "Kök" }] };
    const saved = keepYaml(source, data);
    expect(parse(saved)).toEqual(data);
    expect(saved.startsWith("# Bilder\n")).toBe(true);
  });

  it("saves exactly the new data, whatever file it starts from (generated)", () => {
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: "small" },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie("any"), { maxLength: 4 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie("any"), { maxKeys: 4 }),
      ),
    })).any;
    const object = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), value, {
      maxKeys: 5,
    });
    fc.assert(
      fc.property(object, object, (before, after) => {
        const source = `# Kommentar\n${keepYaml("", before)}`;
        expect(parse(keepYaml(source, after))).toEqual(after);
      }),
      { numRuns: 300 },
    );
  });
});

describe("savedText", () => {
  it("writes a save into its file as it is", () => {
    const dronare = content("portfolio/dronare/avsnitt.yaml");
    const data = parse(dronare) as { title: string };
    data.title = "Drönarbilder";
    const saved = savedText(dronare, data);
    expect(parse(saved)).toEqual(data);
    expect(changedLines(dronare, saved)).toHaveLength(1);
  });

  it("writes a new file plainly, a long text on one line", () => {
    const text =
      "Bilderna kommer inom ett dygn efter fotograferingen, färdigredigerade och klara att läggas upp i annonsen.";
    const page = {
      title: "Vanliga frågor",
      description: "Vanliga frågor.",
      updated: "2026-11-27",
      sections: [{ heading: "Leverans", blocks: [{ type: "paragraph", text }] }],
    };
    // Written out, not the YAML library's own output: that is what savedText calls, so it would
    // agree with any options it were given.
    expect(savedText("", page)).toBe(
      [
        "title: Vanliga frågor",
        "description: Vanliga frågor.",
        "updated: 2026-11-27",
        "sections:",
        "  - heading: Leverans",
        "    blocks:",
        "      - type: paragraph",
        `        text: ${text}`,
        "",
      ].join("\n"),
    );
  });
});

// Small files, each written out with what a save must write: a comment or a blank line is
// where it belongs only if the text says so, which the generated tests above do not look at.
describe("keepYaml, a list item's comments", () => {
  it("go with the item when two texts trade places", () => {
    const source = "list:\n  - a # om a\n  - b # om b\n";
    expect(keepYaml(source, { list: ["b", "a"] })).toBe("list:\n  - b # om b\n  - a # om a\n");
  });

  it("go with the item when two numbers trade places", () => {
    const source = "- 1 # ett\n- 2 # två\n";
    expect(keepYaml(source, [2, 1])).toBe("- 2 # två\n- 1 # ett\n");
  });

  it("go with a moved item that is itself a list", () => {
    const source = "- [1] # första\n- [2] # andra\n";
    expect(keepYaml(source, [[2], [1]])).toBe("- [ 2 ] # andra\n- [ 1 ] # första\n");
  });

  it("go with a moved list whose numbers would run together without their commas", () => {
    const source = "- [1, 23] # första\n- [12, 3] # andra\n";
    expect(
      keepYaml(source, [
        [12, 3],
        [1, 23],
      ]),
    ).toBe("- [ 12, 3 ] # andra\n- [ 1, 23 ] # första\n");
  });

  it("go with a moved item whose inner map has its keys in another order", () => {
    const source =
      "- photo:\n    file: a.jpg\n    alt: A # första\n- photo:\n    file: b.jpg\n    alt: B # andra\n";
    const data = [{ photo: { alt: "B", file: "b.jpg" } }, { photo: { alt: "A", file: "a.jpg" } }];
    expect(keepYaml(source, data)).toBe(
      "- photo:\n    file: b.jpg\n    alt: B # andra\n- photo:\n    file: a.jpg\n    alt: A # första\n",
    );
  });

  it("go with a moved list of maps whose keys are in another order", () => {
    const source = "- - b: 1\n    a: 2 # första\n- - b: 3\n    a: 4 # andra\n";
    const data = [[{ a: 4, b: 3 }], [{ a: 2, b: 1 }]];
    expect(keepYaml(source, data)).toBe(
      "- - b: 3\n    a: 4 # andra\n- - b: 1\n    a: 2 # första\n",
    );
  });

  it("go with a moved empty item", () => {
    const source = "- null # inget\n- 1 # ett\n";
    expect(keepYaml(source, [1, null])).toBe("- 1 # ett\n- null # inget\n");
  });

  it("go with the item whose field the file left empty and the new data leaves out", () => {
    const source = "- file: a.jpg # A\n- file: b.jpg # B\n  alt:\n";
    const data = [
      { file: "b.jpg", alt: "ny" },
      { file: "b.jpg", alt: undefined },
    ];
    expect(keepYaml(source, data)).toBe("- file: b.jpg # A\n  alt: ny\n- file: b.jpg # B\n");
  });

  it("above a removed first item go to the next one, with no blank line added", () => {
    const source = "list:\n  # om a\n  - a\n  - b\n";
    expect(keepYaml(source, { list: ["b"] })).toBe("list:\n  # om a\n  - b\n");
  });

  it("stay at their place when every item is new and shares nothing with the old ones", () => {
    const source = "- a # om a\n- b # om b\n";
    expect(keepYaml(source, ["x", "y"])).toBe("- x # om a\n- y # om b\n");
  });

  it("go to the item that followed a removed one", () => {
    const source = "list:\n  - a\n  # före b\n  - b # om b\n  - c\n";
    expect(keepYaml(source, { list: ["a", "c"] })).toBe(
      "list:\n  - a\n  # före b\n  # om b\n  - c\n",
    );
  });
});

/** Photos that share their text; the comment on each names the photo it was written for. */
const photosAlike = (files: string[]) =>
  files.map((file) => `- file: ${file}.jpg # ${file.toUpperCase()}\n  alt: Kök\n`).join("");
const alike = (files: string[]) => files.map((file) => ({ file: `${file}.jpg`, alt: "Kök" }));

describe("keepYaml, a new photo that shares its text with several old ones", () => {
  it("takes the comments of the old photo at its own place", () => {
    const saved = keepYaml(photosAlike(["a", "b", "c", "d"]), alike(["w", "x", "y", "z"]));
    expect(saved).toBe(
      "- file: w.jpg # A\n  alt: Kök\n- file: x.jpg # B\n  alt: Kök\n- file: y.jpg # C\n  alt: Kök\n- file: z.jpg # D\n  alt: Kök\n",
    );
  });

  it("takes the comments of the nearest old photo when the one at its place moved away", () => {
    const saved = keepYaml(photosAlike(["a", "b", "c"]), alike(["c", "x", "y"]));
    expect(saved).toBe(
      "- file: c.jpg # C\n  alt: Kök\n- file: x.jpg # B\n  alt: Kök\n- file: y.jpg # A\n  alt: Kök\n",
    );
  });

  it("takes the comments of the earlier of two old photos as near as each other", () => {
    const saved = keepYaml(photosAlike(["a", "b", "c"]), alike(["b", "x", "y"]));
    expect(saved).toBe(
      "- file: b.jpg # B\n  alt: Kök\n- file: x.jpg # A\n  alt: Kök\n- file: y.jpg # C\n  alt: Kök\n",
    );
  });

  it("takes the comments of the nearer old photo, not of one further down the list", () => {
    const saved = keepYaml(
      photosAlike(["a", "b", "c", "d", "e"]),
      alike(["a", "c", "x", "d", "y"]),
    );
    expect(saved).toBe(
      "- file: a.jpg # A\n  alt: Kök\n- file: c.jpg # C\n  alt: Kök\n- file: x.jpg # B\n  alt: Kök\n- file: d.jpg # D\n  alt: Kök\n- file: y.jpg # E\n  alt: Kök\n",
    );
  });
});

describe("keepYaml, a removed key's comments", () => {
  it("go before the next key, with no blank line added, when it was a map's first", () => {
    const source = "m:\n  # om a\n  a: 1\n  b: 2\n";
    expect(keepYaml(source, { m: { b: 2 } })).toBe("m:\n  # om a\n  b: 2\n");
  });

  it("go before the next key, with no blank line added, when a key came before it", () => {
    const source = "x: 0\n# om a\na: 1\nb: 2\n";
    expect(keepYaml(source, { x: 0, b: 2 })).toBe("x: 0\n# om a\nb: 2\n");
  });

  it("keep the blank line that stood before them", () => {
    const source = "x: 0\n\n# om a\na: 1\nb: 2\n";
    expect(keepYaml(source, { x: 0, b: 2 })).toBe("x: 0\n\n# om a\nb: 2\n");
  });

  it("leave the blank line before the next key in place", () => {
    const source = "a: 1\n# om b\nb: 2\n\nc: 3\n";
    expect(keepYaml(source, { a: 1, c: 3 })).toBe("a: 1\n\n# om b\nc: 3\n");
  });
});

describe("keepYaml, a value changed", () => {
  it("to another type keeps the comment on its line", () => {
    expect(keepYaml("a: 1 # ett\nb: 2\n", { a: "x", b: 2 })).toBe("a: x # ett\nb: 2\n");
  });

  it("to another type keeps the comment above it, in a list", () => {
    expect(keepYaml("- 1\n# om två\n- 2\n", [1, "x"])).toBe("- 1\n# om två\n- x\n");
  });

  it("to a list writes the comment of its line above the list", () => {
    expect(keepYaml("a: 1 # ett\n", { a: [1, 2] })).toBe("a:\n  # ett\n  - 1\n  - 2\n");
  });

  it("in a list that was empty under a comment keeps the comment", () => {
    expect(keepYaml("a:\n  # tom\n  []\n", { a: [1] })).toBe("a:\n  # tom\n  [ 1 ]\n");
  });

  it("to a text keeps the text's own quotes", () => {
    expect(keepYaml('a: "x"\n', { a: "y" })).toBe('a: "y"\n');
  });

  it("from a quoted text to a number is written as a number", () => {
    expect(keepYaml('a: "x"\n', { a: 5 })).toBe("a: 5\n");
  });

  it("to undefined removes its key", () => {
    expect(keepYaml("a: 1\nb: 2\n", { a: 1, b: undefined })).toBe("a: 1\n");
  });

  it("nowhere keeps how each number and text was written", () => {
    const source = "a: \"x\"\nb: 1.50\nc: 'y'\n";
    expect(keepYaml(source, { a: "x", b: 1.5, c: "y" })).toBe(source);
  });

  it("in a file whose keys are numbers saves exactly the new data", () => {
    const data = { "1": "a", "2": "ny" };
    expect(parse(keepYaml("1: a\n2: b\n", data))).toEqual(data);
  });

  it("in a file whose keys are numbers writes each key once", () => {
    const saved = keepYaml("1: a\n2: b\n", { "1": "a", "2": "ny" });
    expect(saved.trimEnd().split("\n")).toHaveLength(2);
  });

  it("from a number tagged as a number to a text is written as the text", () => {
    const saved = keepYaml("a: !!int 5\n", { a: "x" });
    expect(parse(saved)).toEqual({ a: "x" });
  });

  it("from a text tagged as text to a number is written as a number", () => {
    const saved = keepYaml("a: !!str x\n", { a: 5 });
    expect(parse(saved)).toEqual({ a: 5 });
  });
});

describe("keepYaml, a file's closing comment", () => {
  it("keeps the blank line before it", () => {
    const source = "a: 1\n\n# Slut.\n";
    expect(keepYaml(source, { a: 1 })).toBe(source);
  });

  it("keeps the blank line before it when its second line is indented", () => {
    expect(keepYaml("a: 1\n\n# Slut\n  # på filen.\n", { a: 1 })).toBe(
      "a: 1\n\n# Slut\n# på filen.\n",
    );
  });

  it("keeps a blank line of spaces before it as a blank line", () => {
    expect(keepYaml("a: 1\n  \n# Slut.\n", { a: 1 })).toBe("a: 1\n\n# Slut.\n");
  });

  it("follows the last line with no blank line where there was none", () => {
    const source = "a: 1\n# Slut.\n";
    expect(keepYaml(source, { a: 2 })).toBe("a: 2\n# Slut.\n");
  });
});
