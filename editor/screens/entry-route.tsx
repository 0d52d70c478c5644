// The routes of a form, loaded apart from the list (editor-routes.tsx): the entry its address
// names, or a new one of a collection, in entry-page.tsx's form; an address that names none (a
// section removed in another tab, a mistyped address) says so.
import { useParams } from "react-router";
import { StatusPanel } from "../notices/status-panel.tsx";
import { useEditorOutlet } from "./editor-outlet.ts";
import { type Entry, entryAt, newEntryAt } from "./entries.ts";
import { EntryPage } from "./entry-page.tsx";
import { NotFound } from "./file-problem.tsx";

function FormOf({ entry }: { entry: Entry | null }) {
  const { undone, said: _, ...screen } = useEditorOutlet();
  if (!entry) {
    return (
      <>
        <NotFound />
        <StatusPanel />
      </>
    );
  }
  // An undo brings a file back from outside the open form, which is then filled from it afresh.
  return <EntryPage key={`${entry.path}#${undone}`} entry={entry} {...screen} />;
}

/** /portfolio/bostad: the file of the section bostad. */
export function EntryRoute() {
  const { collection = "", "*": name = "" } = useParams();
  return <FormOf entry={entryAt(collection, name, useEditorOutlet().snapshot)} />;
}

/** /ny/portfolio: a new section. */
export function NewEntryRoute() {
  return <FormOf entry={newEntryAt(useParams().collection ?? "")} />;
}
