import frauncesUrl from "./fraunces-display.woff2?url";
import interUrl from "./inter-text.woff2?url";

/**
 * The site's two web fonts, put in by script rather than declared in the stylesheet
 * (docs/decisions/027 and 030): a face the stylesheet declares is swapped in by the browser
 * whenever it arrives, and where the text then takes fewer or more lines, everything below it
 * moves. Until a face is in, the page is drawn in the fallback faces sized to it (fallbacks.css),
 * a little wider, so that the web font never needs more lines than they took.
 */
export type WebFontFace = { family: string; url: string; weight: string };

export const webFontFaces: WebFontFace[] = [
  { family: "Inter Variable", url: interUrl, weight: "400 600" },
  { family: "Fraunces Variable", url: frauncesUrl, weight: "600" },
];

/**
 * What the head's script leaves for the app and its starter: once both faces have arrived (in,
 * or waiting); the faces loaded on a visit's first page whose arrival would still have moved it;
 * and how to give back the room the fallback faces took, which the next page no longer needs.
 */
export type WebFontsState = {
  webFonts?: { arrived: Promise<unknown>; waiting: FontFace[]; letGo: () => void };
};

/**
 * Runs inline in every page's head (so it must not use anything from outside its own body).
 *
 * A later page of a visit (a link followed on the site, a reload, Back or Forward) finds the
 * fonts in the browser's cache: they go in at once and are drawn from the first paint. On a
 * visit's first page they are asked for once the document is parsed, as the stylesheet asked
 * for them, and each goes in when it has arrived, keeping the room its fallback took: every box
 * of text in or above the view keeps its height and width as the face goes in (a text that now
 * takes a line less leaves the line empty rather than pull up what follows), until the window's
 * width changes or the visitor leaves for her next page. Should anything in view still move or
 * change height (a text the fallback faces do not stand in for), the face is taken out again in
 * the same task, so the visitor never sees it, and waits for her next page
 * (`addWaitingWebFonts`), where the whole page changes anyway.
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
  const held: HTMLElement[] = [];
  const letGo = () => {
    for (const box of held.splice(0)) box.style.minHeight = box.style.minWidth = "";
  };
  (window as WebFontsState).webFonts = {
    arrived: Promise.allSettled(made.map((face) => face.loaded)),
    waiting,
    letGo,
  };
  if (isLaterPage) {
    for (const face of made) document.fonts.add(face);
    return;
  }
  // The top of every element in view (null for the others), in document order. Not inside an
  // element whose content the browser skips (content-visibility: hidden: a photo that waits for
  // the first screen's, app.css): nothing there is drawn, so nothing can be seen to move, and each
  // box read there would lay that content out in a task of its own (on /portfolio, 64 photos
  // twice over per face, 100-280 ms on the bench's phone).
  const topsInView = () => {
    const tops: (number | null)[] = [];
    const viewHeight = innerHeight;
    const measure = (parent: Element) => {
      for (const element of parent.children) {
        const box = element.getBoundingClientRect();
        tops.push(box.bottom > 0 && box.top < viewHeight ? box.top : null);
        const isSkipped =
          !element.firstElementChild || getComputedStyle(element).contentVisibility === "hidden";
        if (!isSkipped) measure(element);
      }
    };
    measure(document.body);
    return tops;
  };
  // The box each line of text is laid out in (its nearest ancestor that is not inline), in or
  // above the view, held at its size: all sizes are read before any is written.
  const holdTextBoxes = () => {
    const boxes = new Set<HTMLElement>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      let box = text.parentElement;
      while (box && /^(inline|contents)$/.test(getComputedStyle(box).display)) {
        box = box.parentElement;
      }
      if (box && text.textContent?.trim()) boxes.add(box);
    }
    // innerHeight too is read before any write: read after one, it lays the page out again.
    const viewHeight = innerHeight;
    const sizes = [...boxes].map((box) => [box, box.getBoundingClientRect()] as const);
    for (const [box, size] of sizes) {
      if (size.height === 0 || size.top >= viewHeight) continue;
      box.style.minHeight = `${size.height}px`;
      box.style.minWidth = `${size.width}px`;
      held.push(box);
    }
  };
  // The width lines are laid out in: the layout viewport's, which a pinch zoom leaves alone.
  const layoutWidth = () => document.documentElement.clientWidth;
  let width = layoutWidth();
  addEventListener("resize", () => {
    if (layoutWidth() !== width) letGo();
    width = layoutWidth();
  });
  // As she leaves the page (a link followed, Back or Forward), the room is given back with the
  // view kept on what she sees, before the app's router records where she was (these listeners
  // come before its own): coming back, the page is laid out in the web fonts alone, and the
  // recorded place shows her what she left.
  const letGoKeepingView = () => {
    if (held.length === 0) return;
    const anchor = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const before = anchor?.getBoundingClientRect().top ?? 0;
    letGo();
    scrollBy(0, (anchor?.getBoundingClientRect().top ?? 0) - before);
  };
  addEventListener("popstate", letGoKeepingView);
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) letGoKeepingView();
    },
    true,
  );
  const addUnlessItMoves = (face: FontFace) => {
    const before = topsInView();
    holdTextBoxes();
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
 * At a new page of the visit: the room held for the first page's fonts is given back and the
 * faces that waited go in, in the same frame as the new page is drawn.
 */
export function addWaitingWebFonts() {
  const webFonts = (window as WebFontsState).webFonts;
  webFonts?.letGo();
  for (const face of webFonts?.waiting.splice(0) ?? []) document.fonts.add(face);
}

/** The inline script of every page's head; the same on every page, so CSP needs one hash. */
export const webFontsScript = `(${swapInWebFonts.toString()})(${JSON.stringify(webFontFaces)})`;
