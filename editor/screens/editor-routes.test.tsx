// @vitest-environment jsdom
// The editor's screens by their routes: the addresses she has (#/, #/portfolio/bostad) open
// what they name (a new entry's, #/ny/portfolio, in the browser's tests: its form has a preview
// beside it, which jsdom cannot draw), an address that names nothing says so, and a screen she
// moves to puts her focus on its heading, where she reads from.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { Snapshot } from "../content/snapshot.ts";
import { collections } from "../fields/collections.ts";
import { previewKind } from "../preview/previewed-files.ts";
import { newDrafts, source } from "./a-tab.fixture.ts";
import { editorRoutes } from "./editor-routes.tsx";

afterEach(cleanup);

function open(address: string) {
  const drafts = newDrafts();
  const router = createMemoryRouter(editorRoutes({ source, drafts, access: { kind: "local" } }), {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

// A file of its own with no preview beside its form (jsdom draws no preview's frame).
const [collection, file] =
  collections.flatMap((collection) =>
    (collection.files ?? [])
      .filter((file) => previewKind(file.file) === null)
      .map((file) => [collection, file] as const),
  )[0] ?? [];
if (!collection || !file) throw new Error("no file of its own without a preview");

it("opens a file's form at its address", async () => {
  open(`/${collection.name}/${file.name}`);
  expect(await screen.findByRole("heading", { level: 1, name: file.label })).toBeDefined();
});

it("says so where an address names nothing, with the way back to the list", async () => {
  open(`/${collection.name}/finns-inte`);
  expect(
    await screen.findByRole("heading", { level: 1, name: "Det här finns inte" }),
  ).toBeDefined();
  fireEvent.click(screen.getByRole("link", { name: "Till listan över det du kan ändra" }));
  expect(
    await screen.findByRole("heading", { level: 1, name: "Vad vill du ändra?" }),
  ).toBeDefined();
});

it("puts her focus on the heading of each screen she moves to, there and back", async () => {
  const router = open("/");
  const list = await screen.findByRole("heading", { level: 1, name: "Vad vill du ändra?" });
  fireEvent.click(screen.getByRole("link", { name: file.label }));
  const form = await screen.findByRole("heading", { level: 1, name: file.label });
  await expect.poll(() => document.activeElement).toBe(form);
  expect(router.state.location.pathname).toBe(`/${collection.name}/${file.name}`);

  await router.navigate(-1);
  const back = await screen.findByRole("heading", { level: 1, name: "Vad vill du ändra?" });
  expect(back).not.toBe(list);
  await expect.poll(() => document.activeElement).toBe(back);
});

it("says in her words that a screen could not be shown, under the header, with a way to reload", async () => {
  // An answer no source gives, so that the list cannot be drawn from it.
  const broken = { paths: [], files: null } as unknown as Snapshot;
  const router = createMemoryRouter(
    editorRoutes({
      source: { ...source, read: async () => broken },
      drafts: newDrafts(),
      access: { kind: "local" },
    }),
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole("heading", { level: 1, name: "Något gick fel" })).toBeDefined();
  expect(screen.getByRole("link", { name: "Redigeraren" })).toBeDefined();
  expect(screen.getByRole("button", { name: "Ladda om sidan" })).toBeDefined();
});
