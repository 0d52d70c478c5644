// Decap's lists are reordered with dnd-kit, whose screen-reader words are English and name each
// item by an internal id ("Draggable item 3f2c… was dropped over droppable area 9a1b…"). Decap
// passes no words of its own, so the texts dnd-kit writes into its hidden elements are put into
// Swedish where they land: the instructions a drag handle points to, its role, and what is said
// while an item is moved.
import { decapParts } from "./decap-page.ts";

// Decap's handle moves with the mouse or a finger only (it gives dnd-kit no keyboard sensor), so
// the instructions say that, not dnd-kit's words about the space bar, and name the buttons that
// move an item by the keyboard (list-moves.tsx).
const instructions =
  "Dra i handtaget med musen eller fingret för att flytta raden, eller använd knapparna Flytta upp och Flytta ned.";

/** dnd-kit's announcements (its defaults, in @dnd-kit/core) and what is said instead. */
const announcements: [RegExp, string][] = [
  [/^Picked up draggable item /, "Raden är lyft."],
  [/^Draggable item .+ was moved over droppable area /, "Raden flyttades."],
  [/^Draggable item .+ is no longer over a droppable area/, "Raden är utanför listan."],
  [/^Dragging was cancelled/, "Flytten ångrades. Raden ligger kvar där den låg."],
  [/^Draggable item .+ was dropped over droppable area /, "Raden släpptes på sin nya plats."],
  [/^Draggable item .+ was dropped\.$/, "Raden släpptes utanför listan och ligger kvar."],
];

/** The Swedish for one of dnd-kit's texts, or null for a text that is not one of them. */
export function swedishDragWords(text: string): string | null {
  const said = text.trim();
  if (said.startsWith("To pick up a draggable item")) return instructions;
  return announcements.find(([english]) => english.test(said))?.[1] ?? null;
}

function translate(root: ParentNode) {
  for (const element of root.querySelectorAll(decapParts.dragTexts)) {
    const swedish = swedishDragWords(element.textContent ?? "");
    if (swedish) element.textContent = swedish;
  }
  for (const handle of root.querySelectorAll(decapParts.dragHandle)) {
    handle.setAttribute("aria-roledescription", "flyttbar");
  }
}

/** Call once, before Decap draws its forms. */
export function speakSwedishWhileDragging() {
  new MutationObserver(() => translate(document)).observe(document.body, {
    childList: true,
    characterData: true,
    subtree: true,
    attributeFilter: ["aria-roledescription"],
  });
}
