// @vitest-environment jsdom
// The editor's panel after a save: the save and its build are one notice while the build runs
// and once it has succeeded, with the undo and the link to the site; a failed build keeps its own
// notice, with its reason, beside the save's.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { setNotice } from "./notices.ts";
import { StatusPanel } from "./status-panel.tsx";

afterEach(() => {
  cleanup();
  setNotice({ save: null, saved: null, build: null });
});

// The panel keeps its height on the page as it changes; jsdom draws nothing, so it has no observer.
vi.stubGlobal(
  "ResizeObserver",
  class {
    observe() {}
    disconnect() {}
  },
);

const saved = { path: "content/packages.yaml", undo: async () => {} };

it("says the save and its build in one notice, and a failed build in its own", () => {
  render(<StatusPanel />);
  const panel = screen.getByRole("status", { name: "Besked om sparning och bygge" });

  act(() => setNotice({ saved, build: { state: "bygger" } }));
  expect(within(panel).getAllByRole("button", { name: "Ångra ändringen" })).toHaveLength(1);
  expect(panel.querySelectorAll("section")).toHaveLength(1);
  expect(panel.textContent).toContain("Ändringen är sparad. Sajten byggs om …");

  act(() => setNotice({ build: { state: "klar", seconds: 12 } }));
  expect(panel.querySelectorAll("section")).toHaveLength(1);
  expect(panel.textContent).toContain("Ändringen är sparad. Sajten är uppdaterad (byggd på 12 s).");
  expect(within(panel).getByRole("link", { name: "Visa sajten" }).getAttribute("href")).toBe("/");

  act(() => setNotice({ build: { state: "fel", lines: ["content/home.yaml: rad 8"] } }));
  expect(panel.querySelectorAll("section")).toHaveLength(2);
  expect(panel.textContent).toContain("Sajten byggdes inte om");
  expect(panel.textContent).toContain("content/home.yaml: rad 8");

  act(() => setNotice({ saved: null, build: { state: "bygger" } }));
  expect(panel.textContent).toBe("Sparat. Sajten byggs om …");
});
