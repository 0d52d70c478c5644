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
      jumpTo(target, isReduced ? "instant" : "smooth");
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
  }, [location.key]);
}

let finishJump: (() => void) | undefined;

/**
 * Scrolls to the target with the page's parts drawn in full (`data-jumping`, see
 * `.render-when-near` in app.css), so the browser measures the real heights of the parts it
 * passes rather than estimates. Drawn once, a part remembers its height, so the mark can go
 * when the scroll has ended (or after 3 s where the browser has no scrollend event).
 */
function jumpTo(target: HTMLElement, behavior: ScrollBehavior) {
  finishJump?.();
  const root = document.documentElement;
  const finish = () => {
    window.clearTimeout(timer);
    window.removeEventListener("scrollend", finish);
    delete root.dataset.jumping;
    finishJump = undefined;
  };
  const timer = window.setTimeout(finish, 3000);
  window.addEventListener("scrollend", finish);
  finishJump = finish;
  root.dataset.jumping = "";
  target.scrollIntoView({ behavior, block: "start" });
}
