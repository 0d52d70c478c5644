// The data-file rows of docs/hardening.md: each slip an owner makes while typing in a YAML file
// is named in Swedish by file, line and column, from the YAML library's own positions, and the
// build's content check stops with it (exit 1, no trace).
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineOf } from "./files.ts";
import { readContentYaml } from "./read-yaml.ts";

const file = "content/site.yaml";
const read = (source: string | Uint8Array) =>
  readContentYaml(file, typeof source === "string" ? new TextEncoder().encode(source) : source);
const slip = (source: string | Uint8Array) => {
  const result = read(source);
  return result.ok ? "(inget fel)" : lineOf(result.problem);
};

const colonHint =
  'texten innehåller ett kolon följt av mellanslag (": ") – skriv då texten inom citattecken, "så här". Eller är raden under indragen för långt?';
const commentHint =
  'allt efter # räknas som en kommentar och kommer inte med i texten – sätt texten inom citattecken, "så här", om # hör till den.';

const rows: [what: string, source: string, line: string][] = [
  [
    "a missing colon",
    "name: Foto\ntagline Fotograf i Stockholm\nemail: hej@example.com\n",
    `${file}, rad 2, kolumn 1: här saknas ett kolon (:) efter namnet – varje rad skrivs som namn: värde.`,
  ],
  [
    "a line indented less than the ones beside it",
    "reviews:\n  provider: Tjänsten\n loadOnClick: false\n",
    `${file}, rad 3, kolumn 1: raden är indragen annorlunda än raderna bredvid – rader på samma nivå ska börja i samma kolumn.`,
  ],
  [
    "a line indented more than the ones beside it",
    "reviews:\n  provider: Tjänsten\n    loadOnClick: false\n",
    `${file}, rad 2, kolumn 13: ${colonHint}`,
  ],
  [
    "a tab as indent",
    "reviews:\n\tprovider: Tjänsten\n",
    `${file}, rad 2, kolumn 1: raden är indragen med tabb – använd mellanslag.`,
  ],
  [
    'a ": " inside a text without quotes',
    "creditText: Foto: Exempel\n",
    `${file}, rad 1, kolumn 13: ${colonHint}`,
  ],
  [
    'a " #" inside a text without quotes',
    "tagline: Stockholms #1 fotograf\n",
    `${file}, rad 1, kolumn 21: ${commentHint}`,
  ],
  [
    "a text that starts with #",
    "tagline: #1 i Stockholm\n",
    `${file}, rad 1, kolumn 10: ${commentHint}`,
  ],
  [
    "a name written twice",
    "name: Foto\nphone: 070-174 06 50\nphone: 070-174 06 51\n",
    `${file}, rad 3, kolumn 1: phone står redan en gång på samma nivå – ta bort den ena.`,
  ],
  [
    "a text that starts with a placeholder, without quotes",
    "claims:\n  delivery: {leveranstid}h\n",
    `${file}, rad 2, kolumn 13: en text som börjar med { skrivs inom citattecken, "så här" – till exempel "{leveranstid}h".`,
  ],
  [
    "a text in *, as for emphasis, without quotes",
    "tagline: *Nyhet* i Stockholm\n",
    `${file}, rad 1, kolumn 10: en text som börjar med * skrivs inom citattecken: "*Nyhet* i Stockholm".`,
  ],
  [
    "a row of a list that starts with *",
    "items:\n  - *Gratis* resa\n",
    `${file}, rad 2, kolumn 5: en text som börjar med * skrivs inom citattecken: "*Gratis* resa".`,
  ],
  [
    "a text that starts with &, which YAML would leave out",
    "tagline: &Nyhet Fotograf\n",
    `${file}, rad 1, kolumn 10: en text som börjar med & skrivs inom citattecken: "&Nyhet Fotograf".`,
  ],
  [
    "a text that starts with !, which YAML would leave out",
    'tagline: !Viktigt Foto "nu"\n',
    `${file}, rad 1, kolumn 10: en text som börjar med ! skrivs inom citattecken: "så här".`,
  ],
  [
    'a " inside a text in quotes',
    'name: "Exempel "Foto" & Form"\n',
    `${file}, rad 1, kolumn 7: texten tar slut för tidigt – står det ett " inuti texten? Skriv då ” i stället, eller sätt hela texten inom enkla citattecken, 'så här'.`,
  ],
  [
    "a text in quotes that never ends",
    'name: Foto\ntagline: "Fotograf i Stockholm\nemail: hej@example.com\n',
    `${file}, rad 2, kolumn 10: texten som börjar här tar aldrig slut – saknas citattecknet i slutet av den?`,
  ],
  [
    "a text in quotes that never ends, on the first line",
    'tagline: "Fotograf i Stockholm\n',
    `${file}, rad 1, kolumn 10: texten som börjar här tar aldrig slut – saknas citattecknet i slutet av den?`,
  ],
  [
    'a text in quotes that never ends, with a \\" inside it',
    'name: Foto\ntagline: "Fotograf \\" i Stockholm\nemail: hej@example.com\n',
    `${file}, rad 2, kolumn 10: texten som börjar här tar aldrig slut – saknas citattecknet i slutet av den?`,
  ],
  [
    "a name with a space before its colon, written twice",
    "phone : 070-174 06 50\nphone : 070-174 06 51\n",
    `${file}, rad 2, kolumn 1: phone står redan en gång på samma nivå – ta bort den ena.`,
  ],
  [
    "a name written twice within { }",
    "reviews: {provider: Tjänsten, provider: Tjänsten}\n",
    `${file}, rad 1, kolumn 31: provider står redan en gång på samma nivå – ta bort den ena.`,
  ],
  [
    "an empty name in quotes written twice",
    '"": Foto\n"": Form\n',
    `${file}, rad 2, kolumn 1: ett tomt namn ("") står redan en gång på samma nivå – ta bort den ena.`,
  ],
  [
    "a text in quotes followed by another in quotes",
    'tagline: "Fotograf" "i Stockholm"\n',
    `${file}, rad 1, kolumn 10: texten tar slut för tidigt – står det ett " inuti texten? Skriv då ” i stället, eller sätt hela texten inom enkla citattecken, 'så här'.`,
  ],
  [
    "a ' inside a text in single quotes",
    "name: 'Exempel 'Foto' & Form'\n",
    `${file}, rad 1, kolumn 7: texten tar slut för tidigt – står det ett ' inuti texten? Skriv då ” i stället, eller sätt hela texten inom citattecken, "så här".`,
  ],
  [
    'a " inside a text in quotes, two spaces after the colon',
    'name:  "Exempel "Foto" & Form"\n',
    `${file}, rad 1, kolumn 8: texten tar slut för tidigt – står det ett " inuti texten? Skriv då ” i stället, eller sätt hela texten inom enkla citattecken, 'så här'.`,
  ],
  [
    'a " inside a text in quotes in a list',
    'features:\n  - "Exempel "Foto" & Form"\n',
    `${file}, rad 2, kolumn 5: texten tar slut för tidigt – står det ett " inuti texten? Skriv då ” i stället, eller sätt hela texten inom enkla citattecken, 'så här'.`,
  ],
  [
    'a " inside a text in quotes in a list, two spaces after the dash',
    'features:\n  -  "Exempel "Foto" & Form"\n',
    `${file}, rad 2, kolumn 6: texten tar slut för tidigt – står det ett " inuti texten? Skriv då ” i stället, eller sätt hela texten inom enkla citattecken, 'så här'.`,
  ],
  [
    "a text that starts with *, which YAML reads as a reference",
    'tagline: *Nyhet* "i" Stockholm\n',
    `${file}, rad 1, kolumn 10: en text som börjar med * skrivs inom citattecken: "så här".`,
  ],
  [
    "a line YAML reads as a directive, with no text in quotes",
    "%YAML 1.2\ntagline: Fotograf\n",
    `${file}, rad 2, kolumn 1: här är något felskrivet, så att filen inte går att läsa – titta efter kolon, indrag och citattecken som saknas eller är för många.`,
  ],
];

describe("a slip made while typing in a data file", () => {
  it.each(rows)("%s", (_what, source, line) => {
    expect(slip(source)).toBe(line);
  });

  it("names a file that is not UTF-8, at its first character that is not", () => {
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode("name: Foto\ntagline: K"),
      0xf6,
      0x6b,
    ]);
    expect(slip(latin1)).toBe(
      `${file}, rad 2, kolumn 11: filen är inte sparad som UTF-8, så tecknet här går inte att läsa – spara filen som UTF-8 i din textredigerare.`,
    );
  });

  it("names a file that is not UTF-8 on its first line, at the character that is not", () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode("name: K"), 0xf6, 0x6b]);
    expect(slip(latin1)).toBe(
      `${file}, rad 1, kolumn 8: filen är inte sparad som UTF-8, så tecknet här går inte att läsa – spara filen som UTF-8 i din textredigerare.`,
    );
  });

  it("reads a comment after a text in quotes as a comment, the text whole", () => {
    expect(read('tagline: "Fotograf #1" # vår slogan\n')).toEqual({
      ok: true,
      value: { tagline: "Fotograf #1" },
    });
  });

  it("reads a comment on the line below a text as a comment, the text whole", () => {
    expect(read("tagline: Fotograf i Stockholm\n  # vår slogan\nname: Foto\n")).toEqual({
      ok: true,
      value: { tagline: "Fotograf i Stockholm", name: "Foto" },
    });
  });

  it("reads what is written right: quoted colons and hashes, comments on lines of their own", () => {
    const source = [
      "# Företagets uppgifter.",
      'creditText: "Foto: Exempel #1"',
      "tagline: Fotograf – bostäder, drönare & tryck",
      "# Timmar, svensk tid.",
      "deliveryHours: 24 # timmar",
      "features:",
      "  - Leverans inom {leveranstid} timmar",
      '  - "Namn:"',
      "",
    ].join("\n");
    expect(read(source)).toEqual({
      ok: true,
      value: {
        creditText: "Foto: Exempel #1",
        tagline: "Fotograf – bostäder, drönare & tryck",
        deliveryHours: 24,
        features: ["Leverans inom {leveranstid} timmar", "Namn:"],
      },
    });
  });
});

describe("the build's content check", () => {
  let root = "";
  const project = join(import.meta.dirname, "..");

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "check-content-"));
    await cp(join(project, "content"), join(root, "content"), {
      recursive: true,
      filter: (source) => !/\.(jpe?g|png|webp|avif)$/i.test(source),
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("stops at a slip with the Swedish line alone: exit 1, no trace", async () => {
    const home = join(root, "content", "home.yaml");
    const source = await readFile(home, "utf8");
    const lines = source.split("\n");
    const index = lines.findIndex((line) => line.startsWith("  heading: "));
    lines[index] = "  heading: Bilder: som säljer";
    await writeFile(home, lines.join("\n"));

    const result = spawnSync(
      process.execPath,
      [join(project, "scripts", "check-content.ts"), root],
      { encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `Innehållet i content/ har 1 fel:\n\n  content/home.yaml, rad ${index + 1}, kolumn 12: ${colonHint}\n\nRätta felen och försök igen.\n`,
    );
  });
});

it("reads any text an owner might type into a value as data or as one line naming the file, never an exception (generated)", () => {
  let slips = 0;
  const typed = fc.stringMatching(/^[\w *&!|>%@`{}[\]"',:#?-]{0,12}$/);
  fc.assert(
    fc.property(typed, typed, (first, second) => {
      const result = read(`tagline: ${first}\nitems:\n  - ${second}\n`);
      if (!result.ok) {
        slips++;
        expect(lineOf(result.problem)).toMatch(/^content\/site\.yaml, rad \d+, kolumn \d+: \S/);
      }
    }),
    { numRuns: 500 },
  );
  // Both outcomes were reached: texts read as data and slips named.
  expect(slips).toBeGreaterThan(50);
  expect(slips).toBeLessThan(500);
});
