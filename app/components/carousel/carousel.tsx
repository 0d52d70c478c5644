import useEmblaCarousel from "embla-carousel-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { CarouselContext, useCarousel } from "./carousel-context";

// The spec's carousel: endless loop, slides aligned to the start.
const options = { loop: true, align: "start" } as const;

/**
 * An Embla carousel as composed parts: <Carousel> holds the state; <CarouselViewport>,
 * <CarouselSlide>, <CarouselPrevious> and <CarouselNext> render inside it. Slides per view come
 * from the slides' CSS widths (1, 2 from sm, 3 from lg).
 */
export function Carousel({
  labelledBy,
  slideCount,
  children,
  className = "",
}: {
  labelledBy: string;
  slideCount: number;
  children: ReactNode;
  className?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!api) return;
    const handleSelect = () => setSelectedIndex(api.selectedScrollSnap());
    handleSelect();
    api.on("select", handleSelect);
    api.on("reInit", handleSelect);
    return () => {
      api.off("select", handleSelect);
      api.off("reInit", handleSelect);
    };
  }, [api]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  };

  const state = useMemo(
    () => ({ viewportRef, selectedIndex, slideCount, scrollPrev, scrollNext }),
    [viewportRef, selectedIndex, slideCount, scrollPrev, scrollNext],
  );

  return (
    <CarouselContext value={state}>
      <section
        aria-roledescription="carousel"
        aria-labelledby={labelledBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so the arrow keys can move it, as the carousel pattern asks.
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className={`relative rounded-3xl ${className}`}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

export function CarouselViewport({ children }: { children: ReactNode }) {
  const { viewportRef } = useCarousel("CarouselViewport");
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className="-ml-4 flex touch-pan-y">{children}</div>
    </div>
  );
}

export function CarouselSlide({ index, children }: { index: number; children: ReactNode }) {
  const { slideCount, selectedIndex } = useCarousel("CarouselSlide");
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group of the carousel pattern, not a form fieldset.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} av ${slideCount}`}
      aria-current={index === selectedIndex ? "true" : undefined}
      className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
    >
      {children}
    </div>
  );
}
