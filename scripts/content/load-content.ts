// Loads content/ one file at a time, so a slip made while typing (a " inside a text, a missing
// comma, a word without quotes) is reported as the owner's other mistakes are: the file, the line
// and the column, and what to write instead, in Swedish, rather than Node's trace in English.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseAst } from "vite";

/** Every TypeScript file under content/, relative to `root`, in a stable order. */
export function contentSourceFiles(root: string): string[] {
  return readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !/\.(test|d)\.ts$/.test(file))
    .map((file) => relative(root, join(root, "content", file)))
    .sort();
}

/** 1-based line and column of a UTF-16 offset, as an editor counts them. */
function placeOf(source: string, offset: number) {
  const before = source.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

const at = (file: string, source: string, offset: number) => {
  const { line, column } = placeOf(source, offset);
  return `${file}, rad ${line}, kolumn ${column}`;
};

/** Where a // comment starts in one line of code, or -1; a // inside a text is not one. */
function lineCommentStart(line: string): number {
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const character = line[i];
    if (quote) {
      if (character === "\\") i++;
      else if (character === quote) quote = "";
    } else if (character === '"' || character === "'" || character === "`") {
      quote = character;
    } else if (character === "/" && line[i + 1] === "/") {
      return i;
    }
  }
  return -1;
}

/** The end of the last piece of code before `offset`, past spaces, line breaks and comments. */
function endOfCodeBefore(source: string, offset: number): number {
  let end = offset;
  for (;;) {
    const text = source.slice(0, end).trimEnd();
    if (text.endsWith("*/")) {
      end = text.lastIndexOf("/*");
      continue;
    }
    const lineStart = text.lastIndexOf("\n") + 1;
    const comment = lineCommentStart(text.slice(lineStart));
    if (comment === -1) return text.length;
    end = lineStart + comment;
  }
}

/**
 * What the parser's complaint at `offset` most likely means to someone editing texts, or a
 * general hint. The parser stops at the token after the slip, so the place named is the slip's.
 */
function describeSlip(file: string, source: string, offset: number, problem: string): string {
  if (/^Unterminated string/.test(problem)) {
    return `${at(file, source, offset)}: texten tar aldrig slut – saknas " i slutet av den?`;
  }
  const invalid = problem.match(/^Invalid Character `(.)`/)?.[1];
  if (invalid && /[”“„’‘«»]/.test(invalid)) {
    return `${at(file, source, offset)}: en text ska börja och sluta med raka citattecken, "så här" – tecknet ${invalid} går bara bra inuti texten.`;
  }
  if (/^Expected `,`/.test(problem)) {
    const end = endOfCodeBefore(source, offset);
    const isSameLine = !source.slice(end, offset).includes("\n");
    const lastCharacter = source[end - 1] ?? "";
    if (isSameLine && (lastCharacter === '"' || lastCharacter === "'")) {
      return `${at(file, source, end - 1)}: texten tar slut för tidigt – har du skrivit ett ${lastCharacter} inuti en text? Skriv då ” eller \\${lastCharacter} i stället.`;
    }
    if (!isSameLine) {
      return `${at(file, source, end)}: här saknas ett kommatecken (,) – varje värde i en lista eller ett avsnitt slutar med ett.`;
    }
  }
  return `${at(file, source, offset)}: här är något felskrivet, så att filen inte går att läsa – titta efter citattecken, kommatecken och parenteser som saknas eller är för många.`;
}

/** A Swedish line for a content file that does not parse, or null when the parser accepts it. */
export function syntaxProblem(file: string, source: string): string | null {
  try {
    parseAst(source, { lang: "ts" }, file);
    return null;
  } catch (error) {
    const { pos, message } = error as { pos?: unknown; message: string };
    const problem = message.split("\n")[1] ?? "";
    return describeSlip(file, source, typeof pos === "number" ? pos : source.length, problem);
  }
}

/** The content file an error was thrown in, with its line and column, as the stack names it. */
function runtimePlace(root: string, files: readonly string[], error: Error) {
  // Node names a module by its file: URL; test runners by its path.
  for (const [, name, line, column] of error.stack?.matchAll(
    /((?:file:\/\/)?\/\S+?):(\d+):(\d+)/g,
  ) ?? []) {
    const file = files.find((candidate) => {
      const path = join(root, candidate);
      return name === path || name === pathToFileURL(path).href;
    });
    if (file) return `${file}, rad ${line}, kolumn ${column}`;
  }
  return null;
}

/** Why importing `file` failed, in the owner's words, naming the file the error came from. */
function loadProblem(root: string, files: readonly string[], file: string, error: unknown) {
  if (!(error instanceof Error)) return `${file}: filen går inte att läsa (${String(error)}).`;
  const place = runtimePlace(root, files, error) ?? file;
  const unknownName =
    error instanceof ReferenceError && error.message.match(/^(\S+) is not defined/);
  if (unknownName) {
    return `${place}: ${unknownName[1]} står utan citattecken – en text skrivs inom citattecken, "så här".`;
  }
  const missingExport = error.message.match(
    /module '(.+)' does not provide an export named '(.+)'/,
  );
  if (missingExport) {
    const [, module = "", name = ""] = missingExport;
    const source = files.find((candidate) =>
      candidate.endsWith(module.replace(/^(\.\.?\/)+/, "/")),
    );
    return `${source ?? module}: raden export const ${name} = … saknas – namnet efter export const ska vara ${name}, som förut.`;
  }
  return `${place}: filen går inte att läsa (${error.message}).`;
}

/**
 * Every content file that cannot be loaded, as one Swedish line each: first whatever does not
 * parse, in every file at once; then what fails as the files run, such as a word without quotes.
 */
export async function contentLoadErrors(root: string, files: readonly string[]): Promise<string[]> {
  const syntax = files.flatMap((file) => {
    const problem = syntaxProblem(file, readFileSync(join(root, file), "utf8"));
    return problem ? [problem] : [];
  });
  if (syntax.length > 0) return syntax;
  const errors = new Set<string>();
  for (const file of files) {
    // A file that imports a broken one fails with that one's error: named once, at its source.
    await import(pathToFileURL(join(root, file)).href).catch((error: unknown) => {
      errors.add(loadProblem(root, files, file, error));
    });
  }
  return [...errors];
}
