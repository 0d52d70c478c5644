// What the editor's frame (editor-app.tsx) hands the screen its route shows: content/ as read,
// where it saves, this tab's drafts, and what a screen tells the frame back.
import { useOutletContext } from "react-router";
import type { Snapshot } from "../content/snapshot.ts";
import type { TabDrafts } from "../content/tab-drafts.ts";
import type { ContentSource } from "../source/content-source.ts";
import type { Saved } from "./entry-page.tsx";

export type EditorOutlet = {
  snapshot: Snapshot;
  source: ContentSource;
  drafts: TabDrafts;
  /** Counts the undos: a form brought back by one is filled afresh. */
  undone: number;
  /** What the list says after she removed something. */
  said: string;
  onSaved(saved: Saved): void;
  onRemoved(paths: readonly string[], said: string): void;
  onSignedOut(): void;
  onRestored(): void;
  onNewerRead(snapshot: Snapshot): void;
};

export const useEditorOutlet = () => useOutletContext<EditorOutlet>();
