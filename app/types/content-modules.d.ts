// The content modules that scripts/content/plugin.ts makes of content/*.yaml, each typed by the
// file table's Content (model/files.ts), which takes every type from the schema that checks the
// file. One declaration per module, because a module's name cannot be computed; plugin.test.ts
// checks that these are the modules the plugin makes.
type Content = import("#model/files.ts").Content;

declare module "virtual:content/site" {
  export const site: Content["site"];
}
declare module "virtual:content/terms" {
  export const terms: Content["terms"];
}
declare module "virtual:content/services" {
  export const services: Content["services"];
}
declare module "virtual:content/packages" {
  export const packages: Content["packages"];
  export const priceNote: Content["priceNote"];
  export const addOns: Content["addOns"];
}
declare module "virtual:content/home" {
  export const home: Content["home"];
}
declare module "virtual:content/emails" {
  export const emails: Content["emails"];
}
declare module "virtual:content/portfolio" {
  export const portfolioPage: Content["portfolioPage"];
}
declare module "virtual:content/pages" {
  export const textPages: Content["textPages"];
}
declare module "virtual:content/page-links" {
  /** Each text page's address and title, for links to it: the footer's, without the pages' text. */
  export const textPageLinks: readonly { readonly to: string; readonly label: string }[];
}
declare module "virtual:content/portfolio/galleries" {
  export const galleries: Content["galleries"];
}
declare module "virtual:content/portfolio/photos" {
  const photos: Readonly<Record<string, import("../lib/photo.ts").Photo>>;
  export default photos;
}
