// The editor of our own, made from the content model (issue 50), beside Decap's until it keeps
// every promise: served at /redigera/ny/. On the owner's computer it reads and saves through the
// local server of `npm start`; at her own address through the repository on GitHub, signed in
// through Netlify's provider (decision 023).
import { createRoot } from "react-dom/client";
import { tabDrafts, thisTab } from "./drafts/tab-drafts.ts";
import {
  localApiPath,
  localServerAnswers,
  readRepository,
  repositoryFile,
} from "./fields/backend.ts";
import { collections } from "./fields/collections.ts";
import { followLocalBuilds } from "./saves/build-status.ts";
import { type Access, EditorApp } from "./screens/editor-app.tsx";
import { gitHubBuilds } from "./source/github-builds.ts";
import { forgetToken, signIn, storedToken } from "./source/github-sign-in.ts";
import { gitHubSource } from "./source/github-source.ts";
import { localSource } from "./source/local-source.ts";
import "./own.css";
import "./notices/status-panel.css";

const localApi = new URL(localApiPath, window.location.origin).href;
const [repository, localServer, tab] = await Promise.all([
  // Written beside Decap's page, one folder up.
  readRepository(fetch, `../${repositoryFile}`),
  localServerAnswers(localApi),
  thisTab(),
]);
// As Decap's page: the local server when it answers, or when the build names no repository (a
// save then says why it fails); else the repository on GitHub.
const savesLocally = localServer || repository.repo === null;
const source = savesLocally ? localSource(localApi) : gitHubSource(repository, storedToken);
if (localServer) void followLocalBuilds();
const builds = savesLocally
  ? null
  : gitHubBuilds(repository, storedToken, source, collections, () => window.location.reload());
const access: Access = savesLocally
  ? { kind: "local" }
  : {
      kind: "github",
      isSignedIn: () => storedToken() !== null,
      signIn: async () => {
        await signIn(repository.signInRoot);
        void builds?.sayFailedHead();
      },
      signOut: forgetToken,
    };
if (builds && storedToken()) void builds.sayFailedHead();
const root = document.getElementById("redigeraren");
if (root) {
  createRoot(root).render(
    <EditorApp
      collections={collections}
      source={source}
      drafts={tabDrafts(tab)}
      access={access}
      {...(builds ? { followBuild: (commit, written) => void builds.follow(commit, written) } : {})}
    />,
  );
}
