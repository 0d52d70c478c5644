import { type ReactNode, Suspense } from "react";

/**
 * A part of a long page that React hydrates on its own, after the page around it and in short
 * tasks: React leaves a Suspense boundary for later and works through it in slices, so a
 * phone's main thread is never held for the whole page at once. A press inside it before then
 * makes React hydrate it at once and replay the press.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
