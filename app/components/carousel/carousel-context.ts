import { createContext, useContext } from "react";

export type CarouselState = {
  /** Hands the viewport element to the carousel, which starts Embla on it when it is needed. */
  viewportRef: (node: HTMLElement | null) => void;
  /** In the first screen, come within a screen of it, or pressed: see <Carousel>. */
  isNear: boolean;
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
