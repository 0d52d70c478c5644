// Her unsaved change, offered back when she opens its file again (after a reload, a crash, a new
// sign-in): when she made it, whether the file was saved again since, and her choice.
import type { Draft } from "../drafts/tab-drafts.ts";

const time = new Intl.DateTimeFormat("sv-SE", { hour: "2-digit", minute: "2-digit" });
const day = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long" });

/** "i dag kl. 14.32", "i går kl. 9.05", "den 3 november kl. 14.32". */
export function whenMade(at: number, now = Date.now()): string {
  const clock = `kl. ${time.format(at).replace(":", ".")}`;
  const dayOf = (moment: number) => new Date(moment).toDateString();
  if (dayOf(at) === dayOf(now)) return `i dag ${clock}`;
  if (dayOf(at) === dayOf(now - 86_400_000)) return `i går ${clock}`;
  return `den ${day.format(at)} ${clock}`;
}

export function DraftOffer({
  draft,
  changedSince,
  onTake,
  onDrop,
}: {
  draft: Draft;
  changedSince: boolean;
  onTake(): void;
  onDrop(): void;
}) {
  return (
    <section className="utkast" aria-labelledby="utkast-rubrik">
      <h2 id="utkast-rubrik">
        Du har en ändring som inte är publicerad, från {whenMade(draft.changedAt)}
      </h2>
      {changedSince ? (
        <p>
          Filen har publicerats på nytt sedan dess, i en annan flik, på en annan enhet eller på
          GitHub. Din ändring går därför inte att publicera som den är, så att inget av det skrivs
          över: fortsätt med den för att se vad du skrev, och gör om den i en fil som är läst på
          nytt.
        </p>
      ) : null}
      <button type="button" onClick={onTake}>
        Fortsätt med ändringen
      </button>
      <button type="button" onClick={onDrop}>
        Släng den
      </button>
    </section>
  );
}
