// The button that removes a section or a text page, asked about in the page before anything
// goes; the gate refuses where the site still shows it and says where.
import { useState } from "react";

export function RemoveEntry({
  words,
  name,
  disabled,
  onRemove,
}: {
  words: { remove: string; noun: string };
  name: string;
  disabled: boolean;
  onRemove(): void;
}) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <fieldset className="fraga">
      <legend>
        {words.remove} ({name})?
      </legend>
      <p>
        {words.noun === "avsnittet"
          ? "Avsnittets bilder tas bort med det. Det går inte så länge något på sajten visar avsnittet; då står det var."
          : "Det går inte så länge något på sajten länkar till sidan; då står det var."}
      </p>
      <button
        type="button"
        className="farlig"
        onClick={() => {
          setAsking(false);
          onRemove();
        }}
      >
        {words.remove}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Behåll
      </button>
    </fieldset>
  ) : (
    <button type="button" className="ta-bort" disabled={disabled} onClick={() => setAsking(true)}>
      {words.remove}
    </button>
  );
}
