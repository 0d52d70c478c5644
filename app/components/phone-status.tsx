import { phoneStatus, phoneStatusText } from "#app/lib/phone-hours.ts";
import type { PhoneHours } from "#model/schema.ts";
import { useNow } from "./use-now";

/**
 * "Öppet nu – till kl. 18" or when the line opens next, on a line of its own. The line is in the
 * prerendered page but stays empty until the page runs (a build must never show a status that
 * was true when it was made), so the status fills it without moving anything below.
 */
export function PhoneStatus({ hours, className = "" }: { hours: PhoneHours; className?: string }) {
  const now = useNow();
  const status = now ? phoneStatus(now, hours) : null;
  return (
    <span data-testid="phone-status" className={`flex min-h-6 items-center gap-2 ${className}`}>
      {status && (
        <>
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${status.isOpen ? "bg-accent" : "bg-stone-400"}`}
          />
          {phoneStatusText(status)}
        </>
      )}
    </span>
  );
}
