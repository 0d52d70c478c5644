import { MessageSquareQuote } from "lucide-react";
import { useRef, useState } from "react";
import { useIsNearViewport } from "./use-is-near-viewport";

/** The iframe height the reviews service's widget is designed for (h-[225px] below, too). */
const height = 225;

/**
 * How near the visitor must scroll before the frame is made. A lazy iframe alone is not enough:
 * Chromium starts lazy frames a few thousand pixels ahead, so the widget would still load with
 * the page and reach the reviews service before the visitor has seen anything of it.
 */
const approach = "600px";

const boxClass = "mt-4 block h-[225px] w-full rounded-2xl border border-line bg-white";

/**
 * The third-party reviews widget, lazy by default: the frame is made when the visitor scrolls
 * near it (without JavaScript, a plain lazy frame). With `isLoadOnClick` the visitor first sees a
 * box of the same height with a button, so nothing reaches the reviews service until they ask.
 * Either way nothing on the page moves when the widget arrives.
 */
export function ReviewsWidget({
  url,
  title,
  provider,
  isLoadOnClick,
}: {
  url: string;
  title: string;
  provider: string;
  isLoadOnClick: boolean;
}) {
  const [isClicked, setIsClicked] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const isNear = useIsNearViewport(placeholder, approach);
  const frame = (className: string) => (
    <iframe
      src={url}
      title={title}
      height={height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
  if (isLoadOnClick ? isClicked : isNear) return frame(boxClass);
  if (!isLoadOnClick) {
    return (
      <div ref={placeholder} className={boxClass}>
        <noscript>{frame("block size-full rounded-2xl")}</noscript>
      </div>
    );
  }
  return (
    <div className="mt-4 flex h-[225px] flex-col items-center justify-center gap-3 rounded-2xl border border-line bg-white p-6 text-center">
      <button
        type="button"
        onClick={() => setIsClicked(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-medium text-white hover:bg-accent-deep"
      >
        <MessageSquareQuote aria-hidden="true" className="size-5" />
        Visa omdömen
      </button>
      <p className="max-w-sm text-sm text-muted">
        Omdömena hämtas från {provider} först när du klickar.
      </p>
    </div>
  );
}
