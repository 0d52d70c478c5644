import { type PhoneHours, phoneStatus, phoneStatusText } from "~/lib/phone-hours";
import { useNow } from "./use-now";

/** "Öppet nu – till kl. 18" or when the line opens next; shown only once the page runs. */
export function PhoneStatus({ hours, className = "" }: { hours: PhoneHours; className?: string }) {
  const now = useNow();
  if (!now) return null;
  const status = phoneStatus(now, hours);
  return (
    <span data-testid="phone-status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${status.isOpen ? "bg-accent" : "bg-stone-400"}`}
      />
      {phoneStatusText(status)}
    </span>
  );
}
