// What the editor cleans in a draft before it saves, where the owner's meaning is plain and the
// build would otherwise refuse it: a price typed as "4 900 kr" is saved as "4.900 kr", and a line
// break inside a text (Enter in a text box, or Word's Shift+Enter, U+000B, pasted along) becomes a
// space. Every text of the site is one line or one paragraph (a paragraph list has an item per
// paragraph), and the build takes no line break inside one.
import { cleanPrice } from "#model/price.ts";

const lineBreaks = /[ \t]*(?:\r\n|[\n\r\v\f\u0085\u2028\u2029\t])[ \t]*/g;

export function cleanText(name: string | undefined, value: string): string {
  const text = value.replace(lineBreaks, " ");
  return (name === "price" && cleanPrice(text)) || text;
}

/** `value` with every text cleaned, a list's texts as the list's field. */
export function cleanDraft(value: unknown, name?: string): unknown {
  if (typeof value === "string") return cleanText(name, value);
  if (Array.isArray(value)) return value.map((inner) => cleanDraft(inner, name));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, cleanDraft(inner, key)]),
  );
}
