import { createContext, type RefObject, useContext } from "react";

export type CarouselState = {
  /** The viewport element, which Embla moves once the carousel has started. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** In the first screen, come within a screen of it, or started: see <Carousel>. */
  isNear: boolean;
  /** Embla has taken the carousel over from the native scroller. */
  hasStarted: boolean;
  selectedIndex: number;
  slideCount: number;
  scrollPrev: () => void;
  scrollNext: () => void;
};

export const CarouselContext = createContext<CarouselState | null>(null);

/** The enclosing carousel's state; a control rendered outside a carousel is a programming error. */
export function useCarousel(part: string): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) {
    throw new Error(
      `<${part}> must be rendered inside a <Carousel>; it has no carousel to control.`,
    );
  }
  return state;
}
