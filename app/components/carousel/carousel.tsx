import useEmblaCarousel from "embla-carousel-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useIsNearViewport } from "../use-is-near-viewport";
import { CarouselContext, useCarousel } from "./carousel-context";

// The spec's carousel: endless loop, slides aligned to the start.
const options = { loop: true, align: "start" } as const;

type Step = "prev" | "next";

/**
 * An Embla carousel as composed parts: <Carousel> holds the state; <CarouselViewport>,
 * <CarouselSlide>, <CarouselPrevious> and <CarouselNext> render inside it. Slides per view come
 * from the slides' CSS widths (1, 2 from sm, 3 from lg).
 *
 * A carousel is "near" from the start when it is in the first screen (`startsNear`), else
 * once it comes within a screen of the viewport or is pressed. Only then does Embla start
 * (starting measures every slide, and a page of carousels measured at once is a long task on
 * a phone) and do its photos load eagerly. Until then the slides lie as Embla's first position
 * has them.
 */
export function Carousel({
  labelledBy,
  slideCount,
  startsNear = false,
  children,
  className = "",
}: {
  labelledBy: string;
  slideCount: number;
  startsNear?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const [emblaRef, api] = useEmblaCarousel(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const region = useRef<HTMLElement>(null);
  const hasCome = useIsNearViewport(region, "100%");
  const [isPressed, setIsPressed] = useState(false);
  const isNear = startsNear || hasCome || isPressed;
  const pendingStep = useRef<Step | null>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (isNear) emblaRef(viewport);
  }, [isNear, emblaRef, viewport]);

  useEffect(() => {
    if (!api) return;
    const handleSelect = () => setSelectedIndex(api.selectedScrollSnap());
    handleSelect();
    api.on("select", handleSelect);
    api.on("reInit", handleSelect);
    if (pendingStep.current === "prev") api.scrollPrev();
    if (pendingStep.current === "next") api.scrollNext();
    pendingStep.current = null;
    return () => {
      api.off("select", handleSelect);
      api.off("reInit", handleSelect);
    };
  }, [api]);

  // A press that comes before Embla has started is kept and carried out once it has.
  const step = useCallback(
    (direction: Step) => {
      if (!api) {
        pendingStep.current = direction;
        setIsPressed(true);
      } else if (direction === "prev") api.scrollPrev();
      else api.scrollNext();
    },
    [api],
  );
  const scrollPrev = useCallback(() => step("prev"), [step]);
  const scrollNext = useCallback(() => step("next"), [step]);

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
    () => ({
      viewportRef: setViewport,
      isNear,
      selectedIndex,
      slideCount,
      scrollPrev,
      scrollNext,
    }),
    [isNear, selectedIndex, slideCount, scrollPrev, scrollNext],
  );

  return (
    <CarouselContext value={state}>
      <section
        ref={region}
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
