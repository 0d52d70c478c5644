// The editor's YAML: a save writes the owner's change into the file as it was read for her form,
// so the opening comment, the comments beside the values, the order
// of the keys, the quoting and the line breaks stay, and a one-line change is a one-line diff.
// Whatever the file, the saved data is exactly the new data: the file decides only how the data
// is written. No comment is lost: a moved list item takes its comments along (also when it was changed as it moved, and
// the comment above a list's first item), the comments of a removed value go to the value that
// now follows it, or after its list or map when none does, and a file saved unchanged is
// unchanged to the byte.
import {
  type Document,
  isCollection,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  type Node,
  parseDocument,
  stringify,
  visit,
} from "yaml";

/** How the files of content/ are written: no line folded, whatever its length. */
const written = { lineWidth: 0 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` as JSON with every map's keys in order, so that two equal values read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** How many fields two maps hold alike (0 for anything that is not two maps). */
function sharedFields(one: unknown, other: unknown): number {
  if (!isRecord(one) || !isRecord(other)) return 0;
  return Object.keys(one).filter(
    (key) => key in other && canonical(one[key]) === canonical(other[key]),
  ).length;
}

/** Every comment in `node` (a node or a map's pair) and below it, in the file's order. */
function commentsIn(node: unknown): string[] {
  const comments: string[] = [];
  for (const root of isPair(node) ? [node.key, node.value] : [node]) {
    // The visit reaches every node below, a map's keys included.
    if (isNode(root)) {
      visit(root, {
        Node: (_, each) => {
          if (each.commentBefore) comments.push(each.commentBefore);
          if (each.comment) comments.push(each.comment);
        },
      });
    }
  }
  return comments;
}

const joined = (...comments: (string | null | undefined)[]) =>
  comments.filter(Boolean).join("\n") || undefined;

/** The node a pair's or an item's comment before it sits on. */
const head = (item: unknown): Node | undefined =>
  isPair(item) ? (isNode(item.key) ? item.key : undefined) : isNode(item) ? item : undefined;

/**
 * `items` (the kept ones, in their new order) with the comments of the `removed` ones: each
 * removed item's comments before the kept item that followed it, or, with none after it, after
 * the collection (`collection.comment`).
 */
function keepComments<Item>(
  collection: { comment?: string | null },
  originals: Item[],
  kept: Set<Item>,
) {
  let orphaned: string[] = [];
  let spaced = false;
  for (const item of originals) {
    if (!kept.has(item)) {
      orphaned.push(...commentsIn(item));
      spaced ||= Boolean(head(item)?.spaceBefore);
      continue;
    }
    const first = head(item);
    if (orphaned.length > 0 && first) {
      first.commentBefore = joined(...orphaned, first.commentBefore);
      first.spaceBefore ||= spaced;
    }
    orphaned = [];
    spaced = false;
  }
  if (orphaned.length > 0) collection.comment = joined(collection.comment, ...orphaned);
}

/** A new node for `value` where `old` was, with every comment of `old` before it. */
function replaced(document: Document, old: unknown, value: unknown): Node {
  const node = document.createNode(value) as Node;
  const comments = commentsIn(old);
  if (isNode(old)) {
    node.spaceBefore = old.spaceBefore;
    // A comment on the value's own line stays there when the new value is one line too.
    if (!isCollection(node) && old.comment && !isCollection(old)) {
      node.comment = old.comment;
      comments.splice(comments.lastIndexOf(old.comment), 1);
    }
  }
  node.commentBefore = joined(...comments);
  return node;
}

/** `node` changed to hold `value`, keeping its style and comments; or a new node. */
function update(document: Document, node: unknown, value: unknown): Node {
  if (isRecord(value) && isMap(node)) {
    const originals = [...node.items];
    node.items = node.items.filter((pair) => {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      return typeof key === "string" && value[key] !== undefined;
    });
    keepComments(node, originals, new Set(node.items));
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      const pair = node.items.find((each) => isScalar(each.key) && each.key.value === key);
      if (pair) pair.value = update(document, pair.value, inner);
      else node.add(document.createPair(key, inner));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    // A comment written above the first item, inside the list, is read as the list's own; it is
    // the first item's, and goes where the item goes.
    const first = node.items[0];
    if (node.commentBefore && isNode(first)) {
      first.commentBefore = joined(node.commentBefore, first.commentBefore);
      node.commentBefore = undefined;
    }
    const originals = node.items.map((item) => {
      const plain: unknown = isNode(item) ? item.toJS(document) : item;
      return { item, plain, value: canonical(plain) };
    });
    const unused = new Set(originals);
    const claim = (original: (typeof originals)[number] | undefined) => {
      if (!original || !unused.has(original)) return undefined;
      unused.delete(original);
      return original.item;
    };
    const mostAlike = (inner: unknown, index: number) => {
      let best: { original: (typeof originals)[number]; shared: number } | undefined;
      for (const original of unused) {
        const shared = sharedFields(original.plain, inner);
        const isBetter =
          shared > (best?.shared ?? 0) ||
          (best !== undefined &&
            shared === best.shared &&
            Math.abs(originals.indexOf(original) - index) <
              Math.abs(originals.indexOf(best.original) - index));
        if (isBetter) best = { original, shared };
      }
      return best?.original;
    };
    // An item is the one that holds the same value (a moved item, with its comments), else the
    // one that shares the most of its fields (an item moved and changed: a photo whose text is
    // new), the nearest on a tie, else the one at its place (an item changed where it is), else a
    // new one.
    const same = value.map((inner) => {
      const wanted = canonical(inner);
      return claim(originals.find((each) => unused.has(each) && each.value === wanted));
    });
    const alike = same.map((item, index) => item ?? claim(mostAlike(value[index], index)));
    const chosen = alike.map((item, index) => item ?? claim(originals[index]));
    node.items = value.map((inner, index) => update(document, chosen[index], inner));
    keepComments(
      node,
      originals.map(({ item }) => item),
      new Set(chosen),
    );
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
  return replaced(document, node, value);
}

/** Whether a file's closing comment lines follow a blank line, as the writer always puts them. */
function isClosingCommentSpaced(source: string): boolean {
  const lines = source.trimEnd().split("\n");
  let index = lines.length - 1;
  while (index >= 0 && lines[index]?.trimStart().startsWith("#")) index--;
  return index >= 0 && lines[index]?.trim() === "";
}

/** `source` (a YAML file) rewritten to hold `data`, all else kept. */
export function keepYaml(source: string, data: unknown): string {
  // Parsed, its nodes carry their places; the new ones made here carry none.
  const document: Document = parseDocument(source);
  document.contents = update(document, document.contents, data);
  // The writer puts a blank line before the document's closing comment; written as the last
  // value's, it follows the file's last line as the owner wrote it.
  if (document.comment && isNode(document.contents) && !isClosingCommentSpaced(source)) {
    document.contents.comment = joined(document.contents.comment, document.comment);
    document.comment = "";
  }
  return document.toString(written);
}

/** The text a save writes: `data` written into `source`, the file as it is now, or plainly for a new file (""). */
export const savedText = (source: string, data: unknown): string =>
  source ? keepYaml(source, data) : stringify(data, written);
