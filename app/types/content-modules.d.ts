// The content modules that scripts/content/plugin.ts makes of content/*.yaml, typed by the
// schema that checks them.
declare module "virtual:content/site" {
  export const site: import("#model/schema.ts").Site;
}
declare module "virtual:content/terms" {
  export const terms: import("#model/schema.ts").Terms;
}
declare module "virtual:content/services" {
  export const services: readonly import("#model/schema.ts").Service[];
}
declare module "virtual:content/packages" {
  export const packages: readonly import("#model/schema.ts").PhotoPackage[];
  export const priceNote: string;
  export const addOns: readonly import("#model/schema.ts").AddOn[];
}
declare module "virtual:content/home" {
  export const home: import("#model/schema.ts").Home;
}
declare module "virtual:content/emails" {
  export const emails: import("#model/schema.ts").Emails;
}
declare module "virtual:content/pages" {
  /** Each text page by its address without the slash. */
  export const textPages: Readonly<Record<string, import("#model/schema.ts").TextPage>>;
}
declare module "virtual:content/page-links" {
  /** Each text page's address and title, for links to it: the footer's, without the pages' text. */
  export const textPageLinks: readonly { readonly to: string; readonly label: string }[];
}
declare module "virtual:content/portfolio/galleries" {
  export const galleries: readonly import("#model/schema.ts").Gallery[];
}
declare module "virtual:content/portfolio/photos" {
  const photos: Readonly<Record<string, import("../lib/photo.ts").Photo>>;
  export default photos;
}
declare module "virtual:content/portfolio" {
  export const portfolioPage: import("#model/schema.ts").PortfolioPage;
}
