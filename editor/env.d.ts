// Decap's interface strings, one module per language (editor/locale.test.ts).
declare module "decap-cms-locales/dist/esm/*/index.js" {
  const strings: import("./locale.ts").Strings;
  export default strings;
}

// diacritics 1.3 ships no types; the one function Decap's slugs use (decap-path.ts).
declare module "diacritics" {
  const diacritics: { remove(text: string): string };
  export default diacritics;
}

// Decap's list widget, as decap-cms-app registers it, ships no types: its control, whose parts the
// move buttons use (list-moves.test.tsx).
declare module "decap-cms-widget-list" {
  const widget: { controlComponent: unknown };
  export default widget;
}
