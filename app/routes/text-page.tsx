// Every text page, one per file in content/pages/: app/routes.ts gives each its address, and the
// address picks the page's text here.
import { textPages } from "virtual:content/pages";
import { site } from "virtual:content/site";
import { useLocation } from "react-router";
import { TextPage } from "#app/components/text-page.tsx";
import { textPageMeta } from "#app/site-meta.ts";
import type { Route } from "./+types/text-page";

/** The text of the page at `pathname` ("/bokningsvillkor", also with a trailing slash). */
function pageAt(pathname: string) {
  const address = pathname.replace(/^\/|\/+$/g, "");
  const page = Object.hasOwn(textPages, address) ? textPages[address] : undefined;
  // The routes are made from the same files, so only a mistake in them lands here.
  if (!page) throw new Error(`Ingen textsida har adressen ${pathname}`);
  return page;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pageAt(location.pathname);
  return textPageMeta({
    title: page.title,
    description: page.description,
    path: location.pathname,
  });
};

export default function TextPageRoute() {
  return <TextPage page={pageAt(useLocation().pathname)} contact={site} />;
}
