import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { hashTargetId } from "~/lib/format";

/**
 * After every client-side navigation: scroll to the element the hash names (smoothly, unless the
 * visitor prefers reduced motion), or to the top when there is no hash or no such element.
 * The first render is left to the browser, which already handled the URL it loaded.
 */
export function useScrollOnNavigation() {
  const location = useLocation();
  const isFirstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes on every navigation, also to the same URL; that is the trigger.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const id = hashTargetId(location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) {
      const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: isReduced ? "instant" : "smooth", block: "start" });
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
  }, [location.key]);
}
