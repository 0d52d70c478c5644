// The owner's editor at /redigera/, made from the content model (decision 031). On her computer it
// reads and saves through the local server of `npm start`; at her own address through the
// repository on GitHub, signed in through Netlify's provider (decision 023). This first part is
// small: where she must sign in first, the sign-in shows while the rest of the editor loads
// (editor-start.tsx), so her phone shows her something to do as early as it can.
import { createRoot } from "react-dom/client";
import { loadEditor, place } from "./early.ts";
import { signIn, storedToken } from "./github/github-sign-in.ts";
import { EditorHeader } from "./screens/editor-header.tsx";
import { SignIn } from "./screens/sign-in.tsx";
import "./own.css";
import "./notices/status-panel.css";

const element = document.getElementById("redigeraren");
if (element) {
  const root = createRoot(element);
  const start = async () => (await loadEditor()).startEditor(root, place);
  if (place.savesLocally || storedToken() !== null) await start();
  else {
    // Signed out, the sign-in is drawn first, and the rest loads after it, not beside it on a
    // slow connection.
    root.render(
      <>
        <EditorHeader />
        <SignIn
          by={null}
          signIn={async () => {
            await signIn(place.repository.signInRoot);
            await start();
          }}
        />
      </>,
    );
    setTimeout(loadEditor);
  }
}
