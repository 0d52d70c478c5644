// Runs in the visitor's browser, inlined into every page's head by defer-app-start.ts (as its
// source text, so it must not use anything from outside its own body).
//
// A page opened from another page of the site, or opened again (reload, Back), names the web
// fonts at once (`<html data-fonts>`, app/app.css): the visit's first page has loaded them, so
// they come from the cache and the page is drawn in them from its first paint. Only a visit's
// first page lets its largest photo go first (start-app.ts, decision 022). In the head, since a
// long page is painted before the end of its body is parsed.
export function laterPageFonts() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const isOpenedAgain = navigation?.type === "reload" || navigation?.type === "back_forward";
  if (isOpenedAgain || document.referrer.startsWith(`${location.origin}/`)) {
    document.documentElement.dataset.fonts = "";
  }
}
