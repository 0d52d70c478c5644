// The owner's editor at /redigera/, made from the content model (decision 031). On her computer it
// reads and saves through the local server of `npm start`; at her own address through the
// repository on GitHub, signed in through Netlify's provider (decision 023). This first part is
// small: where she must sign in first, the sign-in shows while the rest of the editor loads
// (editor-start.tsx), so her phone shows her something to do as early as it can.
import { createRoot } from "react-dom/client";
import {
  localApiPath,
  localServerAnswers,
  readRepository,
  repositoryFile,
} from "./fields/backend.ts";
import { readHeadAndTree } from "./saves/github-head.ts";
import { EditorHeader } from "./screens/editor-header.tsx";
import { SignIn } from "./screens/sign-in.tsx";
import { signIn, storedToken } from "./source/github-sign-in.ts";
import "./own.css";
import "./notices/status-panel.css";

// Signed in already, she needs the rest at once; else the sign-in is drawn first, and the rest
// loads after it, not beside it on a slow connection.
let editor = storedToken() === null ? null : import("./editor-start.tsx");
const loadEditor = () => {
  editor ??= import("./editor-start.tsx");
  return editor;
};
const localApi = new URL(localApiPath, window.location.origin).href;
const [repository, localServer] = await Promise.all([
  readRepository(fetch, repositoryFile),
  localServerAnswers(localApi),
]);
// The local server when it answers, or when the build names no repository (a save then says why
// it fails); else the repository on GitHub.
const savesLocally = localServer || repository.repo === null;
// Signed in at her own address: the branch's head and tree are asked for now, while the rest of
// the editor still loads, not after it (two round trips to GitHub she no longer waits for).
const early =
  savesLocally || storedToken() === null
    ? undefined
    : readHeadAndTree(repository, (input, init) => window.fetch(input, init), storedToken);
// A read that fails is asked again by the editor, which says why.
early?.catch(() => undefined);
const element = document.getElementById("redigeraren");
if (element) {
  const root = createRoot(element);
  const start = async () =>
    (await loadEditor()).startEditor(root, {
      repository,
      localApi,
      localServer,
      savesLocally,
      ...(early ? { early } : {}),
    });
  if (savesLocally || storedToken() !== null) await start();
  else {
    root.render(
      <>
        <EditorHeader />
        <SignIn
          ranOut={false}
          signIn={async () => {
            await signIn(repository.signInRoot);
            await start();
          }}
        />
      </>,
    );
    setTimeout(loadEditor);
  }
}
