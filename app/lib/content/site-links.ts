// A link to a place on the site itself (the photos' licence, where to ask for one) is written as
// a path such as /bokningsvillkor#anvandning-av-bilderna, so that it moves with SITE_URL. It must
// lead to a page the build makes and, after #, to a heading or section that page has.
import routes from "../../routes.ts";
import { slugify } from "../format.ts";
import type { ContentModules } from "./files.ts";
import type { Gallery, Site, TextPage } from "./schema.ts";

/** "/portfolio" for the route "portfolio", "/" for the index; the catch-all 404 is no page. */
const pagePaths = routes.flatMap((entry) =>
  entry.index ? ["/"] : entry.path && entry.path !== "*" ? [`/${entry.path}`] : [],
);

/** The ids a page's links may end in (#id), where content decides them; null where it does not. */
function anchorsOf(path: string, modules: ContentModules): string[] | null {
  const textPage = (page: unknown) => [
    ...(page as TextPage).sections.map((section) => slugify(section.heading)),
    slugify("Kontakt"),
  ];
  switch (path) {
    case "/bokningsvillkor":
      return textPage(modules["pages/booking-terms.ts"].bookingTerms);
    case "/integritetspolicy":
      return textPage(modules["pages/privacy-policy.ts"].privacyPolicy);
    case "/portfolio":
      return (modules["portfolio/galleries.ts"].galleries as readonly Gallery[]).map(
        (gallery) => gallery.key,
      );
    default:
      return null;
  }
}

/** Every link to the site itself in content/site.ts that leads nowhere; asked once all fields are valid. */
export function siteLinkErrors(modules: ContentModules): string[] {
  const { photoRights } = modules["site.ts"].site as Site;
  return (["licenseUrl", "acquireLicensePage"] as const).flatMap((field) => {
    const link = photoRights[field];
    if (!link.startsWith("/")) return [];
    const where = `content/site.ts: site.photoRights.${field}`;
    const url = new URL(link, "https://sajten.invalid");
    const path = url.pathname.replace(/(.)\/+$/, "$1");
    if (!pagePaths.includes(path)) {
      return [`${where}: sidan ${path} finns inte; skriv en av ${pagePaths.join(", ")}`];
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    const anchors = anchorsOf(path, modules);
    if (!anchor || !anchors || anchors.includes(anchor)) return [];
    return [
      `${where}: #${anchor} finns inte på ${path}; skriv en av ${anchors.map((id) => `#${id}`).join(", ")}`,
    ];
  });
}
