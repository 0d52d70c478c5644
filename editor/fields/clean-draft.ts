// What the editor cleans in a draft before it saves, where the owner's meaning is plain and the
// build would otherwise refuse it: a price typed as "4 900 kr" is saved as "4.900 kr", and a line
// break inside a text (Enter in a text box, or Word's Shift+Enter, U+000B, pasted along) becomes a
// space. Every text of the site is one line or one paragraph (a paragraph list has an item per
// paragraph), and the build takes no line break inside one.
import { cleanPrice } from "#model/price.ts";

const lineBreaks = /[ \t]*(?:\r\n|[\n\r\v\f\u0085\u2028\u2029\t])[ \t]*/g;

/** The value of a field named `name`, cleaned. */
export function cleanText(name: string | undefined, value: string): string {
  const text = value.replace(lineBreaks, " ");
  return (name === "price" && cleanPrice(text)) || text;
}

/** Decap's data (an immutable map or list) as plain data; plain data as it is. */
export const toPlain = (value: unknown) =>
  typeof (value as { toJS?: unknown })?.toJS === "function"
    ? (value as { toJS: () => unknown }).toJS()
    : value;

/** What Decap's draft is made of: an immutable map or list, with a `map` that keeps its kind. */
type Tree = { map(each: (value: unknown, key: unknown) => unknown): unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && typeof (value as Tree).map === "function";

/**
 * `value` with every text cleaned, a list's texts as the list's field: Decap's draft, or its
 * plain data (the preview checks the draft as it will be saved).
 */
export function cleanDraft(value: unknown, name?: string): unknown {
  if (typeof value === "string") return cleanText(name, value);
  const clean = (inner: unknown, key: unknown) =>
    cleanDraft(inner, typeof key === "string" ? key : name);
  if (isTree(value)) return value.map(clean);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clean(inner, key)]));
}
