import { useState } from "react";
import type { Photo as PhotoData } from "~/lib/photo";
import { Photo } from "./photo";
import { useHasHydrated } from "./use-has-hydrated";

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
 * An empty room and the same room styled. Without JavaScript: the two photos side by side with
 * captions. Once the page runs: the styled room over the empty one, cut at a slider (a real range
 * input, so mouse, touch and arrow keys all work) that moves the edge between them.
 *
 * Both forms are the same elements, restyled: had hydration swapped one tree for another, the
 * prerendered photos would leave the page as the app starts and load and paint again.
 */
export function BeforeAfter({ pair, label }: { pair: BeforeAfterPair; label: string }) {
  const isInteractive = useHasHydrated();
  const [position, setPosition] = useState(50);
  const sides = [
    { caption: "Före", ...pair.before },
    { caption: "Efter", ...pair.after },
  ];

  return (
    <figure>
      <div
        className={
          isInteractive
            ? "relative aspect-[3/2] overflow-hidden rounded-2xl has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent has-[:focus-visible]:outline-offset-3"
            : "grid gap-4 sm:grid-cols-2"
        }
      >
        {sides.map((side, index) => {
          const isAfter = index === 1;
          return (
            <figure
              key={side.caption}
              className={isInteractive ? "absolute inset-0" : undefined}
              style={
                isAfter && isInteractive ? { clipPath: `inset(0 0 0 ${position}%)` } : undefined
              }
            >
              <Photo
                photo={side.photo}
                alt={side.alt}
                sizes={sizes}
                className={
                  isInteractive ? "absolute inset-0" : "aspect-[3/2] overflow-hidden rounded-2xl"
                }
              />
              <figcaption
                className={
                  isInteractive
                    ? `absolute top-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white ${isAfter ? "right-3" : "left-3"}`
                    : "mt-2 font-medium text-sm"
                }
              >
                {side.caption}
              </figcaption>
            </figure>
          );
        })}
        {isInteractive && (
          <>
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow"
              style={{ left: `${position}%` }}
            >
              <span className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-accent shadow-lg" />
            </div>
            <input
              type="range"
              min={0}
              max={100}
              value={position}
              onChange={(event) => setPosition(Number(event.target.value))}
              aria-label={label}
              aria-valuetext={comparisonText(position)}
              className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0"
            />
          </>
        )}
      </div>
      {isInteractive && (
        <figcaption className="mt-2 text-muted text-sm">
          Dra i bilden, eller använd piltangenterna, för att jämföra.
        </figcaption>
      )}
    </figure>
  );
}
