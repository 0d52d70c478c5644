// The section addresses a built page offers and the links to them, read from its prerendered HTML
// so that each can be a test of its own. Shared by the Chromium and the WebKit tests of landing on
// them.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { JSDOM } from "jsdom";
import { builtPagePaths } from "../scripts/hosting/built-pages.ts";

const documentOf = (path: string) =>
  new JSDOM(readFileSync(resolve("build/client", `.${path}`, "index.html"), "utf8")).window
    .document;

/** Every page but the start page and the portfolio: the text pages. */
export const textPages = () =>
  builtPagePaths(resolve("build/client")).filter((path) => path !== "/" && path !== "/portfolio");

/** The ids of `path`'s sections, or a text page's headings'. */
export function sectionIds(path: string): string[] {
  const document = documentOf(path);
  const sections = [...document.querySelectorAll("main section[id]")];
  const addressed = sections.length > 0 ? sections : [...document.querySelectorAll("main h2[id]")];
  // Every page offers some: none is the page's fault, said here rather than passing with no test.
  if (addressed.length === 0) throw new Error(`${path} offers no section address`);
  return addressed.map((element) => element.id);
}

/**
 * The addresses whose landing is tested on a page loaded fresh: every section of the start page
 * and the portfolio, which have photos, carousels and a lazy frame above them; of a text page,
 * whose headings have only text above them, the last, with the most of the page above it.
 */
export function freshAddresses(): string[] {
  return [
    ...["/", "/portfolio"].flatMap((path) => sectionIds(path).map((id) => `${path}#${id}`)),
    ...textPages().map((path) => `${path}#${sectionIds(path).at(-1)}`),
  ];
}

/**
 * The addresses of the links inside `within` on `path` whose address starts with `prefix`. On a
 * phone (`phone`), below Tailwind's first breakpoint (640 px), an element classed `hidden` is not
 * drawn, nor the links inside it.
 */
export function linksIn(path: string, within: string, prefix: string, { phone = false } = {}) {
  return [...documentOf(path).querySelectorAll(`${within} a[href^="${prefix}"]`)]
    .filter((link) => !(phone && link.closest(".hidden")))
    .map((link) => link.getAttribute("href") ?? "");
}

/** Where a page links to its own sections: the portfolio's row of sections, the start page's
 * main content and its header. */
const ownSectionLinkPlaces = [
  ["/portfolio", "main nav"],
  ["/", "main"],
  ["/", "header"],
] as const;

/** Each link from within the start page or the portfolio to a section of the same page. */
export const samePageLinks = (options: { phone?: boolean } = {}) =>
  ownSectionLinkPlaces.flatMap(([path, within]) =>
    linksIn(path, within, `${path}#`, options).map((href) => ({ path, within, href })),
  );
