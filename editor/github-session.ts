// The published editor's saves, end to end: each watched on its way to GitHub (github-saves.ts),
// followed to the site until it is live or its build failed (deploy-status.ts), also after the
// page is loaded afresh, and a data file's save offered for undo (github-undo.ts), as on the
// owner's computer.
import type { EditorRepository } from "./backend.ts";
import { followDeploy } from "./deploy-status.ts";
import { gitHubDeploys } from "./github-deploys.ts";
import { watchGitHubSaves } from "./github-saves.ts";
import { gitHubUndo } from "./github-undo.ts";
import { setNotice } from "./notices.ts";

/** The save being followed, kept for the page loaded afresh (an undo reloads it). */
const followedKey = "redigeraren-foljer-bygge";

export function startGitHubSaves(repository: EditorRepository) {
  const watched = watchGitHubSaves(
    repository,
    window.fetch.bind(window),
    (commit, files, parent) => {
      follow(commit, Date.now());
      const written = files.filter((file) => file.path.endsWith(".yaml"));
      const [file] = written;
      if (written.length === 1 && file?.sha && parent) {
        const undo = async () => {
          await takeBack(file.path, parent);
          window.location.reload();
        };
        setNotice({ saved: { path: file.path, undo } });
      }
    },
  );
  window.fetch = watched;
  const takeBack = gitHubUndo(repository, watched);
  const deploys = gitHubDeploys(repository, watched);

  let following = 0;
  function follow(commit: string, started: number) {
    const save = ++following;
    sessionStorage.setItem(followedKey, JSON.stringify({ commit, started }));
    void followDeploy(
      commit,
      deploys,
      (build) => {
        // Only the newest save's build is followed: it carries the ones before it.
        if (save === following) setNotice({ build });
      },
      { wait: () => new Promise((resume) => setTimeout(resume, 5_000)), started },
    ).then(() => {
      if (save === following) sessionStorage.removeItem(followedKey);
    });
  }

  try {
    const kept = JSON.parse(sessionStorage.getItem(followedKey) ?? "null") as {
      commit?: unknown;
      started?: unknown;
    } | null;
    if (typeof kept?.commit === "string" && typeof kept.started === "number") {
      follow(kept.commit, kept.started);
    }
  } catch {
    sessionStorage.removeItem(followedKey);
  }
}
