import { useEffect, useState } from "react";
import { useHasHydrated } from "./use-has-hydrated";

/**
 * The current time, refreshed every `intervalMs`; null while the page hydrates, so that
 * prerendered HTML never shows a time that was only true when the site was built.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const hasHydrated = useHasHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return hasHydrated ? now : null;
}
