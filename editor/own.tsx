// The editor of our own, made from the content model (issue 50), beside Decap's until it keeps
// every promise: served at /redigera/ny/. On the owner's computer it reads and saves through the
// local server of `npm start`.
import { createRoot } from "react-dom/client";
import { tabDrafts, thisTab } from "./drafts/tab-drafts.ts";
import { localApiPath } from "./fields/backend.ts";
import { collections } from "./fields/collections.ts";
import { followLocalBuilds } from "./saves/build-status.ts";
import { EditorApp } from "./screens/editor-app.tsx";
import { localSource } from "./source/local-source.ts";
import "./own.css";
import "./notices/status-panel.css";

const source = localSource(new URL(localApiPath, window.location.origin).href);
const drafts = tabDrafts(await thisTab());
void followLocalBuilds();
const root = document.getElementById("redigeraren");
if (root)
  createRoot(root).render(<EditorApp collections={collections} source={source} drafts={drafts} />);
