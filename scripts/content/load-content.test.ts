import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentLoadErrors, contentSourceFiles, syntaxProblem } from "./load-content.ts";

/** A content file as an owner keeps it: a comment, an object of texts, `as const`. */
const site = (name: string) => `// Business identity.
export const site = {
  /** Brand name. */
  name: ${name},
  regions: ["Stockholm", "Mälardalen"],
} as const;
`;

let root = "";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "load-content-"));
  await mkdir(join(root, "content", "pages"), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

let written = 0;

/**
 * The errors as the build's own Node reports them: a test runner loads modules its own way, and
 * what fails only as a file runs (a missing export, a word without quotes) fails differently there.
 */
function loadedByNode(files: string[]): string[] {
  const module = pathToFileURL(join(import.meta.dirname, "load-content.ts")).href;
  const script = `import { contentLoadErrors } from ${JSON.stringify(module)};
console.log(JSON.stringify(await contentLoadErrors(${JSON.stringify(root)}, ${JSON.stringify(files)})));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  return JSON.parse(result.stdout) as string[];
}

/** Loads `source` as a content file; each under a new name, since a module is loaded once. */
async function errorsFor(source: string, file = `content/site-${++written}.ts`) {
  await writeFile(join(root, file), source);
  return contentLoadErrors(root, [file]);
}

describe("a slip made while typing in content/", () => {
  it('names a " inside a text by line and column, and says what to write instead', async () => {
    expect(await errorsFor(site('"Exempel "Foto" & Form"'), "content/site.ts")).toEqual([
      'content/site.ts, rad 4, kolumn 18: texten tar slut för tidigt – har du skrivit ett " inuti en text? Skriv då ” eller \\" i stället.',
    ]);
  });

  it('accepts a quote written as ” or as \\"', async () => {
    expect(await errorsFor(site('"Exempel ”Foto” & \\"Form\\""'))).toEqual([]);
  });

  it("names a missing comma at the end of the line it belongs to, past a comment", () => {
    const source = site('"Exempel Foto & Form"').replace(
      '"Stockholm", "Mälardalen"',
      '"Stockholm" // the capital\n    "Mälardalen"',
    );
    expect(syntaxProblem("content/site.ts", source)).toBe(
      "content/site.ts, rad 5, kolumn 24: här saknas ett kommatecken (,) – varje värde i en lista eller ett avsnitt slutar med ett.",
    );
  });

  it("names a text that never ends", () => {
    expect(syntaxProblem("content/site.ts", site('"Exempel Foto & Form'))).toBe(
      'content/site.ts, rad 4, kolumn 9: texten tar aldrig slut – saknas " i slutet av den?',
    );
  });

  it("names a text begun with a typographic quote", () => {
    expect(syntaxProblem("content/site.ts", site("”Exempel”"))).toBe(
      'content/site.ts, rad 4, kolumn 9: en text ska börja och sluta med raka citattecken, "så här" – tecknet ” går bara bra inuti texten.',
    );
  });

  it("names a word written without quotes", async () => {
    await writeFile(join(root, "content", "unquoted.ts"), site("Exempel"));
    expect(loadedByNode(["content/unquoted.ts"])).toEqual([
      'content/unquoted.ts, rad 4, kolumn 9: Exempel står utan citattecken – en text skrivs inom citattecken, "så här".',
    ]);
  });

  it("names an export renamed in a file that another one reads", async () => {
    await writeFile(join(root, "content", "prices.ts"), "export const priser = [];\n");
    await writeFile(
      join(root, "content", "list.ts"),
      'import { prices } from "./prices.ts";\nexport const list = prices;\n',
    );
    expect(loadedByNode(["content/list.ts", "content/prices.ts"])).toEqual([
      "content/prices.ts: raden export const prices = … saknas – namnet efter export const ska vara prices, som förut.",
    ]);
  });

  it("reports every file that does not parse at once, and finds them all", async () => {
    await writeFile(join(root, "content", "site.ts"), site('"Exempel "Foto""'));
    await writeFile(join(root, "content", "pages", "terms.ts"), "export const terms = { a: 1 ;\n");
    await writeFile(join(root, "content", "types.d.ts"), "export type A = string;\n");
    const files = contentSourceFiles(root).filter(
      (file) => !/site-\d|unquoted|prices|list/.test(file),
    );
    expect(files).toEqual(["content/pages/terms.ts", "content/site.ts"]);
    const errors = await contentLoadErrors(root, files);
    expect(errors.map((line) => line.split(":")[0])).toEqual([
      "content/pages/terms.ts, rad 1, kolumn 29",
      "content/site.ts, rad 4, kolumn 18",
    ]);
  });
});
