import { useEffect } from "react";

/**
 * Marks the document `<html data-hydrated>` once React has hydrated it: from then on a press is
 * the app's own. The one public sign of it, which the browser tests wait for.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
