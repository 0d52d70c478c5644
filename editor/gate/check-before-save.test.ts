// @module-tag content
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "../fields/config.ts";
import { problemsBeforeSave, type SaveProblem } from "./check-before-save.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const saved = (file: string) =>
  parse(readFileSync(join(content, file), "utf8")) as Record<string, unknown>;
const firstSection = (saved("portfolio.yaml").sections as string[])[0] ?? "";
/** The problems of saving `data` into content/`file`, as the editor checks it. */
const problemsOf = (file: string, data: unknown) =>
  linesOf(
    problemsBeforeSave({ path: `content/${file}`, collection: "startPage", data }, collections),
  );
const linesOf = (problems: SaveProblem[]) => problems.map((problem) => problem.line);

describe("problemsBeforeSave", () => {
  it("lets the saved content through as it is", () => {
    for (const file of ["home.yaml", "packages.yaml", "site.yaml", "pages/bokningsvillkor.yaml"]) {
      expect(problemsOf(file, saved(file))).toEqual([]);
    }
  });

  it("refuses an emptied list, in the editor's labels", () => {
    const packages = { ...saved("packages.yaml"), packages: [] };
    const problems = problemsOf("packages.yaml", packages);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Startsidan › Paket och tillval › Paket: /);
  });

  it("lets through what it cleans: a Word line break and a typed price", () => {
    const data = saved("packages.yaml") as { packages: Record<string, unknown>[] };
    const [first, ...rest] = data.packages;
    const draft = {
      ...data,
      packages: [{ ...first, price: "4 900 kr", description: "Ljust\voch ärligt" }, ...rest],
    };
    expect(problemsOf("packages.yaml", draft)).toEqual([]);
  });

  it("names a placeholder that is no fact, counting a list's items from 1, and gives its path in the form", () => {
    const data = saved("packages.yaml") as { packages: { features: string[] }[] };
    const [first, ...rest] = data.packages;
    const draft = {
      ...data,
      packages: [{ ...first, features: ["Klart på {leveranstiden}"] }, ...rest],
    };
    const [problem] = problemsBeforeSave(
      { path: "content/packages.yaml", collection: "startPage", data: draft },
      collections,
    );
    expect(problem?.line).toMatch(
      /^Startsidan › Paket och tillval › Paket › paket 1 › Punkter › punkt 1: \{leveranstiden\} finns inte/,
    );
    // Where the editor writes the line under the field (field-problems.ts).
    expect(problem?.field).toEqual({
      path: "packages[0].features[0]",
      problem: expect.stringMatching(/^\{leveranstiden\} finns inte/),
    });
  });

  it("lets through a teaser item made in the editor, which has no field for the data no page shows", () => {
    const home = saved("home.yaml") as { teaser: { items: Record<string, unknown>[] } };
    const [first, ...rest] = home.teaser.items;
    const { price, views, likes, ...made } = first ?? {};
    const draft = { ...home, teaser: { ...home.teaser, items: [made, ...rest] } };
    expect(problemsOf("home.yaml", draft)).toEqual([]);
  });

  it("checks a new portfolio section, which has no file yet, as a section", () => {
    const section = saved(`portfolio/${firstSection}/avsnitt.yaml`);
    const problems = linesOf(
      problemsBeforeSave(
        { collection: "portfolio", slug: "", data: { ...section, title: "" } },
        collections,
      ),
    );
    expect(problems.some((line) => line.startsWith("Portfolio › nytt-avsnitt › Rubrik: "))).toBe(
      true,
    );
  });

  it("checks a new text page by the address its heading gives it", () => {
    const page = saved("pages/bokningsvillkor.yaml");
    const newPage = (title: string) =>
      linesOf(
        problemsBeforeSave({ collection: "textsidor", data: { ...page, title } }, collections),
      );
    expect(newPage("Om oss")).toEqual([]);
    expect(newPage("Portfolio")).toEqual([
      "content/pages/portfolio.yaml: adressen /portfolio är upptagen av sajten själv; byt namn på filen (i redigeraren: ge den nya sidan en annan rubrik)",
    ]);
    const [problem] = linesOf(
      problemsBeforeSave(
        { collection: "textsidor", data: { ...page, title: "Om oss", sections: [] } },
        collections,
      ),
    );
    expect(problem).toMatch(/^Textsidor › om-oss › Avsnitt: /);
  });
});
