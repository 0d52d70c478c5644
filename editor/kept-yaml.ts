// The editor's YAML: a save writes the owner's change into the file as it was, so the opening
// comment, the comments beside the values, the order of the keys, the quoting and the line breaks
// stay, and a one-line change is a one-line diff. Decap hands its format only the new data, not
// the file it was read from; so every file read is kept, and a save starts from the kept file
// nearest to the new data. Whichever file that is, the saved data is exactly the new data: the
// file it starts from decides only how the data is written.
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  parse,
  parseDocument,
  stringify,
} from "yaml";

/** How the files of content/ are written: no line folded, whatever its length. */
const written = { lineWidth: 0 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `node` changed to hold `value`, keeping its style and comments where it can; or a new node. */
function update(document: Document, node: unknown, value: unknown): Node {
  if (isRecord(value) && isMap(node)) {
    node.items = node.items.filter((pair) => {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      return typeof key === "string" && value[key] !== undefined;
    });
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      const pair = node.items.find((each) => isScalar(each.key) && each.key.value === key);
      if (pair) pair.value = update(document, pair.value, inner);
      else node.add(document.createPair(key, inner));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items = value.map((inner, index) => update(document, node.items[index], inner));
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value === value) return node;
    // A text stays a text in its own quoting; the writer quotes it anew where it must.
    if (typeof node.value === "string" && typeof value === "string") {
      node.value = value;
      return node;
    }
  }
  return document.createNode(value);
}

/** `source` (a YAML file) rewritten to hold `data`, all else kept. */
export function keepYaml(source: string, data: unknown): string {
  // Parsed, its nodes carry their places; the new ones made here carry none.
  const document: Document = parseDocument(source);
  document.contents = update(document, document.contents, data);
  return document.toString(written);
}

/** The leaves of `value`, as "path=value" strings. */
function leaves(value: unknown, path = ""): string[] {
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  return [`${path}=${JSON.stringify(value)}`];
}

/** How much of `data` a file already holds: its leaves that are the same in both. */
function likeness(data: unknown, kept: unknown): number {
  const own = new Set(leaves(kept));
  return leaves(data).filter((leaf) => own.has(leaf)).length;
}

/**
 * A YAML format for Decap (CMS.registerCustomFormat): reads as Decap's own, and writes each
 * save into the file it was read from.
 */
export function keptYamlFormat() {
  const read: { source: string; data: unknown }[] = [];
  return {
    fromFile(source: string): unknown {
      const data = parse(source) ?? {};
      if (!read.some((each) => each.source === source)) read.push({ source, data });
      return data;
    },
    toFile(data: unknown): string {
      let best: { source: string; score: number } | undefined;
      // A kept file is this file only if it holds at least half of the new data: a new entry
      // (a text page, a section) shares a few values with its neighbours, and written into one
      // of them it would carry that file's opening comment about itself.
      const least = leaves(data).length / 2;
      for (const each of read) {
        const score = likeness(data, each.data);
        if (score >= least && score > 0 && (!best || score > best.score)) {
          best = { source: each.source, score };
        }
      }
      const source = best ? keepYaml(best.source, data) : stringify(data, written);
      // Decap does not read a file again after saving it: the next save starts from this one.
      read.push({ source, data });
      return source;
    },
  };
}
