import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
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

/**
 * An Embla carousel as composed parts: <Carousel> holds the state; <CarouselViewport>,
 * <CarouselSlide>, <CarouselPrevious> and <CarouselNext> render inside it. Slides per view come
 * from the slides' CSS widths (1, 2 from sm, 3 from lg).
 *
 * Its photos follow the eager window once the carousel is "near": within a screen of the viewport
 * once the app runs, or started. Until then they are lazy, so in the first screen the photo the
 * page preloads, its largest paint, arrives first and alone, and its neighbours follow.
 *
 * Embla starts on the visitor's first sign of use: a pointer over or down on the carousel,
 * focus inside it, a key or a button press. Starting measures every slide, a long task on a
 * phone, which a visitor who only scrolls past never pays for. It starts inside that event's
 * handler, so nothing is lost: a press is carried out at once, and a touch already drags, since
 * Embla listens for the touchstart and mousedown that follow pointerdown. Until then the slides
 * lie as Embla's first position has them.
 */
export function Carousel({
  labelledBy,
  slideCount,
  children,
}: {
  labelledBy: string;
  slideCount: number;
  children: ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const [hasStarted, setHasStarted] = useState(false);
  const hasCome = useIsNearViewport(region, "100%");
  const isNear = hasCome || hasStarted;
  const [selectedIndex, setSelectedIndex] = useState(0);

  const start = useCallback((): EmblaCarouselType | null => {
    if (embla.current || !viewportRef.current) return embla.current;
    const api = EmblaCarousel(viewportRef.current, options);
    const handleSelect = () => setSelectedIndex(api.selectedScrollSnap());
    api.on("select", handleSelect);
    api.on("reInit", handleSelect);
    embla.current = api;
    setHasStarted(true);
    return api;
  }, []);

  useEffect(
    () => () => {
      embla.current?.destroy();
      embla.current = null;
    },
    [],
  );

  const scrollPrev = useCallback(() => start()?.scrollPrev(), [start]);
  const scrollNext = useCallback(() => start()?.scrollNext(), [start]);

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
    () => ({ viewportRef, isNear, selectedIndex, slideCount, scrollPrev, scrollNext }),
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
        onPointerEnter={start}
        onPointerDown={start}
        onFocus={start}
        className="relative rounded-3xl"
      >
        {children}
      </section>
    </CarouselContext>
  );
}

export function CarouselViewport({ children }: { children: ReactNode }) {
  const { viewportRef } = useCarousel("CarouselViewport");
  return (
    <div ref={viewportRef} className="overflow-clip">
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
