// A refused save's lines, each also written under the field it names, so the owner finds the
// value to mend where she types it. Decap cannot be given a field's error from outside its own
// checks, so the line is placed in its form: a field is found by its value's name, which Decap
// writes into its label's `for` ("price-field-5"), an item of a list by its place among the list's
// items. A folded item is unfolded to show the field. The field's input is marked invalid and
// described by the line, for a screen reader. Typing in the field takes the line away.

import { decapFieldLabels, decapParts } from "../decap/decap-page.ts";
import { foldAction } from "../decap/list-item-buttons.ts";
import { stepsOf } from "../fields/problem-labels.ts";

/** Decap's box around one field: its label, its input and its hint. */
const fieldBox = decapParts.fieldBox;
/** One item of a list in Decap's form. */
const listItem = decapParts.listItem;
/** The class of a line placed under a field, which `clearFieldProblems` removes. */
const noteClass = "redigeraren-faltfel";

/** A field box's own input, by its label's `for`. */
const inputOf = (box: Element | null | undefined) =>
  box?.matches(fieldBox)
    ? document.getElementById(box.querySelector("label")?.htmlFor ?? "")
    : null;

/** How many field boxes lie between `element` and `scope`, `element` itself included. */
function depthIn(scope: Element, element: Element): number {
  let depth = 0;
  for (let at: Element | null = element; at && at !== scope; at = at.parentElement) {
    if (at.matches(fieldBox)) depth += 1;
  }
  return depth;
}

/** The box of the field `name` at the first level of `scope` (a form, a group, a list item). */
function fieldIn(scope: Element, name: string): Element | null {
  let found: Element | null = null;
  let foundDepth = Number.POSITIVE_INFINITY;
  for (const label of scope.querySelectorAll(decapFieldLabels(name))) {
    const box = label.closest(fieldBox);
    if (!box || box === scope || !scope.contains(box)) continue;
    const depth = depthIn(scope, box);
    if (depth < foundDepth) [found, foundDepth] = [box, depth];
  }
  return found;
}

/** Item `index` of the list whose field box is `scope`. */
function itemIn(scope: Element, index: number): Element | null {
  const items = [...scope.querySelectorAll(listItem)].filter(
    (item) => item.parentElement?.closest(fieldBox) === scope,
  );
  return items[index] ?? null;
}

/** A list item drawn folded: none of its fields is shown, only its summary line. */
const isFolded = (item: Element) =>
  ![...item.querySelectorAll<HTMLElement>(fieldBox)].some((box) => box.checkVisibility());

/** Unfolds a folded list item by its own fold button (named in list-item-buttons.ts). */
function unfold(item: Element): boolean {
  if (!isFolded(item)) return false;
  // The item's own button comes first, before those of any list inside it.
  const toggle = item.querySelector<HTMLButtonElement>(`button[aria-label^="${foldAction} "]`);
  if (!toggle) return false;
  toggle.click();
  return true;
}

/**
 * The element that shows the value at `steps` in `form`: the field's box, or the list item it
 * is. Where a step is not drawn, the nearest element drawn on the way; `folded` is the item that
 * hides the rest, if one does.
 */
export function placeOf(
  form: Element,
  steps: readonly (string | number)[],
): { element: Element; folded: Element | null } {
  let scope = form;
  for (const step of steps) {
    const next = typeof step === "number" ? itemIn(scope, step) : fieldIn(scope, step);
    if (!next || (next instanceof HTMLElement && !next.checkVisibility())) {
      return { element: scope, folded: scope.matches(listItem) ? scope : null };
    }
    scope = next;
  }
  // An item of a list of single values is its one field ("item"): the line goes under its input.
  const single = scope.matches(listItem)
    ? [...scope.querySelectorAll(fieldBox)].filter((box) => depthIn(scope, box) === 1)
    : [];
  return { element: single.length === 1 && single[0] ? single[0] : scope, folded: null };
}

let notes = 0;

function writeNote(element: Element, problem: string) {
  const note = document.createElement("p");
  notes += 1;
  note.id = `redigeraren-faltfel-${notes}`;
  note.className = noteClass;
  note.textContent = problem;
  element.append(note);
  // The field's own input, by its label: marked invalid and described by the line.
  const input = inputOf(element);
  if (input) {
    input.setAttribute("aria-invalid", "true");
    const described = input.getAttribute("aria-describedby");
    input.setAttribute("aria-describedby", described ? `${described} ${note.id}` : note.id);
  }
}

/** Removes the lines under fields, and the marks on their inputs. */
export function clearFieldProblems(within: ParentNode = document) {
  for (const note of within.querySelectorAll(`.${noteClass}`)) {
    const input = inputOf(note.parentElement);
    const others = input
      ?.getAttribute("aria-describedby")
      ?.split(" ")
      .filter((id) => id !== note.id);
    if (input && others) {
      if (others.length > 0) input.setAttribute("aria-describedby", others.join(" "));
      else input.removeAttribute("aria-describedby");
      if (!others.some((id) => document.getElementById(id)?.classList.contains(noteClass))) {
        input.removeAttribute("aria-invalid");
      }
    }
    note.remove();
  }
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

/** Unfolds `item` and waits, a second at most, until Decap has drawn its fields. */
async function unfoldAndWait(item: Element) {
  if (!unfold(item)) return;
  for (let frame = 0; frame < 60 && isFolded(item); frame += 1) await nextFrame();
}

/**
 * Writes each problem under the field its path names in the open form, unfolding the items on
 * the way, and brings the first into view.
 */
export async function showFieldProblems(problems: readonly { path: string; problem: string }[]) {
  clearFieldProblems();
  const form = document.querySelector(decapParts.form);
  if (!form) return;
  const unfolded = new Set<Element>();
  const places: Element[] = [];
  for (const { path, problem } of problems) {
    const steps = stepsOf(path);
    let place = placeOf(form, steps);
    // Each folded item on the way is unfolded once, the outer before the inner.
    while (place.folded && !unfolded.has(place.folded)) {
      unfolded.add(place.folded);
      await unfoldAndWait(place.folded);
      place = placeOf(form, steps);
    }
    writeNote(place.element, problem);
    places.push(place.element);
  }
  places[0]?.scrollIntoView({ block: "center" });
}

/** Call once: a line under a field goes as soon as the owner changes the field. */
export function clearProblemsWhileTyping() {
  const clear = (event: Event) => {
    const box = (event.target as Element | null)?.closest?.(fieldBox);
    if (box?.querySelector(`:scope > .${noteClass}`)) clearFieldProblems(box);
  };
  document.addEventListener("input", clear, { capture: true });
  document.addEventListener("change", clear, { capture: true });
}
