// Which parts of a prerendered page React may hydrate yet (hydrates-in-view.tsx). A part opens
// for good when it comes into the viewport; when the visitor presses, taps, focuses or clicks
// inside it, which happens before React sees that event, so React hydrates the part at once and
// hands it the event; or when the URL's hash names it or a photo in it (#dronare, #dronare-4),
// whose viewer it opens as it hydrates.
import { hashTargetId } from "~/lib/format";

type Gate = { element: Element | null; opened: Promise<void>; open: () => void };

const gates = new Map<string, Gate>();
const openParts = new Set<string>();
/**
 * As the part comes into view, as Astro's client:visible and Angular's hydrate-on-viewport do:
 * its HTML is already there to see, and a press inside it hydrates it at once.
 */
const approach = "0px";
let observer: IntersectionObserver | null = null;

export function isOpen(target: string): boolean {
  return openParts.has(target);
}

function openAt(node: EventTarget | null) {
  if (!(node instanceof Node)) return;
  for (const gate of gates.values()) if (gate.element?.contains(node)) gate.open();
}

function isNamedByHash(target: string) {
  const id = hashTargetId(location.hash);
  return id !== null && (id === target || id.startsWith(`${target}-`));
}

function listen() {
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin", "click"]) {
    // On window and in the capture phase: before React's own listeners on the document.
    addEventListener(type, (event) => openAt(event.target), { capture: true, passive: true });
  }
  addEventListener("hashchange", () => {
    for (const [target, gate] of gates) if (isNamedByHash(target)) gate.open();
  });
}

/** Settles when the part whose outermost element has the id `target` may hydrate. */
export function whenOpen(target: string): Promise<void> {
  const known = gates.get(target);
  if (known) return known.opened;

  if (gates.size === 0) listen();
  let settle = () => {};
  const opened = new Promise<void>((done) => {
    settle = done;
  });
  const element = document.getElementById(target);
  const gate: Gate = {
    element,
    opened,
    open: () => {
      if (openParts.has(target)) return;
      openParts.add(target);
      if (element) observer?.unobserve(element);
      settle();
    },
  };
  gates.set(target, gate);
  // Nothing to wait for: hydrating at once is better than never.
  if (!element || typeof IntersectionObserver === "undefined" || isNamedByHash(target)) {
    gate.open();
    return opened;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) openAt(entry.target);
    },
    { rootMargin: approach },
  );
  observer.observe(element);
  return opened;
}
