import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs`; null until the page has hydrated, so that
 * prerendered HTML never shows a time that was only true when the site was built.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
