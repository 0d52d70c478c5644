import { useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * Makes React Router's scroll to a hash smooth, as the spec asks, unless the visitor prefers
 * reduced motion. <ScrollRestoration> (root.tsx) does the rest: it restores the position on Back
 * and Forward, and scrolls a new navigation to the top or to the element its hash names, with
 * `scrollIntoView()`, which follows the root's CSS `scroll-behavior`. This layout effect runs just
 * before it (it sits earlier in the tree), marks the root smooth for that one scroll
 * (`data-smooth-scroll`, app.css) and unmarks it a frame later: a smooth scroll that has started
 * runs to its end, and Back, Forward and new pages without a hash stay instant.
 */
export function useSmoothHashScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes on every navigation, also to the same URL; that is the trigger.
  useLayoutEffect(() => {
    const isNewPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === NavigationType.Pop || !location.hash) return;
    // Another page glides from its top to the section, not from where the last page was left.
    if (isNewPage) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const root = document.documentElement;
    root.dataset.smoothScroll = "";
    const frame = window.requestAnimationFrame(() => delete root.dataset.smoothScroll);
    return () => {
      window.cancelAnimationFrame(frame);
      delete root.dataset.smoothScroll;
    };
  }, [location.key]);
}
