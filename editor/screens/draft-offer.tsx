// Her unsaved change, offered back when she opens its file again (after a reload, a crash, a new
// sign-in): when she made it, whether the file was saved again since, and her choice.
import type { Draft } from "../drafts/tab-drafts.ts";
import { whenMade } from "../notices/notices.ts";

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
