import { type ReactNode, Suspense, use, useSyncExternalStore } from "react";
import { isOpen, whenOpen } from "./hydration-gates";

/**
 * A part of a long page that React hydrates only when it comes into view, the visitor presses
 * inside it, or the URL links to it (hydration-gates.ts), and then on its own, in short tasks.
 * Until then it is the prerendered HTML, which reads, scrolls and links without JavaScript, and
 * costs a phone's main thread nothing at load. `target` is the id of the part's outermost element.
 */
export function HydratesInView({ target, children }: { target: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate target={target}>{children}</Gate>
    </Suspense>
  );
}

const subscribeToNothing = () => () => {};

function Gate({ target, children }: { target: string; children: ReactNode }) {
  // React reads the server value while it hydrates, and the client value in any later render,
  // such as after a client-side navigation, where the part must appear at once.
  const isHydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // While a component suspends during hydration, React keeps the prerendered HTML as it is.
  if (typeof document !== "undefined" && isHydrating && !isOpen(target)) use(whenOpen(target));
  return children;
}
