// @vitest-environment jsdom
// @module-tag content
// The move buttons on Decap's own list control, as installed: they are drawn in each item's bar,
// move the item through Decap's reordering, and keep the focus on it. (What they use of the
// control is checked part by part in decap-page.test.ts.)
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import DecapCmsWidgetList from "decap-cms-widget-list";
import { fromJS, type Map as ImmutableMap, type List } from "immutable";
import { type ComponentType, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decapParts } from "./decap-page.ts";
import { withMoveButtons } from "./list-moves.tsx";

const DecapListControl = DecapCmsWidgetList.controlComponent as ComponentType<
  Record<string, unknown>
>;
const ListWithMoves = withMoveButtons(DecapListControl);

const field = fromJS({
  name: "bilder",
  label: "Bilder",
  label_singular: "Bild",
  widget: "list",
  fields: [{ name: "bild", label: "Bild", widget: "string" }],
});

type Photos = List<ImmutableMap<string, string>>;
const photos = (...names: string[]) => fromJS(names.map((bild) => ({ bild }))) as Photos;
const names = (value: Photos) => value.toJS().map((item) => (item as { bild: string }).bild);

/** The props Decap's editor hands a list control; the ones these tests do not use do nothing. */
function decapProps(value: Photos, onChange: (value: Photos) => void) {
  const nothing = () => undefined;
  return {
    field,
    value,
    onChange,
    forID: "bilder",
    classNameWrapper: "",
    entry: fromJS({ path: "content/portfolio/bostad.yaml" }),
    mediaPaths: fromJS({}),
    metadata: fromJS({}),
    fieldsErrors: fromJS({}),
    editorControl: () => null,
    t: (key: string) => key,
    ...Object.fromEntries(
      [
        "onChangeObject",
        "onValidateObject",
        "validate",
        "controlRef",
        "getAsset",
        "onOpenMediaLibrary",
        "onAddAsset",
        "onRemoveInsertedMedia",
        "setActiveStyle",
        "setInactiveStyle",
        "resolveWidget",
        "clearFieldErrors",
      ].map((name) => [name, nothing]),
    ),
  };
}

/** The list in a form that keeps what it is given, as Decap's does. */
function Form({ start, saved }: { start: Photos; saved: (value: Photos) => void }) {
  const [value, setValue] = useState(start);
  const onChange = (next: Photos) => {
    setValue(next);
    saved(next);
  };
  return <ListWithMoves {...decapProps(value, onChange)} />;
}

/** What the list says to a screen reader (dnd-kit's own words are a status too). */
const said = () =>
  screen
    .getAllByRole("status")
    .map((status) => status.textContent ?? "")
    .find((text) => text.startsWith("Ligger nu"));

describe("moving a list item without dragging", () => {
  afterEach(cleanup);

  it("gives each item the two buttons, the first's up and the last's down disabled", () => {
    render(<Form start={photos("a.jpg", "b.jpg", "c.jpg")} saved={() => undefined} />);
    const ups = screen.getAllByRole("button", { name: "Flytta upp" });
    const downs = screen.getAllByRole("button", { name: "Flytta ned" });
    expect(ups.map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      true,
      false,
      false,
    ]);
    expect(downs.map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      true,
    ]);
    // Beside Decap's own drag handle, in the item's bar.
    const bar = ups[1]?.closest("span")?.parentElement;
    expect(bar?.querySelector(decapParts.dragHandle)).not.toBeNull();
  });

  it("moves an item one place, keeps the focus on it, and says where it is", () => {
    const saved = vi.fn<(value: Photos) => void>();
    render(<Form start={photos("a.jpg", "b.jpg", "c.jpg", "d.jpg")} saved={saved} />);
    const down = screen.getAllByRole("button", { name: "Flytta ned" })[0];
    act(() => down?.focus());
    fireEvent.click(down as HTMLElement);
    expect(names(saved.mock.lastCall?.[0] as Photos)).toEqual(["b.jpg", "a.jpg", "c.jpg", "d.jpg"]);
    expect(said()).toBe("Ligger nu på plats 2 av 4.");
    // The focus is on the down button of the item that moved, now the second.
    expect(document.activeElement).toBe(screen.getAllByRole("button", { name: "Flytta ned" })[1]);
    // Pressed again and again, it goes on moving the same item, to the end.
    fireEvent.click(document.activeElement as HTMLElement);
    fireEvent.click(document.activeElement as HTMLElement);
    expect(names(saved.mock.lastCall?.[0] as Photos)).toEqual(["b.jpg", "c.jpg", "d.jpg", "a.jpg"]);
    expect(said()).toBe("Ligger nu på plats 4 av 4.");
    // At the end its down button cannot be pressed, so the up button holds the focus.
    expect(document.activeElement).toBe(screen.getAllByRole("button", { name: "Flytta upp" })[3]);
  });

  it("moves up, and the item's own fields go with it", () => {
    const saved = vi.fn<(value: Photos) => void>();
    render(<Form start={photos("a.jpg", "b.jpg", "c.jpg")} saved={saved} />);
    const item = (index: number) =>
      screen
        .getAllByRole("button", { name: "Flytta upp" })
        [index]?.closest(decapParts.listItem) as HTMLElement;
    const third = item(2);
    fireEvent.click(within(third).getByRole("button", { name: "Flytta upp" }));
    expect(names(saved.mock.lastCall?.[0] as Photos)).toEqual(["a.jpg", "c.jpg", "b.jpg"]);
    expect(item(1)).toBe(third);
  });
});
