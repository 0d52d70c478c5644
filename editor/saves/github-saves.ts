// The published editor's requests to GitHub, watched on their way, as local-saves.ts watches the
// local backend's: the version of each file as the page first read it (the branch's listing of
// its folder, which Decap asks for before it reads an entry) is remembered. Decap saves by
// building a new tree on the branch as it is now and moving the branch to a commit of it; the
// tree is where a save from an older view would replace what was saved since, so a tree that
// replaces a file whose version on the branch is not the one read is refused before anything is
// written. GitHub itself refuses a commit that is no longer on top (another save landed between),
// which is said in the same words. What each commit writes has passed the gate before it gets here
// (entry-gate.ts). Every other refusal of GitHub's, or none at all (offline), is said in Swedish
// in the editor's panel (github-errors.ts).

import { decapGitHubCalls } from "../decap/decap-page.ts";
import type { EditorRepository } from "../fields/backend.ts";
import { gitHubProblem } from "../notices/github-errors.ts";
import { setNotice, staleSaveLine, staleSaveTitle } from "../notices/notices.ts";
import { blobInListing, folderListing, folderOf, type TreeListing } from "./github-tree.ts";

/** A file of the tree Decap sends: its path in the repository and its blob, or null: removed. */
export type TreeFile = { path: string; sha: string | null };

type TreeRequest = { base_tree?: string; tree?: { path?: string; sha?: string | null }[] };

/** The answer GitHub never gave: the save stopped here, its reason in the panel. */
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
  const versions = new Map<string, string>();
  /** Folders listed: a file missing from one was read as absent, and must still be. */
  const listed = new Set<string>();
  /** The files of the tree just made, for the save that moves the branch to it. */
  let pending: TreeFile[] = [];
  /** The commit the save's new commit is made on. */
  let parent: string | null = null;

  /** The version of `path` in the tree `base`, or null where it has none. */
  async function versionIn(base: string, path: string, headers: HeadersInit | undefined) {
    const response = await send(`${prefix}${folderListing(base, path)}`, { headers });
    if (response.status === 404) return null;
    return blobInListing((await response.json()) as TreeListing, path);
  }

  /** `send`, with what went wrong said in the panel. */
  async function sendSaying(method: string, input: RequestInfo | URL, init?: RequestInit) {
    const say = (problem: string | null) => {
      if (!problem) return;
      const title =
        method === "GET" ? "Redigeraren kunde inte läsa från GitHub" : "Ändringen sparades inte";
      setNotice({ save: { title, lines: [problem] } });
    };
    const response = await send(input, init).catch((error: unknown) => {
      say(gitHubProblem(method, "offline"));
      throw error;
    });
    say(gitHubProblem(method, response));
    return response;
  }

  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(prefix)) return send(input, init);
    const path = decodeURIComponent(new URL(url).pathname).slice(new URL(prefix).pathname.length);
    const method = (init?.method ?? "GET").toUpperCase();
    const isBranchMove = method === "PATCH" && path === decapGitHubCalls.move(repository.branch);

    if (method === "POST" && path === decapGitHubCalls.tree && typeof init?.body === "string") {
      const request = JSON.parse(init.body) as TreeRequest;
      const files = (request.tree ?? []).flatMap((entry) =>
        typeof entry.path === "string" ? [{ path: entry.path, sha: entry.sha ?? null }] : [],
      );
      setNotice({ save: null, saved: null });
      if (request.base_tree) {
        for (const file of files) {
          const read =
            versions.get(file.path) ?? (listed.has(folderOf(file.path)) ? null : undefined);
          if (read === undefined) continue;
          if ((await versionIn(request.base_tree, file.path, init.headers)) !== read) {
            return staleRefusal();
          }
        }
      }
      pending = files;
      return sendSaying(method, input, init);
    }

    if (method === "POST" && path === decapGitHubCalls.commit && typeof init?.body === "string") {
      const { parents } = JSON.parse(init.body) as { parents?: string[] };
      parent = parents?.[0] ?? null;
    }
    // GitHub's refusal of a move that is no longer a fast-forward is said below, as a stale save.
    const response = isBranchMove ? await send(input, init) : await sendSaying(method, input, init);
    const branchListing = decapGitHubCalls.listing(repository.branch, "");
    if (method === "GET" && path.startsWith(branchListing) && response.ok) {
      const folder = path.slice(branchListing.length);
      const listing = (await response
        .clone()
        .json()
        .catch(() => ({}))) as TreeListing;
      listed.add(folder);
      // A recursive listing names every file of the folders under it too.
      const recursive = new URL(url).searchParams.has("recursive");
      for (const entry of listing.tree ?? []) {
        if (!entry.path || !entry.sha) continue;
        const file = folder ? `${folder}/${entry.path}` : entry.path;
        if (entry.type === "tree" && recursive) listed.add(file);
        if (entry.type !== "blob") continue;
        // The first read is the one the form was filled from; a page loaded afresh (every move
        // between entries is one) reads every file anew.
        if (!versions.has(file)) versions.set(file, entry.sha);
      }
    }
    if (isBranchMove) {
      if (response.status === 422) return staleRefusal();
      if (!response.ok)
        setNotice({
          save: {
            title: "Ändringen sparades inte",
            lines: [gitHubProblem(method, response) ?? ""],
          },
        });
      if (response.ok) {
        for (const file of pending) {
          if (file.sha === null) versions.delete(file.path);
          else versions.set(file.path, file.sha);
        }
        const moved = (await response
          .clone()
          .json()
          .catch(() => ({}))) as { object?: { sha?: string } };
        if (moved.object?.sha) onCommit(moved.object.sha, pending, parent);
      }
      pending = [];
    }
    return response;
  };
}
