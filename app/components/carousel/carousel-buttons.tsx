import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent } from "react";
import { useCarousel } from "./carousel-context";

const buttonClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-ink/15 bg-white text-ink shadow-sm transition-colors hover:bg-paper-deep";

// `data-carousel-step` lets the page's starter carry out a press before the app runs, on the
// native scroller (scripts/app-start/start-app.ts). Once the app runs, a press is the app's: the
// default it prevents (a type="button" has none) tells the starter to leave it alone.
const pressed = (move: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  move();
};

// The carousels loop, so neither button is ever disabled.
export function CarouselPrevious({ label = "Föregående bild" }: { label?: string }) {
  const { scrollPrev } = useCarousel("CarouselPrevious");
  return (
    <button
      type="button"
      data-carousel-step="-1"
      onClick={pressed(scrollPrev)}
      className={buttonClass}
    >
      <ChevronLeft aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

export function CarouselNext({ label = "Nästa bild" }: { label?: string }) {
  const { scrollNext } = useCarousel("CarouselNext");
  return (
    <button
      type="button"
      data-carousel-step="1"
      onClick={pressed(scrollNext)}
      className={buttonClass}
    >
      <ChevronRight aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
