// A link to a place on the site itself (the photos' licence, where to ask for one) is written as
// a path such as /bokningsvillkor#anvandning-av-bilderna, so that it moves with SITE_URL. It must
// lead to a page the build makes and, after #, to a heading or section that page has.

import { type Content, fieldError, type Problem } from "./files.ts";
import { pagePaths } from "./pages.ts";
import { slugify } from "./slug.ts";

/** The ids a page's links may end in (#id), where content decides them; null where it does not. */
function anchorsOf(path: string, content: Content): string[] | null {
  if (path === "/portfolio") return content.galleries.map((gallery) => gallery.key);
  const textPage = content.textPages[path.slice(1)];
  return textPage
    ? [...textPage.sections.map((section) => slugify(section.heading)), slugify("Kontakt")]
    : null;
}

/** Every link to the site itself in content/site.yaml that leads nowhere; asked once all fields are valid. */
export function siteLinkErrors(content: Content): Problem[] {
  const { photoRights } = content.site;
  const paths = pagePaths(Object.keys(content.textPages));
  return (["licenseUrl", "acquireLicensePage"] as const).flatMap((field) => {
    const link = photoRights[field];
    if (!link.startsWith("/")) return [];
    const problem = (words: string) => [fieldError("site.yaml", ["photoRights", field], words)];
    const url = new URL(link, "https://sajten.invalid");
    const path = url.pathname.replace(/(.)\/+$/, "$1");
    if (!paths.includes(path)) {
      return problem(`sidan ${path} finns inte; skriv en av ${paths.join(", ")}`);
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    const anchors = anchorsOf(path, content);
    if (!anchor || !anchors || anchors.includes(anchor)) return [];
    return problem(
      `#${anchor} finns inte på ${path}; skriv en av ${anchors.map((id) => `#${id}`).join(", ")}`,
    );
  });
}
