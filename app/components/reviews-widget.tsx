import { MessageSquareQuote } from "lucide-react";
import { useState } from "react";

/** The iframe height the reviews service's widget is designed for (h-[225px] below, too). */
const height = 225;

/**
 * The third-party reviews widget, lazy by default. With `isLoadOnClick` the visitor first sees a
 * box of the same height with a button, so nothing reaches the reviews service until they ask,
 * and nothing on the page moves when the widget arrives.
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
  const [isShown, setIsShown] = useState(!isLoadOnClick);
  if (!isShown) {
    return (
      <div className="mt-4 flex h-[225px] flex-col items-center justify-center gap-3 rounded-2xl border border-line bg-white p-6 text-center">
        <button
          type="button"
          onClick={() => setIsShown(true)}
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
  return (
    <iframe
      src={url}
      title={title}
      height={height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="mt-4 block w-full rounded-2xl border border-line bg-white"
    />
  );
}
