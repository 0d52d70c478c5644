import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * false while React hydrates the prerendered HTML (so the first render matches it), true in every
 * other render: right after hydration, and at once on a client-side navigation. A part that
 * differs in the browser then has its final size in the very render a scroll to a hash or a
 * restored position measures, rather than one effect later.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
