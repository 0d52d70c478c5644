import { Check, Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";

/**
 * The add-ons as native checkboxes drawn as pills: click, Space and (once the app runs) Enter
 * select or deselect each one. Their state lives in the HTML, so a press made before the scripts
 * have arrived is kept by the browser; the app reads the boxes when it starts and after every
 * change, and `onChange` gets the selection in the content's order.
 */
export function AddOnCheckboxes({
  addOns,
  onChange,
  labelledBy,
}: {
  addOns: readonly string[];
  onChange: (selected: readonly string[]) => void;
  labelledBy: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const readSelection = () => {
    const boxes = list.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [];
    return addOns.filter((_, index) => boxes[index]?.checked);
  };

  // Once, when the app starts: the boxes may have been ticked before it did. None ticked is the
  // selection the app starts with, and passing it on anyway would draw the whole packages section
  // again, in the task that ends hydration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app starts.
  useEffect(() => {
    const selection = readSelection();
    if (selection.length > 0) onChange(selection);
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <ul ref={list} aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {addOns.map((addOn) => (
        <li key={addOn}>
          <label className="group inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-paper px-4 py-2 text-left text-sm font-medium transition-colors hover:border-ink/40 has-checked:border-accent has-checked:bg-accent has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent">
            <input
              type="checkbox"
              onChange={() => onChange(readSelection())}
              onKeyDown={handleKeyDown}
              className="sr-only"
            />
            <Plus aria-hidden="true" className="size-4 shrink-0 group-has-checked:hidden" />
            <Check aria-hidden="true" className="hidden size-4 shrink-0 group-has-checked:block" />
            {addOn}
          </label>
        </li>
      ))}
    </ul>
  );
}
