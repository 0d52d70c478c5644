import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

// useLayoutEffect warns when React renders on the server; nothing needs measuring there anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

const fadeIn: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/**
 * A photo's state, shown on its frame (`.photo-skeleton`):
 * - loading: no `data-status`; the skeleton and its icon show, as prerendered;
 * - loaded: `data-status="loaded"`, written on the frame the moment the photo has arrived; a lazy
 *   one that arrives once the app runs fades in, unless the visitor asks for reduced motion. An
 *   eager photo, in view at load, never fades: starting it at opacity 0 would hold back the
 *   page's largest paint for the sake of a fade;
 * - failed: React state, so the placeholder with its hidden text is rendered.
 *
 * Loading and loaded are written to the frame, not kept in React state: as it hydrates, a page of
 * sixty-five photos would otherwise render each of them a second time, in one task, to tell
 * which had arrived (docs/decisions/019). Nothing else renders `data-status` but failure.
 */
export function useImageStatus(
  frame: RefObject<HTMLElement | null>,
  image: RefObject<HTMLImageElement | null>,
  isLazy: boolean,
  onFail: () => void,
) {
  const [isFailed, setIsFailed] = useState(false);
  const showLoaded = useCallback(
    (isArriving: boolean) => {
      const element = frame.current;
      if (!element || element.dataset.status === "loaded") return;
      element.dataset.status = "loaded";
      if (isArriving && isLazy && !matchMedia("(prefers-reduced-motion: reduce)").matches) {
        image.current?.animate?.(fadeIn, { duration: 500, easing: "ease-out" });
      }
    },
    [frame, image, isLazy],
  );

  const handleError = useCallback(() => {
    setIsFailed(true);
    onFail();
  }, [onFail]);

  // A photo may have arrived, or failed, before React hydrated and attached its handlers.
  useIsomorphicLayoutEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) showLoaded(false);
    else handleError();
  }, []);

  const handleLoad = useCallback(() => showLoaded(true), [showLoaded]);

  return { isFailed, handleLoad, handleError };
}
