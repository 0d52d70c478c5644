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
