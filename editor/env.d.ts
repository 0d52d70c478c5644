// Decap's interface strings, one module per language (editor/locale.test.ts).
declare module "decap-cms-locales/dist/esm/*/index.js" {
  const strings: import("./locale.ts").Strings;
  export default strings;
}
