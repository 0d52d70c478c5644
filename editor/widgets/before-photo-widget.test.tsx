// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BeforePhotoControl, sectionPhotoFiles } from "./before-photo-widget.tsx";

const entryWith = (photos: unknown) => ({
  getIn: () => ({ toJS: () => photos }),
});

describe("the before photo field", () => {
  afterEach(cleanup);

  it("offers the section's own photos, in their order, and no photo", () => {
    render(
      <BeforePhotoControl
        value={undefined}
        onChange={vi.fn()}
        forID="before"
        classNameWrapper=""
        field={undefined as never}
        entry={entryWith([{ file: "02.jpg" }, { file: "01.jpg" }, { alt: "utan fil" }])}
      />,
    );
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Ingen – bilden är inte en efter-bild",
      "02.jpg",
      "01.jpg",
    ]);
  });

  it("writes the chosen file, and nothing when none is chosen", () => {
    const onChange = vi.fn();
    render(
      <BeforePhotoControl
        value="01.jpg"
        onChange={onChange}
        forID="before"
        classNameWrapper=""
        field={undefined as never}
        entry={entryWith([{ file: "01.jpg" }, { file: "02.jpg" }])}
      />,
    );
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "02.jpg" } });
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["02.jpg"], [undefined]]);
  });

  it("keeps a before photo that has left the list visible, marked, so it can be changed", () => {
    render(
      <BeforePhotoControl
        value="09.jpg"
        onChange={vi.fn()}
        forID="before"
        classNameWrapper=""
        field={undefined as never}
        entry={entryWith([{ file: "01.jpg" }])}
      />,
    );
    expect(screen.getByRole("combobox")).toHaveProperty("value", "09.jpg");
    expect(
      screen.getByRole("option", { name: "09.jpg (finns inte längre i avsnittet)" }),
    ).toBeTruthy();
  });

  it("reads no photos from an entry without a list", () => {
    expect(sectionPhotoFiles(undefined)).toEqual([]);
    expect(sectionPhotoFiles([null, { file: "" }, { file: "a.jpg" }])).toEqual(["a.jpg"]);
  });
});
