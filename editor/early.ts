// What the editor asks for before any of its screens is drawn: where it saves, whether the local
// server answers, and, signed in at her own address, the branch's head and tree and the files the
// site was built from; and, signed in, the rest of the editor. A chunk of its own that imports no
// React (vite.config.ts), which the first script waits for (a top-level await) before it runs its
// own body, React's DOM among it: on her phone these requests leave before that is evaluated.

import { readBuiltBlobs } from "./github/built-blobs.ts";
import { readHeadAndTree } from "./github/github-head.ts";
import { storedToken } from "./github/github-sign-in.ts";
import { repositoryFile } from "./published-files.ts";
import { localApiPath, localServerAnswers, readRepository } from "./source/backend.ts";

let editor = storedToken() === null ? null : import("./editor-start.tsx");
/** The rest of the editor: asked for at once when she is signed in, else when she may use it. */
export const loadEditor = () => {
  editor ??= import("./editor-start.tsx");
  return editor;
};

const send: typeof fetch = (input, init) => window.fetch(input, init);
const localApi = new URL(localApiPath, window.location.origin).href;

const [repository, localServer] = await Promise.all([
  readRepository(send, repositoryFile),
  localServerAnswers(localApi),
]);
// The local server when it answers, or when the build names no repository (a save then says why
// it fails); else the repository on GitHub.
const savesLocally = localServer || repository.repo === null;
const early =
  savesLocally || storedToken() === null
    ? undefined
    : {
        headAndTree: readHeadAndTree(repository, send, storedToken),
        builtBlobs: readBuiltBlobs(send),
      };
// A read that fails is asked again by the editor, which says why.
early?.headAndTree.catch(() => undefined);

/** Where the editor reads and saves, and what was asked for while the rest loaded. */
export const place = { repository, localApi, localServer, savesLocally, early };
