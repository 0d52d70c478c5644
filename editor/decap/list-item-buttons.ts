// Decap's list items have three buttons with an icon and no name, and the cross removes the item
// at once. Here they get Swedish names a screen reader can say, each naming its item by the
// list's word for one, its place and what its folded line shows ("Ta bort paket 2, Premium –
// 4.900 kr"; the move buttons of list-moves.tsx too, "Flytta upp paket 2, …"), and a removal
// asks first, naming the item the same way. A folded photo shows its picture beside its file
// name: Decap's folded line is text only, while the item's fields, the photo's thumbnail among
// them, stay on the page hidden.
import { decapParts } from "./decap-page.ts";
import { loadingAssetPath } from "./saved-photo-thumbnails.tsx";

const topBar = decapParts.listItemBar;

/** What an item's fold button does; its name goes on with the item's ("… paket 2, Premium"). */
export const foldAction = "Visa eller dölj";

/**
 * The item of `bar` as its buttons name it: the list's word for one item (from its button "Lägg
 * till paket"), its place, and its folded line ("paket 2, Premium – 4.900 kr").
 */
function itemLabel(bar: Element): string {
  const item = bar.parentElement;
  const items = [...(item?.parentElement?.children ?? [])].filter((each) =>
    each.querySelector(`:scope > ${topBar}`),
  );
  // The list is the nearest element above with its own bar ("3 paket", "Lägg till paket").
  let list = item?.parentElement ?? null;
  while (list && !list.querySelector(`:scope > :is(${decapParts.listBar})`)) {
    list = list.parentElement;
  }
  const buttons = list?.querySelectorAll(`:scope > :is(${decapParts.listBar}) button`) ?? [];
  const noun =
    [...buttons]
      .map((button) => button.textContent?.trim().match(/^Lägg till (.+?)\s*\+?$/)?.[1])
      .find(Boolean) ?? "rad";
  // An item of one text shows its field's name there, not its value: that says nothing more.
  const line = bar.nextElementSibling?.textContent?.trim() ?? "";
  const isOwnName = line.toLowerCase() === noun.toLowerCase();
  const shown = isOwnName ? "" : line.length > 60 ? `${line.slice(0, 59)}…` : line;
  return `${noun} ${item ? items.indexOf(item) + 1 : ""}${shown ? `, ${shown}` : ""}`;
}

/** The folded line's own copy of the item's photo, drawn as decoration beside its file name. */
const foldedPhotoClass = "redigeraren-hopfalld-bild";

/**
 * Puts the thumbnail of the item below `bar` on its folded line, where the item is a photo: a
 * box of the thumbnail's size from the start, the picture in it once it has arrived, so the line
 * keeps its height (a drag measures the rows as they are when it begins).
 */
function showFoldedPhoto(bar: Element) {
  const line = bar.nextElementSibling;
  const fields = line?.nextElementSibling;
  const images = fields ? [...fields.querySelectorAll("img")] : [];
  let box = line?.querySelector<HTMLElement>(`:scope > .${foldedPhotoClass}`) ?? null;
  if (!line || images.length === 0) {
    box?.remove();
    return;
  }
  if (!box) {
    box = document.createElement("span");
    box.className = foldedPhotoClass;
    line.prepend(box);
  }
  const src = images.find((image) => image.src && !image.src.endsWith(loadingAssetPath))?.src;
  const shown = box.querySelector("img");
  if (!src) shown?.remove();
  else if (shown?.src !== src) {
    const image = shown ?? document.createElement("img");
    image.alt = "";
    image.src = src;
    if (!shown) box.append(image);
  }
}

function nameButtons(root: ParentNode) {
  for (const bar of root.querySelectorAll(topBar)) {
    showFoldedPhoto(bar);
    const label = itemLabel(bar);
    // The drag handle is a div with dnd-kit's role="button", the others are buttons.
    const buttons = [...bar.children].filter(
      (child) => child.tagName === "BUTTON" || child.getAttribute("role") === "button",
    );
    for (const button of buttons) {
      const action =
        button === bar.lastElementChild
          ? "Ta bort"
          : button.querySelector(decapParts.dragIcon)
            ? "Dra för att flytta"
            : foldAction;
      const name = `${action} ${label}`;
      if (button.getAttribute("aria-label") !== name) button.setAttribute("aria-label", name);
    }
    // The move buttons (list-moves.tsx) are the keyboard's way to move the item, so the handle,
    // which only a mouse or a finger can move, is left out of the Tab order beside them.
    const moves = bar.querySelectorAll<HTMLButtonElement>("button[data-flytta]");
    for (const button of moves) {
      const name = `Flytta ${button.dataset.flytta} ${label}`;
      if (button.getAttribute("aria-label") !== name) button.setAttribute("aria-label", name);
    }
    const handle = bar.querySelector<HTMLElement>(decapParts.dragHandle);
    if (moves.length > 0 && handle && handle.tabIndex !== -1) handle.tabIndex = -1;
  }
}

/** Call once, before Decap draws its forms. */
export function careForListItems() {
  new MutationObserver(() => nameButtons(document)).observe(document.body, {
    childList: true,
    subtree: true,
  });
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      const bar = button?.parentElement;
      if (!button || !bar?.matches(topBar) || bar.lastElementChild !== button) return;
      if (window.confirm(`Vill du ta bort ${itemLabel(bar)}? Det försvinner när du publicerar.`)) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
}
