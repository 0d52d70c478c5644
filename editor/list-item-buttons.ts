// Decap's list items have three buttons with an icon and no name, and the cross removes the item
// at once. Here they get Swedish names a screen reader can say, and a removal asks first, naming
// the item by what its folded line shows ("Bas – 2.500 kr").

/**
 * Decap's bar above a list item: fold button, drag handle, remove button (by emotion's label; the
 * list's own bar, with "Lägg till", is a TopBarContainer).
 */
const topBar = '[class*="-TopBar"]:not([class*="-TopBarContainer"])';

/** The item's own line, or its first field's value, for the question. */
function itemName(bar: Element): string {
  const text = bar.nextElementSibling?.textContent?.trim() ?? "";
  return text.length > 0 && text.length <= 80 ? `”${text}”` : "det här";
}

function nameButtons(root: ParentNode) {
  for (const bar of root.querySelectorAll(topBar)) {
    // The drag handle is a div with dnd-kit's role="button", the others are buttons.
    const buttons = [...bar.children].filter(
      (child) => child.tagName === "BUTTON" || child.getAttribute("role") === "button",
    );
    for (const button of buttons) {
      const name =
        button === bar.lastElementChild
          ? "Ta bort"
          : button.querySelector('[class*="-DragIconContainer"]')
            ? "Dra för att flytta"
            : "Visa eller dölj";
      if (button.getAttribute("aria-label") !== name) button.setAttribute("aria-label", name);
    }
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
      if (window.confirm(`Vill du ta bort ${itemName(bar)}? Det försvinner när du publicerar.`)) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
}
