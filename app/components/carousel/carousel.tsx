import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { useIsNearViewport } from "../use-is-near-viewport";
import { usePhotosFree } from "../use-photos-free";
import { CarouselContext, useCarousel } from "./carousel-context";

// The spec's carousel: endless loop, slides aligned to the start.
const options = { loop: true, align: "start" } as const;

/**
 * An Embla carousel as composed parts: <Carousel> holds the state; <CarouselViewport>,
 * <CarouselSlide>, <CarouselPrevious> and <CarouselNext> render inside it. Slides per view come
 * from the slides' CSS widths (1, 2 from sm, 3 from lg).
 *
 * Its photos follow the eager window once the carousel is "near": within a screen of the viewport
 * once the app runs and the first screen's photos have arrived, or started. Until then they are
 * lazy, so in the first screen the photo the page preloads, its largest paint, arrives first and
 * alone, and its neighbours follow.
 *
 * Until Embla starts, and without JavaScript, the viewport is the browser's own scroller with
 * scroll snap: every photo can be swiped to, and a previous or next press before the app runs is
 * carried out on it by the page's starter (scripts/app-start/start-app.ts).
 *
 * Embla starts on the visitor's first sign of use: a pointer over or down on the carousel,
 * focus inside it, a key or a button press. Starting measures every slide, a long task on a
 * phone, which a visitor who only scrolls past never pays for. It starts inside that event's
 * handler, so nothing is lost: a press is carried out at once, and a touch already drags, since
 * Embla listens for the touchstart and mousedown that follow pointerdown. It starts at the slide
 * the native scroller shows, so taking over moves nothing on the screen, or at a slide out of view
 * that takes the focus.
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
  // Its photos wait with the page's others until the first screen's have arrived (Photo's
  // `waits`), the eager window's too, unless the visitor has started it.
  const arePhotosFree = usePhotosFree();
  const isNear = (hasCome && arePhotosFree) || hasStarted;
  const [selectedIndex, setSelectedIndex] = useState(0);

  // Until Embla starts, the slide the native scroller shows is current: one a swipe or a press
  // before the app ran brought, also while that press's smooth scroll is still under way as the
  // app starts, and every one a swipe brings after.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || hasStarted) return;
    const follow = () => {
      if (!embla.current) setSelectedIndex(nativeSlideIndex(viewport));
    };
    follow();
    viewport.addEventListener("scroll", follow, { passive: true });
    return () => viewport.removeEventListener("scroll", follow);
  }, [hasStarted]);

  /** Starts Embla where the native scroller is, or at slide `shown` if that is out of view. */
  const start = useCallback((shown?: number | null): EmblaCarouselType | null => {
    const viewport = viewportRef.current;
    if (embla.current || !viewport) return embla.current;
    const startIndex =
      shown != null && !isSlideInView(viewport, shown) ? shown : nativeSlideIndex(viewport);
    // Embla moves the slides itself: the native scroller goes back to 0 and stops being one in
    // the same task, before anything is painted, and Embla starts on the slide it showed.
    viewport.scrollLeft = 0;
    flushSync(() => {
      setHasStarted(true);
      setSelectedIndex(startIndex);
    });
    const api = EmblaCarousel(viewport, { ...options, startIndex });
    const handleSelect = () => setSelectedIndex(api.selectedScrollSnap());
    api.on("select", handleSelect);
    api.on("reInit", handleSelect);
    embla.current = api;
    return api;
  }, []);

  useEffect(
    () => () => {
      embla.current?.destroy();
      embla.current = null;
    },
    [],
  );

  // A slide that takes the focus is shown, whatever gave it (Tab, or the viewer closing on it):
  // Embla watches Tab alone, and a browser cannot scroll the clipped viewport to it. Not the focus
  // a pointer gives as it goes down, which would move the slide from under a drag.
  const isPointerDown = useRef(false);
  const handlePointerDown = () => {
    isPointerDown.current = true;
    const release = () => {
      isPointerDown.current = false;
    };
    // Wherever it is let go, also outside the carousel.
    window.addEventListener("pointerup", release, { once: true });
    window.addEventListener("pointercancel", release, { once: true });
    start();
  };
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const viewport = viewportRef.current;
    const index = viewport && !isPointerDown.current ? slideIndexOf(viewport, event.target) : null;
    const api = start(index);
    if (api && viewport && index !== null && !isSlideInView(viewport, index)) {
      api.scrollTo(index, true);
    }
  };

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
    () => ({ viewportRef, isNear, hasStarted, selectedIndex, slideCount, scrollPrev, scrollNext }),
    [isNear, hasStarted, selectedIndex, slideCount, scrollPrev, scrollNext],
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
        onPointerEnter={() => start()}
        onPointerDown={handlePointerDown}
        onFocus={handleFocus}
        className="relative rounded-3xl"
      >
        {children}
      </section>
    </CarouselContext>
  );
}

/** The slide the native scroller shows at its start edge (0 when it has not moved). */
function nativeSlideIndex(viewport: HTMLElement): number {
  const slides = viewport.firstElementChild?.children;
  const width = (slides?.[0] as HTMLElement | undefined)?.offsetWidth ?? 0;
  if (!slides || width === 0) return 0;
  return Math.min(Math.max(Math.round(viewport.scrollLeft / width), 0), slides.length - 1);
}

/** The place among the slides of the slide that holds `element`; null outside every slide. */
function slideIndexOf(viewport: HTMLElement, element: EventTarget): number | null {
  const slides = [...(viewport.firstElementChild?.children ?? [])];
  const index = slides.findIndex((slide) => element instanceof Node && slide.contains(element));
  return index === -1 ? null : index;
}

/** Whether slide `index`'s photo (its box less the gap) lies wholly inside the viewport. */
function isSlideInView(viewport: HTMLElement, index: number): boolean {
  const photo = viewport.firstElementChild?.children[index]?.firstElementChild;
  if (!photo) return false;
  const box = photo.getBoundingClientRect();
  const view = viewport.getBoundingClientRect();
  return box.left >= view.left - 1 && box.right <= view.right + 1;
}

// The gap between slides is each slide's right padding, so a slide's box starts where its photo
// does: the native scroller snaps to the photo, as Embla aligns it.
export function CarouselViewport({ children }: { children: ReactNode }) {
  const { viewportRef, hasStarted } = useCarousel("CarouselViewport");
  return (
    <div
      ref={viewportRef}
      data-carousel-viewport=""
      className={`font-photos ${
        hasStarted
          ? "overflow-clip"
          : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      }`}
    >
      <div className={`-mr-4 flex ${hasStarted ? "touch-pan-y" : ""}`}>{children}</div>
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
      className="min-w-0 shrink-0 grow-0 basis-full snap-start pr-4 sm:basis-1/2 lg:basis-1/3"
    >
      {children}
    </div>
  );
}
