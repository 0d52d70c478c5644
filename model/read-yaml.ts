// Reads one data file of content/ as the owner wrote it. A slip made while typing (a missing
// colon, a bad indent, a ": " or " #" inside a text without quotes, a name written twice, a
// file saved in another encoding than UTF-8) is reported as one Swedish line with the file, the
// line and the column, taken from the YAML library's own positions, and what to write instead.
import { LineCounter, parseDocument, Scalar, visit, type YAMLError } from "yaml";
import type { Problem } from "./files.ts";

/** A place in a file, 1-based, as an editor counts it. */
type LinePos = { line: number; col: number };

export type ReadResult = { ok: true; value: unknown } | { ok: false; problem: Problem };

const decoder = new TextDecoder("utf-8", { fatal: true });

/** A slip of `file`'s text at `at`, in her words. */
const slipAt = (file: string, at: LinePos, words: string): Problem => ({
  file,
  path: "",
  words,
  at,
});

/** The place of the first character that is not UTF-8, as a lenient decoder marks it. */
function firstUndecodable(bytes: Uint8Array): LinePos {
  const text = new TextDecoder("utf-8").decode(bytes);
  const before = text.slice(0, Math.max(0, text.indexOf("\uFFFD"))).split("\n");
  return { line: before.length, col: (before.at(-1)?.length ?? 0) + 1 };
}

/** The text of line `line` (1-based). */
const lineOf = (source: string, line: number) => source.split("\n")[line - 1] ?? "";

/** Where the text that never ends begins: the last line up to `place` with an odd number of ". */
function unclosedQuote(source: string, place: LinePos): LinePos {
  for (let line = place.line; line >= 1; line--) {
    const text = lineOf(source, line).replaceAll('\\"', "");
    if ((text.match(/"/g) ?? []).length % 2 === 1) return { line, col: text.indexOf('"') + 1 };
  }
  return place;
}

/** A text at `place` that begins with * & or !, `rest` the line from there: quoted, it is a text. */
function markedText(file: string, place: LinePos, rest: string): Problem {
  const text = rest.trim();
  const example = text.includes('"') ? `"så här"` : `"${text}"`;
  return slipAt(
    file,
    place,
    `en text som börjar med ${text.charAt(0)} skrivs inom citattecken: ${example}.`,
  );
}

/** What the parser's complaint means to someone editing texts, at the place it names. */
function explainSlip(file: string, source: string, error: YAMLError): Problem {
  const place = error.linePos?.[0] ?? { line: 1, col: 1 };
  const line = lineOf(source, place.line);
  switch (error.code) {
    case "MULTILINE_IMPLICIT_KEY":
      return slipAt(
        file,
        place,
        `här saknas ett kolon (:) efter namnet – varje rad skrivs som namn: värde.`,
      );
    case "BLOCK_AS_IMPLICIT_KEY":
      return slipAt(
        file,
        place,
        `texten innehåller ett kolon följt av mellanslag (": ") – skriv då texten inom citattecken, "så här". Eller är raden under indragen för långt?`,
      );
    case "BAD_INDENT":
      return slipAt(
        file,
        place,
        `raden är indragen annorlunda än raderna bredvid – rader på samma nivå ska börja i samma kolumn.`,
      );
    case "TAB_AS_INDENT":
      return slipAt(file, place, `raden är indragen med tabb – använd mellanslag.`);
    case "DUPLICATE_KEY": {
      const name =
        line
          .slice(place.col - 1)
          .match(/^["']?([^:"']+)/)?.[1]
          ?.trim() ?? "";
      return slipAt(
        file,
        place,
        `${name || 'ett tomt namn ("")'} står redan en gång på samma nivå – ta bort den ena.`,
      );
    }
  }
  if (error.code === "MISSING_CHAR" && /quote/.test(error.message)) {
    return slipAt(
      file,
      unclosedQuote(source, place),
      `texten som börjar här tar aldrig slut – saknas citattecknet i slutet av den?`,
    );
  }
  // A value that starts with a character YAML reads as more than text: { [ or a quote.
  const value = line.match(/^(\s*(?:-\s+)*(?:[^\s"'{[#*&!][^:#]*:\s+)?)(["'{[*&!])/);
  if (value) {
    const [, before = "", character] = value;
    const start = { line: place.line, col: before.length + 1 };
    if (character === "*" || character === "&" || character === "!") {
      return markedText(file, start, line.slice(before.length));
    }
    return character === '"' || character === "'"
      ? slipAt(
          file,
          start,
          `texten tar slut för tidigt – står det ett ${character} inuti texten? Skriv då ” i stället, eller sätt hela texten inom ${character === '"' ? "enkla citattecken, 'så här'" : 'citattecken, "så här"'}.`,
        )
      : slipAt(
          file,
          start,
          `en text som börjar med ${character} skrivs inom citattecken, "så här" – till exempel "{leveranstid}h".`,
        );
  }
  return slipAt(
    file,
    place,
    `här är något felskrivet, så att filen inte går att läsa – titta efter kolon, indrag och citattecken som saknas eller är för många.`,
  );
}

/**
 * Where a " #" cuts a text short: YAML reads the rest of the line as a comment, so the text
 * would lose it without a word. A comment after a number or true/false is left alone.
 */
function cutByComment(
  source: string,
  lineCounter: LineCounter,
  document: ReturnType<typeof parseDocument>,
) {
  let place: LinePos | undefined;
  visit(document, {
    Scalar(_key, node) {
      if (place || !node.comment || node.type !== Scalar.PLAIN || !node.range) return;
      if (node.value !== null && typeof node.value !== "string") return;
      const [, valueEnd, nodeEnd] = node.range;
      const rest = source.slice(valueEnd, nodeEnd);
      const hash = rest.indexOf("#");
      if (hash >= 0 && !rest.slice(0, hash).includes("\n")) {
        place = lineCounter.linePos(valueEnd + hash);
        return visit.BREAK;
      }
    },
  });
  return place;
}

/**
 * Where a text begins with a character YAML reads as more than text: * (a reference to another
 * value, which fails the read), & (a name given to the value, left out of it) or ! (a type, left
 * out of it). Owners write *Nyhet* for emphasis; only quotes keep it a text.
 */
function markedValue(source: string, document: ReturnType<typeof parseDocument>) {
  let offset: number | undefined;
  visit(document, {
    Alias(_key, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
    Node(_key, node) {
      const start = node.range?.[0];
      if (start === undefined || (!node.anchor && !node.tag)) return;
      // The node's range begins at its value; the & or ! stands before it on its line.
      offset = source.lastIndexOf(node.anchor ? "&" : "!", start);
      return visit.BREAK;
    },
  });
  return offset;
}

/** The data in `bytes`, the contents of `file` (named as "content/…"), or its first slip. */
export function readContentYaml(file: string, bytes: Uint8Array): ReadResult {
  let source: string;
  try {
    source = decoder.decode(bytes);
  } catch {
    return {
      ok: false,
      problem: slipAt(
        file,
        firstUndecodable(bytes),
        `filen är inte sparad som UTF-8, så tecknet här går inte att läsa – spara filen som UTF-8 i din textredigerare.`,
      ),
    };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, uniqueKeys: true, prettyErrors: true });
  // The first complaint is the slip; the rest usually follow from it.
  const [error] = document.errors;
  if (error) return { ok: false, problem: explainSlip(file, source, error) };
  const marked = markedValue(source, document);
  if (marked !== undefined) {
    const place = lineCounter.linePos(marked);
    return {
      ok: false,
      problem: markedText(file, place, lineOf(source, place.line).slice(place.col - 1)),
    };
  }
  const comment = cutByComment(source, lineCounter, document);
  if (comment) {
    return {
      ok: false,
      problem: slipAt(
        file,
        comment,
        `allt efter # räknas som en kommentar och kommer inte med i texten – sätt texten inom citattecken, "så här", om # hör till den.`,
      ),
    };
  }
  return { ok: true, value: document.toJS() };
}
