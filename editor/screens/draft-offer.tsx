// Her unsaved change, offered back when she opens its file again (after a reload, a crash, a new
// sign-in): when she made it, whether the file was saved again since (then it is laid onto the
// newest version, newer-file.tsx), and her choice.
import type { Draft } from "../content/tab-drafts.ts";
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
          Filen har publicerats på nytt sedan dess. Fortsätter du med ändringen läggs den på den
          senaste versionen, och det som publicerades där finns kvar.
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
