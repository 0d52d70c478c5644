// The published editor's requests to GitHub, every one watched on its way (the page's fetch is
// this watch): each commit a save moves the branch to is told to the deploy watch with the files
// it wrote (github-session.ts). What each commit writes has passed the gate before it gets here
// (entry-gate.ts), the version check among its checks, on the branch's head as the gate read it:
// a tree made on another head (a save elsewhere landed between the gate's read and Decap's) is
// refused here, and GitHub refuses a commit that is no longer on top when the branch is moved
// (one landed after that), both in the gate's words for a save from an older view. Every other
// refusal of GitHub's, or none at all (offline), is said in Swedish in the editor's panel
// (github-errors.ts). And her sign-in: a sign-in that has run out (GitHub answers 401 to her
// token, whichever read or save met it) signs her out at once, as Decap's own "Logga ut" does
// (`signOut`): the sign-in button is then in front of her, Decap keeps the form she was filling in
// and offers it back once she is in again (draft-bases.ts), and the panel's advice goes when she
// is; an account that may not push, or a repository GitHub does not show, is said in the panel.
import { decapGitHubCalls } from "../decap/decap-page.ts";
import type { EditorRepository } from "../fields/backend.ts";
import {
  gitHubProblem,
  type RepositoryAnswer,
  signedOutLine,
  signInProblem,
  signInRefused,
} from "../notices/github-errors.ts";
import { currentNotices, setNotice, staleSaveLine, staleSaveTitle } from "../notices/notices.ts";

/** A file of the tree Decap sends: its path in the repository and its blob, or null: removed. */
export type TreeFile = { path: string; sha: string | null };

type TreeRequest = { base_tree?: string; tree?: { path?: string; sha?: string | null }[] };

/** GitHub's refusal of a move that is no longer a fast-forward, said as a stale save. */
const staleRefusal = () => {
  setNotice({ save: { title: staleSaveTitle, lines: [staleSaveLine] } });
  return new Response(JSON.stringify({ message: staleSaveLine }), {
    status: 409,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};

export type SaveWatch = {
  /**
   * Told of each commit a save moved the branch to, with the files it wrote (a null sha: removed)
   * and the commit it was made on.
   */
  onCommit?: (commit: string, files: TreeFile[], parent: string | null) => void;
  /** Signs her out, when GitHub no longer takes her sign-in. */
  signOut?: () => void;
  /** The commit the gate last checked a change against (github-branch.ts), or null. */
  checkedHead?: () => string | null;
};

/** `send` with the published editor's requests to GitHub for `repository` watched. */
export function watchGitHubSaves(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  { onCommit = () => {}, signOut = () => {}, checkedHead = () => null }: SaveWatch = {},
): typeof fetch {
  const repositoryUrl = `${repository.apiRoot}/repos/${repository.repo}`;
  const prefix = `${repositoryUrl}/`;
  /** The files of the tree just made, for the save that moves the branch to it. */
  let pending: TreeFile[] = [];
  /** The commit the save's new commit is made on. */
  let parent: string | null = null;

  /** What went wrong, said in the panel. */
  const say = (method: string, problem: string | null) => {
    if (!problem) return;
    const title =
      method === "GET" ? "Redigeraren kunde inte läsa från GitHub" : "Ändringen sparades inte";
    setNotice({ save: { title, lines: [problem] } });
  };

  /** Her sign-in, as GitHub's answer about the repository shows it. */
  async function readSignIn(response: Response) {
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as RepositoryAnswer | null;
    const problem = signInProblem(repository.repo ?? "", response.status, answer);
    if (problem) setNotice({ save: { title: signInRefused, lines: [problem] } });
    // In again: the advice to sign in has been followed.
    else if (response.ok && currentNotices().save?.lines.includes(signedOutLine)) {
      setNotice({ save: null });
    }
  }

  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(repository.apiRoot)) return send(input, init);
    const method = (init?.method ?? "GET").toUpperCase();
    if (!url.startsWith(prefix)) {
      const response = await send(input, init);
      if (response.status === 401) signOut();
      else if (method === "GET" && url.split("?")[0] === repositoryUrl) await readSignIn(response);
      return response;
    }
    const path = decodeURIComponent(new URL(url).pathname).slice(new URL(prefix).pathname.length);
    const body = typeof init?.body === "string" ? init.body : null;
    if (method === "POST" && path === decapGitHubCalls.tree && body) {
      const { tree = [], base_tree: base } = JSON.parse(body) as TreeRequest;
      // A commit made on another than the one the gate checked: saved elsewhere in between.
      const checked = checkedHead();
      if (base && checked && base !== checked) return staleRefusal();
      pending = tree.flatMap((entry) =>
        typeof entry.path === "string" ? [{ path: entry.path, sha: entry.sha ?? null }] : [],
      );
      setNotice({ save: null, saved: null });
    }
    if (method === "POST" && path === decapGitHubCalls.commit && body) {
      parent = (JSON.parse(body) as { parents?: string[] }).parents?.[0] ?? null;
    }
    const response = await send(input, init).catch((error: unknown) => {
      say(method, gitHubProblem(method, "offline"));
      throw error;
    });
    if (response.status === 401) signOut();
    if (method !== "PATCH" || path !== decapGitHubCalls.move(repository.branch)) {
      say(method, gitHubProblem(method, response));
      return response;
    }
    const written = pending;
    pending = [];
    if (response.status === 422) return staleRefusal();
    say(method, gitHubProblem(method, response));
    if (response.ok) {
      const moved = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { object?: { sha?: string } };
      if (moved.object?.sha) onCommit(moved.object.sha, written, parent);
    }
    return response;
  };
}
