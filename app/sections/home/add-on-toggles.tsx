import { Check, Plus } from "lucide-react";

/** The add-ons as toggle buttons: click, Enter and Space select or deselect each one. */
export function AddOnToggles({
  addOns,
  selected,
  onToggle,
  labelledBy,
}: {
  addOns: readonly string[];
  selected: readonly string[];
  onToggle: (addOn: string) => void;
  labelledBy: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {addOns.map((addOn) => {
        const isSelected = selected.includes(addOn);
        const Icon = isSelected ? Check : Plus;
        return (
          <li key={addOn}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onToggle(addOn)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 bg-paper px-4 py-2 text-left text-sm font-medium transition-colors hover:border-ink/40 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {addOn}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
