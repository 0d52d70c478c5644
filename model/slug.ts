// The one way a heading becomes an address fragment: a text page's sections, the links to them
// that content writes, and a photo's file name all use it.

/** A URL fragment for a heading: "Avbokning & ombokning" -> "avbokning-ombokning". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
