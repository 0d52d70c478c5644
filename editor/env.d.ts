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
