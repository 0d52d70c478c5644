// The editor once she may use it (on her computer at once, at her own address once signed in):
// its source, this tab's drafts, what the site does after a save, and its screens on a hash
// router (the address after the page's #), in `root`.
// Loaded by own.tsx while its first screen shows.
import type { Root } from "react-dom/client";
import { createHashRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { followLocalBuilds } from "./builds/build-status.ts";
import { tabDrafts, thisTab } from "./content/tab-drafts.ts";
import { gitHubBuilds } from "./github/github-builds.ts";
import type { Early } from "./github/github-head.ts";
import { forgetToken, signIn, storedToken } from "./github/github-sign-in.ts";
import { gitHubSource } from "./github/github-source.ts";
import { localSource } from "./local/local-source.ts";
import type { Access } from "./screens/editor-app.tsx";
import { editorRoutes } from "./screens/editor-routes.tsx";
import type { EditorRepository } from "./source/backend.ts";

export type Place = {
  repository: EditorRepository;
  localApi: string;
  /** `npm start`'s local server answers on this origin. */
  localServer: boolean;
  /** Saves go to the local server (or, with no repository named, nowhere, and say so). */
  savesLocally: boolean;
  /** At her own address, signed in: what was asked for while this loaded. */
  early?: Early;
};

export async function startEditor(
  root: Root,
  { repository, localApi, localServer, savesLocally, early }: Place,
) {
  const tab = await thisTab();
  const source = savesLocally
    ? localSource(localApi)
    : gitHubSource(repository, storedToken, undefined, early);
  if (localServer) void followLocalBuilds();
  const builds = savesLocally
    ? null
    : gitHubBuilds(repository, storedToken, source, () => window.location.reload());
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
  const router = createHashRouter(
    editorRoutes({
      source,
      drafts: tabDrafts(tab),
      access,
      ...(builds ? { followBuild: (commit, written) => void builds.follow(commit, written) } : {}),
    }),
  );
  root.render(<RouterProvider router={router} />);
}
