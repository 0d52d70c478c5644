// The published editor's saves, end to end: each watched on its way to GitHub (github-saves.ts),
// followed to the site until it is live or its build failed (deploy-status.ts), also after the
// page is loaded afresh, and a data file's save offered for undo (github-undo.ts), as on the
// owner's computer; an undo and a restore pass the commits' gate (entry-gate.ts) as uploads do.
import type { EditorRepository } from "../fields/backend.ts";
import type { CommitGate } from "../gate/entry-gate.ts";
import { githubToken } from "../notices/entry-file.ts";
import { setNotice } from "../notices/notices.ts";
import { failedHead, failure, followDeploy } from "./deploy-status.ts";
import { gitHubDeploys } from "./github-deploys.ts";
import { type SaveWatch, watchGitHubSaves } from "./github-saves.ts";
import { gitHubTakeBack } from "./github-undo.ts";

/** The save being followed, kept for the page loaded afresh (an undo reloads it). */
const followedKey = "redigeraren-foljer-bygge";

/**
 * Starts the published editor's saves, every request to GitHub watched (`signOut` when her sign-in
 * has run out, `checkedHead` the commit the gate last read); gives how to bring a file back as the
 * live site has it.
 */
export function startGitHubSaves(
  repository: EditorRepository,
  commitGate: CommitGate,
  { signOut, checkedHead }: Required<Pick<SaveWatch, "signOut" | "checkedHead">>,
) {
  const send = window.fetch.bind(window);
  const watched = watchGitHubSaves(repository, send, {
    signOut,
    checkedHead,
    onCommit: (commit, files, parent) => {
      follow(
        commit,
        Date.now(),
        files.map((file) => file.path),
      );
      const written = files.filter((file) => file.path.endsWith(".yaml"));
      const [file] = written;
      if (written.length === 1 && file?.sha && parent) {
        const undo = async () => {
          await takeBack.undo(file.path, parent);
          window.location.reload();
        };
        setNotice({ saved: { path: file.path, undo } });
      }
    },
  });
  window.fetch = watched;
  const takeBack = gitHubTakeBack(repository, watched, commitGate);
  const deploys = gitHubDeploys(repository, watched);

  /** A file broken outside the editor, brought back as a new commit; the page then loads afresh. */
  async function restoreLastBuilt(path: string) {
    // A refusal (the file changed again, GitHub's own) is said in the panel by the watch.
    const restored = await takeBack.restoreLastBuilt(path, deploys).then(
      () => true,
      () => false,
    );
    if (restored) window.location.reload();
  }

  let following = 0;
  function follow(commit: string, started: number, written: string[]) {
    const save = ++following;
    sessionStorage.setItem(followedKey, JSON.stringify({ commit, started, written }));
    void followDeploy(
      commit,
      deploys,
      (build) => {
        // Only the newest save's build is followed: it carries the ones before it.
        if (save !== following) return;
        if (build.state !== "fel") setNotice({ build });
        else
          void failure(build, commit, written, deploys, restoreLastBuilt).then((notice) => {
            if (save === following) setNotice(notice);
          });
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
      written?: unknown;
    } | null;
    if (typeof kept?.commit === "string" && typeof kept.started === "number") {
      follow(kept.commit, kept.started, Array.isArray(kept.written) ? kept.written : []);
    }
  } catch {
    sessionStorage.removeItem(followedKey);
  }
  // A build that failed before she opened the editor (a commit made elsewhere) is said as soon as
  // she is signed in (GitHub answers her token only), not after her next save.
  const lookAtHead = () => {
    if (following !== 0) return;
    if (!githubToken()) {
      setTimeout(lookAtHead, 2_000);
      return;
    }
    void failedHead(deploys, restoreLastBuilt).then((notice) => {
      if (notice && following === 0) setNotice(notice);
    });
  };
  lookAtHead();

  return { restoreLastBuilt };
}
