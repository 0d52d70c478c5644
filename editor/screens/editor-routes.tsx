// The editor's screens by the route in the page's address, after its # (a hash router at her own
// address and on her computer, a memory router in the tests): the list at /, a form at
// /portfolio/bostad, a new entry's at /ny/portfolio, and where an address names nothing, that
// said. The frame around them (editor-app.tsx) reads content/ and holds her sign-in.
import { useEffect } from "react";
import type { RouteObject } from "react-router";
import { StatusPanel } from "../notices/status-panel.tsx";
import { EditorApp, type EditorProps, OpeningForm } from "./editor-app.tsx";
import { useEditorOutlet } from "./editor-outlet.ts";
import { EntryList } from "./entry-list.tsx";
import { NotFound } from "./file-problem.tsx";

// A form's module (its fields, the checks, the preview's start) loads apart from the list, asked
// for once the list is drawn: the list on her phone waits for none of it.
const loadForms = () => import("./entry-route.tsx");

function ListRoute() {
  const { snapshot, said } = useEditorOutlet();
  useEffect(() => void loadForms(), []);
  return (
    <>
      <EntryList snapshot={snapshot} said={said} />
      <StatusPanel />
    </>
  );
}

function NotFoundRoute() {
  return (
    <>
      <NotFound />
      <StatusPanel />
    </>
  );
}

// A screen that fails to draw says so in her words, under the header; what she typed is in this
// tab's draft from her last keystroke, offered back after the reload.
const BrokenScreen = () => (
  <main id="innehall">
    <h1 tabIndex={-1}>Något gick fel</h1>
    <p role="alert">
      Sidan kunde inte visas. Det du har skrivit finns kvar i den här fliken och erbjuds tillbaka
      när du laddar om sidan.
    </p>
    <button type="button" onClick={() => window.location.reload()}>
      Ladda om sidan
    </button>
  </main>
);

export const editorRoutes = (props: EditorProps): RouteObject[] => [
  {
    path: "/",
    element: <EditorApp {...props} />,
    children: [{ ErrorBoundary: BrokenScreen, children: screens }],
  },
];

const screens: RouteObject[] = [
  { index: true, Component: ListRoute },
  // Where she opens a form's address directly, the frame shows while its module comes.
  {
    path: "ny/:collection",
    HydrateFallback: OpeningForm,
    lazy: async () => ({ Component: (await loadForms()).NewEntryRoute }),
  },
  {
    path: ":collection/*",
    HydrateFallback: OpeningForm,
    lazy: async () => ({ Component: (await loadForms()).EntryRoute }),
  },
  { path: "*", Component: NotFoundRoute },
];
