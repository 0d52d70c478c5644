// The form's preview beside it (or, on a phone, its button above it): shown at once where the
// screen is wide enough for both, at her asking elsewhere; the site's components load with it.
import { lazy, Suspense, useDeferredValue, useEffect, useState } from "react";
import { cleanDraft } from "../content/clean-draft.ts";
import type { Snapshot } from "../content/snapshot.ts";

const loadPreview = () => import("../preview/entry-preview.tsx");
const EntryPreview = lazy(loadPreview);

/** Wide enough for the form and the preview side by side (own.css). */
const sideBySide = "(min-width: 1100px)";

type Props = {
  path: string;
  data: unknown;
  snapshot: Snapshot;
  photoUrl(path: string): Promise<string | null>;
};

export function PreviewPane({ path, data, snapshot, photoUrl }: Props) {
  const [shows, setShows] = useState(() => window.matchMedia(sideBySide).matches);
  // Drawn after her typing has been shown, never in its way.
  const previewed = useDeferredValue(data);
  // Asked for as the form shows, so on her phone the preview is there when she asks for it.
  useEffect(() => void loadPreview(), []);
  return (
    <section className="forhandsvisning-ruta" aria-label="Förhandsvisning">
      <button
        type="button"
        aria-expanded={shows}
        aria-controls="forhandsvisning"
        onClick={() => setShows(!shows)}
      >
        {shows ? "Dölj förhandsvisningen" : "Visa förhandsvisningen"}
      </button>
      <div id="forhandsvisning" hidden={!shows}>
        {shows ? (
          <Suspense fallback={<p>Hämtar förhandsvisningen …</p>}>
            <EntryPreview
              path={path}
              draft={cleanDraft(previewed)}
              snapshot={snapshot}
              photoUrl={photoUrl}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
