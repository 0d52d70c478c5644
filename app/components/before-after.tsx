import { useLayoutEffect, useRef, useState } from "react";
import type { Photo as PhotoData } from "#app/lib/photo.ts";
import { Photo } from "./photo";

export type BeforeAfterPair = {
  before: { photo: PhotoData; alt: string };
  after: { photo: PhotoData; alt: string };
};

const sizes = "(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw";

/** "Visar 30 % före och 70 % efter" */
export function comparisonText(position: number): string {
  return `Visar ${position} % före och ${100 - position} % efter`;
}

/**
 * An empty room and the same room styled: the styled room over the empty one, cut at a slider (a
 * real range input, so mouse, touch and arrow keys all work) that moves the edge between them.
 *
 * The prerendered page already draws the slider at its middle, so the pair has the same box
 * before and after the app starts: a visitor who lands on a section below it stays there, also in
 * a browser without scroll anchoring (Safari). A slider moved before the app runs is not lost:
 * hydration keeps the input's value, and the pair takes it up. Only with scripting switched
 * off (`noscript:`, the `scripting: none` media query) are the two photos shown side by side.
 */
export function BeforeAfter({
  pair,
  label,
  waits = false,
}: {
  pair: BeforeAfterPair;
  label: string;
  /** Its photos wait for the first screen's (Photo's `waits`). */
  waits?: boolean;
}) {
  const [position, setPosition] = useState(50);
  // The middle is drawn by classes: the pages' Content-Security-Policy refuses a style attribute
  // in the prerendered HTML, and React sets the moved edge's style from the script, which it allows.
  const isMoved = position !== 50;
  const slider = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const moved = Number(slider.current?.value ?? 50);
    if (moved !== 50) setPosition(moved);
  }, []);
  const sides = [
    { caption: "Före", ...pair.before },
    { caption: "Efter", ...pair.after },
  ];

  return (
    <figure>
      <div className="relative aspect-[3/2] overflow-hidden rounded-2xl has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent has-[:focus-visible]:outline-offset-3 noscript:grid noscript:aspect-auto noscript:gap-4 noscript:overflow-visible noscript:rounded-none sm:noscript:grid-cols-2">
        {sides.map((side, index) => {
          const isAfter = index === 1;
          return (
            <figure
              key={side.caption}
              className={`absolute inset-0 noscript:static noscript:[clip-path:none] ${isAfter ? "[clip-path:inset(0_0_0_50%)]" : ""}`}
              style={isAfter && isMoved ? { clipPath: `inset(0 0 0 ${position}%)` } : undefined}
            >
              <Photo
                photo={side.photo}
                alt={side.alt}
                sizes={sizes}
                pictureClassName="h-full"
                waits={waits}
                className="absolute inset-0 noscript:static noscript:aspect-[3/2] noscript:overflow-hidden noscript:rounded-2xl"
              />
              <figcaption
                className={`absolute top-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white ${isAfter ? "right-3" : "left-3"} noscript:static noscript:mt-2 noscript:bg-transparent noscript:p-0 noscript:font-medium noscript:text-ink`}
              >
                {side.caption}
              </figcaption>
            </figure>
          );
        })}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-white shadow noscript:hidden"
          style={isMoved ? { left: `${position}%` } : undefined}
        >
          <span className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-accent shadow-lg" />
        </div>
        <input
          ref={slider}
          type="range"
          min={0}
          max={100}
          value={position}
          onChange={(event) => setPosition(Number(event.target.value))}
          aria-label={label}
          aria-valuetext={comparisonText(position)}
          className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0 noscript:hidden"
        />
      </div>
      <figcaption className="mt-2 text-muted text-sm noscript:hidden">
        Dra i bilden, eller använd piltangenterna, för att jämföra.
      </figcaption>
    </figure>
  );
}
