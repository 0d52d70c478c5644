import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

/**
 * "initial": as prerendered, image fully visible (it must be, with JavaScript off).
 * "loading": a lazy image not yet arrived when React hydrated; it fades in once it has.
 * Eager images, the ones in view at load, are never hidden: hiding them until hydration would
 * hold back the page's largest paint for the sake of a fade.
 */
export type ImageStatus = "initial" | "loading" | "loaded" | "failed";

// useLayoutEffect warns when React renders on the server; nothing needs measuring there anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

export function useImageStatus(
  ref: RefObject<HTMLImageElement | null>,
  isLazy: boolean,
  onFail: () => void,
) {
  const [status, setStatus] = useState<ImageStatus>("initial");

  // An image may have loaded, or failed, before React hydrated and attached its handlers.
  useIsomorphicLayoutEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (!img.complete) {
      if (isLazy) setStatus("loading");
    } else if (img.naturalWidth > 0) setStatus("loaded");
    else {
      setStatus("failed");
      onFail();
    }
  }, []);

  const handleLoad = useCallback(() => setStatus("loaded"), []);
  const handleError = useCallback(() => {
    setStatus("failed");
    onFail();
  }, [onFail]);

  return { status, handleLoad, handleError };
}
