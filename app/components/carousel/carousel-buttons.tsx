import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCarousel } from "./carousel-context";

const buttonClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-ink/15 bg-white text-ink shadow-sm transition-colors hover:bg-paper-deep";

// The carousels loop, so neither button is ever disabled.
export function CarouselPrevious({ label = "Föregående bild" }: { label?: string }) {
  const { scrollPrev } = useCarousel("CarouselPrevious");
  return (
    <button type="button" onClick={scrollPrev} className={buttonClass}>
      <ChevronLeft aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

export function CarouselNext({ label = "Nästa bild" }: { label?: string }) {
  const { scrollNext } = useCarousel("CarouselNext");
  return (
    <button type="button" onClick={scrollNext} className={buttonClass}>
      <ChevronRight aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
