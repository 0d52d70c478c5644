// @vitest-environment jsdom
// A list's buttons change its rows from their latest value: a photo's row added by a read that
// finished after the list was last drawn stays when she moves or removes a row with a button of
// that drawing.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { sectionFile } from "#model/content-paths.ts";
import type { Field, ListField as List } from "../fields/fields.ts";
import { fieldsOfFile } from "../fields/schema-fields.ts";
import { type Form, FormContext } from "./form-context.ts";
import { useLatestState } from "./latest-state.ts";
import { ListField } from "./list-field.tsx";
import { valueAt, withValueAt } from "./values.ts";

afterEach(cleanup);

const photosField = ((): List => {
  const field = fieldsOfFile(`content/${sectionFile("avsnitt")}`).find(
    (candidate: Field) => candidate.name === "photos",
  );
  if (field?.kind !== "list") throw new Error("a section has no list of photos");
  return field;
})();
const list = [photosField.name];
const rowsAtStart = [{ file: "a.jpg" }, { file: "b.jpg" }, { file: "c.jpg" }];

/** The form as the entry screen makes it, its data in the state that later reads update. */
function SectionForm({ onForm }: { onForm(form: Form, latest: () => unknown): void }) {
  const [data, update, latest] = useLatestState<unknown>({ [photosField.name]: rowsAtStart });
  const form: Form = {
    data,
    problems: new Map(),
    choices: { photos: [], sections: [] },
    change: (at, value) => update((was) => withValueAt(was, at, value)),
    update: (at, next) => update((was) => withValueAt(was, at, next(valueAt(was, at)))),
    pick: async () => ({ problem: "" }),
    add: async () => ({ problem: "" }),
    photoUrl: async () => null,
  };
  onForm(form, latest);
  return (
    <FormContext.Provider value={form}>
      <ListField field={photosField} path={list} FieldInput={() => null} />
    </FormContext.Provider>
  );
}

function drawn() {
  const handles: { form?: Form; latest?: () => unknown } = {};
  render(
    <SectionForm
      onForm={(form, latest) => {
        handles.form = form;
        handles.latest = latest;
      }}
    />,
  );
  const { form, latest } = handles;
  if (!form || !latest) throw new Error("the form was not drawn");
  /** A photo read meanwhile adds its row, the list not drawn again yet. */
  const readLands = (file: string) => form.update(list, (rows) => [...(rows as []), { file }]);
  const files = () => (valueAt(latest(), list) as { file: string }[]).map((row) => row.file);
  return { readLands, files };
}

it("moving a row up keeps a photo's row added since the list was drawn", () => {
  const { readLands, files } = drawn();
  readLands("d.jpg");
  fireEvent.click(screen.getByRole("button", { name: "Flytta upp bild 2" }));
  expect(files()).toEqual(["b.jpg", "a.jpg", "c.jpg", "d.jpg"]);
});

it("removing a row keeps a photo's row added while she was asked", () => {
  const { readLands, files } = drawn();
  fireEvent.click(screen.getByRole("button", { name: "Ta bort bild 3" }));
  readLands("d.jpg");
  fireEvent.click(screen.getByRole("button", { name: /^Ta bort$/ }));
  expect(files()).toEqual(["a.jpg", "b.jpg", "d.jpg"]);
});

it("adding an empty row keeps a photo's row added since the list was drawn", () => {
  const { readLands, files } = drawn();
  readLands("d.jpg");
  fireEvent.click(screen.getByRole("button", { name: /^Lägg till bild$/ }));
  expect(files()).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg", ""]);
});
