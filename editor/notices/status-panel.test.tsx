// @vitest-environment jsdom
// The editor's panel after a save: the save and its build are one notice, with the undo, and the
// link to the site or the reason the build failed; a build without a save of this page's has its
// own.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, expect, it, vi } from "vitest";
import type * as NoticesModule from "./notices.ts";
import type * as PanelModule from "./status-panel.tsx";

let setNotice: typeof NoticesModule.setNotice;
let StatusPanel: typeof PanelModule.StatusPanel;

// The notices live in their module, which every file a worker runs shares (vitest.config.ts:
// isolate false), and the module has no way to empty them. So each test imports the store and
// the panel anew, both empty of notices and listeners whatever a file before it left; a reset
// by hand holds only where every file that writes a notice remembers it.
beforeEach(async () => {
  vi.resetModules();
  ({ setNotice } = await import("./notices.ts"));
  ({ StatusPanel } = await import("./status-panel.tsx"));
});
afterEach(cleanup);

// The panel keeps its height on the page as it changes; jsdom draws nothing, so it has no observer.
vi.stubGlobal(
  "ResizeObserver",
  class {
    observe() {}
    disconnect() {}
  },
);
// The next file in the same worker gets the page as it was (vitest.config.ts: isolate false).
afterAll(() => vi.unstubAllGlobals());

const saved = { path: "content/packages.yaml", undo: async () => {} };

it("says the save and its build in one notice, however the build goes", () => {
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

  const link = "https://app.netlify.com/sites/exempel/deploys/1";
  act(() => setNotice({ build: { state: "fel", lines: ["content/home.yaml: rad 8"], link } }));
  expect(panel.querySelectorAll("section")).toHaveLength(1);
  expect(panel.textContent).toContain("Ändringen är sparad. Sajten byggdes inte om");
  expect(within(panel).getByRole("listitem").textContent).toBe("content/home.yaml: rad 8");
  expect(
    within(panel).getByRole("link", { name: "Läs om bygget hos värden" }).getAttribute("href"),
  ).toBe(link);
  expect(within(panel).queryByRole("link", { name: "Visa sajten" })).toBeNull();
  expect(within(panel).getAllByRole("button", { name: "Ångra ändringen" })).toHaveLength(1);
  // Closed, the failure is gone with the save: nothing is left to say.
  act(() => within(panel).getByRole("button", { name: "Stäng" }).click());
  expect(panel.textContent).toBe("");
});

it("shows a host's link to its build only where it is https or the rehearsal's host on this computer", () => {
  render(<StatusPanel />);
  const panel = screen.getByRole("status", { name: "Besked om sparning och bygge" });
  const shown = (link: string) => {
    act(() => setNotice({ build: { state: "fel", lines: ["content/home.yaml: rad 8"], link } }));
    return within(panel).queryByRole("link", { name: "Läs om bygget hos värden" }) !== null;
  };
  expect(shown("https://app.netlify.com/sites/exempel/deploys/1")).toBe(true);
  expect(shown("http://127.0.0.1:4319/")).toBe(true);
  expect(shown("javascript:alert(document.cookie)")).toBe(false);
  expect(shown("http://bygg.example/")).toBe(false);
  expect(shown("data:text/html,<script>alert(1)</script>")).toBe(false);
});

it("closes a save whose build runs on its own, which then goes on in its own notice", () => {
  render(<StatusPanel />);
  const panel = screen.getByRole("status", { name: "Besked om sparning och bygge" });
  act(() => setNotice({ saved, build: { state: "bygger" } }));
  act(() => within(panel).getByRole("button", { name: "Stäng" }).click());
  expect(panel.textContent).toBe("Sparat. Sajten byggs om …");
  expect(within(panel).queryByRole("button")).toBeNull();
});
