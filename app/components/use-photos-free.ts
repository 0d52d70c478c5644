import { useSyncExternalStore } from "react";

const isFree = () => document.documentElement.dataset.photos === "all";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["data-photos"] });
  return () => observer.disconnect();
}

/**
 * Whether the photos that wait for the first screen's may come: the page's starter marks
 * `<html data-photos="all">` once they have arrived or the visitor moves
 * (scripts/app-start/start-app.ts; app.css). false while React hydrates, as prerendered.
 */
export function usePhotosFree(): boolean {
  return useSyncExternalStore(subscribe, isFree, () => false);
}
