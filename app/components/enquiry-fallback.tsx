import { Check, Copy } from "lucide-react";
import { useState } from "react";
import type { Enquiry } from "#model/mailto.ts";

/** The address, subject and message of an enquiry as text to paste into any mail service. */
export function enquiryAsText({ to, subject, body }: Enquiry): string {
  return `Till: ${to}\nÄmne: ${subject}\n\n${body.replaceAll("\r\n", "\n")}`;
}

const answers = {
  copied: () => "Kopierat – klistra in i ditt e-postmeddelande.",
  failed: (to: string) => `Det gick inte att kopiera. Skriv till ${to}.`,
};

/**
 * Shown beside an enquiry link. Many desktop visitors have no mail program, so the link does
 * nothing for them: the address stays readable, and "Kopiera" copies the prepared message,
 * confirmed in a live region that screen readers announce.
 */
export function EnquiryFallback({
  enquiry,
  label,
  isAddressShown = true,
  className = "",
}: {
  enquiry: Enquiry;
  /** What is copied, for screen readers: "meddelandet om paketet Bas". */
  label: string;
  /** Off where the address already stands as text right beside the link. */
  isAddressShown?: boolean;
  className?: string;
}) {
  const [result, setResult] = useState<"idle" | "copied" | "failed">("idle");
  const { to } = enquiry;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(enquiryAsText(enquiry));
      setResult("copied");
    } catch {
      setResult("failed");
    }
  };

  return (
    <div className={`text-sm text-muted ${className}`}>
      <p className="flex flex-wrap items-center gap-x-1">
        {isAddressShown && (
          <>
            Inget e-postprogram? Skriv till <span className="font-medium text-ink">{to}</span>
            <span aria-hidden="true">·</span>
          </>
        )}
        <button
          type="button"
          aria-label={`Kopiera ${label}`}
          onClick={handleCopy}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
        >
          {result === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Kopiera
        </button>
      </p>
      {/* Both answers stand, unseen, in the status's cell, so it has the room of the longer at
          every width: the one said moves nothing below it. */}
      <div className="grid">
        <p role="status" className="[grid-area:1/1]">
          {result !== "idle" && answers[result](to)}
        </p>
        {Object.values(answers).map((answer) => (
          <p key={answer(to)} aria-hidden="true" className="invisible [grid-area:1/1]">
            {answer(to)}
          </p>
        ))}
      </div>
    </div>
  );
}
