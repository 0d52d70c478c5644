// The content modules that scripts/content/plugin.ts makes of content/*.yaml, typed by the
// schema that checks them.
declare module "virtual:content/site" {
  export const site: import("../../scripts/content/schema.ts").Site;
}
declare module "virtual:content/terms" {
  export const terms: import("../../scripts/content/schema.ts").Terms;
}
declare module "virtual:content/services" {
  export const services: readonly import("../../scripts/content/schema.ts").Service[];
}
declare module "virtual:content/packages" {
  export const packages: readonly import("../../scripts/content/schema.ts").PhotoPackage[];
  export const priceNote: string;
  export const addOns: readonly import("../../scripts/content/schema.ts").AddOn[];
}
declare module "virtual:content/home" {
  export const home: import("../../scripts/content/schema.ts").Home;
}
declare module "virtual:content/emails" {
  export const emails: import("../../scripts/content/schema.ts").Emails;
}
declare module "virtual:content/pages/booking-terms" {
  export const bookingTerms: import("../../scripts/content/schema.ts").TextPage;
}
declare module "virtual:content/pages/privacy-policy" {
  export const privacyPolicy: import("../../scripts/content/schema.ts").TextPage;
}
declare module "virtual:content/portfolio/galleries" {
  export const galleries: readonly import("../../scripts/content/schema.ts").Gallery[];
}
declare module "virtual:content/portfolio/photos" {
  const photos: Readonly<Record<string, import("../lib/photo.ts").Photo>>;
  export default photos;
}
declare module "virtual:content/portfolio" {
  export const portfolioPage: import("../../scripts/content/schema.ts").PortfolioPage;
}
