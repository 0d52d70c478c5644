import frauncesUrl from "./fraunces-display.woff2?url";
import interUrl from "./inter-text.woff2?url";

/**
 * The site's two web fonts, put in by script rather than declared in the stylesheet
 * (docs/decisions/027): a face the stylesheet declares is swapped in by the browser whenever it
 * arrives, and where the text then breaks into one line more, everything below it moves. Until
 * a face is in, the page is drawn in the fallback faces sized to it (fallbacks.css).
 */
export type WebFontFace = { family: string; url: string; weight: string };

export const webFontFaces: WebFontFace[] = [
  { family: "Inter Variable", url: interUrl, weight: "400 600" },
  { family: "Fraunces Variable", url: frauncesUrl, weight: "600" },
];

/**
 * What the head's script leaves for the app and its starter: once both faces have arrived (in,
 * or waiting), and the faces loaded on a visit's first page whose arrival would have moved it.
 */
export type WebFontsState = { webFonts?: { arrived: Promise<unknown>; waiting: FontFace[] } };

/**
 * Runs inline in every page's head (so it must not use anything from outside its own body).
 *
 * A later page of a visit (a link followed on the site, a reload, Back or Forward) finds the
 * fonts in the browser's cache: they go in at once and are drawn from the first paint. On a
 * visit's first page they are asked for once the document is parsed, as the stylesheet asked
 * for them, and each goes in when it has arrived unless it would move what is on the screen:
 * it is put in, the page laid out, and taken out again in the same task when any element in view
 * has moved or changed height, so the visitor never sees it. Such a face waits for the next page
 * of the visit (`addWaitingWebFonts`), where the whole page changes anyway.
 */
export function swapInWebFonts(faces: WebFontFace[]) {
  // Safari lays a page out anew when a font of the visitor's own (a fallback face) is in, and it
  // has no scroll anchoring: a page opened at a section's address could be left a line above or
  // below it. Once every font is in, the section is put back at the top, unless the visitor has
  // moved meanwhile. Where nothing moved, this scrolls nowhere.
  let hasVisitorMoved = false;
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) {
    addEventListener(type, () => (hasVisitorMoved = true), { once: true, passive: true });
  }
  addEventListener("load", () =>
    document.fonts.ready.then(() => {
      const target =
        location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target && !hasVisitorMoved) target.scrollIntoView();
    }),
  );
  const made = faces.map(
    (face) =>
      new FontFace(face.family, `url(${face.url}) format("woff2")`, {
        weight: face.weight,
        display: "swap",
      }),
  );
  const navigation = performance.getEntriesByType("navigation")[0] as
    | PerformanceNavigationTiming
    | undefined;
  const isLaterPage =
    document.referrer.startsWith(`${location.origin}/`) ||
    navigation?.type === "reload" ||
    navigation?.type === "back_forward";
  const waiting: FontFace[] = [];
  (window as WebFontsState).webFonts = {
    arrived: Promise.allSettled(made.map((face) => face.loaded)),
    waiting,
  };
  if (isLaterPage) {
    for (const face of made) document.fonts.add(face);
    return;
  }
  // The top of every element in view (null for the others), in document order.
  const topsInView = () =>
    [...document.body.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight ? box.top : null;
    });
  const addUnlessItMoves = (face: FontFace) => {
    const before = topsInView();
    document.fonts.add(face);
    const after = topsInView();
    const hasMoved = before.some((top, index) => {
      const moved = after[index];
      return top !== null && (moved == null || Math.abs(moved - top) >= 1);
    });
    if (hasMoved) {
      document.fonts.delete(face);
      waiting.push(face);
    }
  };
  document.addEventListener("DOMContentLoaded", () => {
    for (const face of made)
      face.load().then(
        () => addUnlessItMoves(face),
        () => undefined,
      );
  });
}

/**
 * At a new page of the visit: the faces that waited go in with it, in the same frame as the new
 * page is drawn.
 */
export function addWaitingWebFonts() {
  const waiting = (window as WebFontsState).webFonts?.waiting ?? [];
  for (const face of waiting.splice(0)) document.fonts.add(face);
}

/** The inline script of every page's head; the same on every page, so CSP needs one hash. */
export const webFontsScript = `(${swapInWebFonts.toString()})(${JSON.stringify(webFontFaces)})`;
