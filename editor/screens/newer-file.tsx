// Her change laid onto the file as it was saved since she opened it (another tab, another device,
// GitHub, a hand edit): what happened, in words for where the editor saves, and each value that
// both changed, with both versions, for her to choose. Hers stands until she does.
import { useEffect, useRef } from "react";
import { describePlace } from "../fields/problem-labels.ts";
import type { Conflict } from "../form/three-way.ts";
import { pathKey } from "../form/values.ts";
import { whenMade } from "../notices/notices.ts";
import type { ContentSource } from "../source/content-source.ts";

const elsewhere: Record<ContentSource["kind"], string> = {
  local: "Den sparades i en annan flik, i ett annat fönster eller direkt i filen.",
  github: "Den sparades i en annan flik, på en annan enhet eller direkt på GitHub.",
};

/** Where the file was saved, as the source can tell: through the editor or beside it, and when. */
export type SavedElsewhere = { at: number; inEditor: boolean } | null;

function whereSaved(kind: ContentSource["kind"], saved: SavedElsewhere) {
  if (!saved) return elsewhere[kind];
  return saved.inEditor
    ? `Den sparades i redigeraren, i en annan flik eller på en annan enhet, ${whenMade(saved.at)}.`
    : `Den ändrades direkt på GitHub ${whenMade(saved.at)}.`;
}

/** A value as she reads it beside its choice. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(tomt)";
  if (typeof value === "boolean") return value ? "ja" : "nej";
  if (Array.isArray(value)) return value.length === 1 ? "1 rad" : `${value.length} rader`;
  if (typeof value === "object") return "som gruppen ser ut där";
  return String(value);
}

export function NewerFile({
  path,
  kind,
  conflicts,
  saved,
  onChoose,
}: {
  path: string;
  kind: ContentSource["kind"];
  conflicts: readonly Conflict[];
  saved: SavedElsewhere;
  onChoose(conflict: Conflict, value: unknown): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Said where she is: the form she was about to publish has changed under her eyes.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="utkast" aria-labelledby="nyare-fil-rubrik">
      <h2 id="nyare-fil-rubrik" ref={heading} tabIndex={-1}>
        Filen hade sparats på nytt sedan du öppnade den
      </h2>
      <p>
        {whereSaved(kind, saved)} Dina ändringar ligger nu på den senaste versionen, och det som
        sparades där finns kvar.{" "}
        {conflicts.length === 0
          ? "Titta igenom formuläret och publicera."
          : conflicts.length === 1
            ? "På ett ställe ändrades samma sak på båda håll: välj vilken som ska gälla, sedan kan du publicera."
            : `På ${conflicts.length} ställen ändrades samma sak på båda håll: välj vilken som ska gälla, sedan kan du publicera.`}
      </p>
      {conflicts.map((conflict) => {
        const place = describePlace(path, pathKey(conflict.path)) ?? pathKey(conflict.path);
        return (
          <fieldset key={pathKey(conflict.path)} className="fraga">
            <legend>{place}</legend>
            <button type="button" onClick={() => onChoose(conflict, conflict.mine)}>
              Behåll din: {shown(conflict.mine)}
            </button>{" "}
            <button type="button" onClick={() => onChoose(conflict, conflict.theirs)}>
              Ta den sparade: {shown(conflict.theirs)}
            </button>
          </fieldset>
        );
      })}
    </section>
  );
}
