import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport: false in the prerendered HTML
 * and until the visitor scrolls near, then true for good.
 */
export function useIsNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
