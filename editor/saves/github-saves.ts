// The published editor's requests to GitHub, watched on their way: each commit a save moves the
// branch to is told to the deploy watch with the files it wrote (github-session.ts). What each
// commit writes has passed the gate before it gets here (entry-gate.ts), the version check among
// its checks; GitHub itself refuses a commit that is no longer on top (another save landed between
// the gate's read and the move), which is said in the gate's words for a save from an older view.
// Every other refusal of GitHub's, or none at all (offline), is said in Swedish in the editor's
// panel (github-errors.ts).
import { decapGitHubCalls } from "../decap/decap-page.ts";
import type { EditorRepository } from "../fields/backend.ts";
import { gitHubProblem } from "../notices/github-errors.ts";
import { setNotice, staleSaveLine, staleSaveTitle } from "../notices/notices.ts";

/** A file of the tree Decap sends: its path in the repository and its blob, or null: removed. */
export type TreeFile = { path: string; sha: string | null };

type TreeRequest = { tree?: { path?: string; sha?: string | null }[] };

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
};

/** `send` with the published editor's saves to `repository` watched. */
export function watchGitHubSaves(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  { onCommit = () => {} }: SaveWatch = {},
): typeof fetch {
  const prefix = `${repository.apiRoot}/repos/${repository.repo}/`;
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

  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(prefix)) return send(input, init);
    const path = decodeURIComponent(new URL(url).pathname).slice(new URL(prefix).pathname.length);
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? init.body : null;
    if (method === "POST" && path === decapGitHubCalls.tree && body) {
      const { tree = [] } = JSON.parse(body) as TreeRequest;
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
