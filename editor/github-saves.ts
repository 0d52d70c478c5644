// The published editor's requests to GitHub, watched on their way, as local-saves.ts watches the
// local backend's: the version of each file as the page first read it (the branch's listing of
// its folder, which Decap asks for before it reads an entry) is remembered. Decap saves by
// building a new tree on the branch as it is now and moving the branch to a commit of it; the
// tree is where a save from an older view would replace what was saved since, so a tree that
// replaces a file whose version on the branch is not the one read is refused before anything is
// written. GitHub itself refuses a commit that is no longer on top (another save landed between),
// which is said in the same words. Every tree is also checked as the build would take it
// (tree-check.ts), whatever made it: an entry's save or the media library's own commits. Every
// other refusal of GitHub's, or none at all (offline), is said in Swedish in the editor's panel
// (github-errors.ts).
import type { EditorRepository } from "./backend.ts";
import { base64Bytes } from "./base64.ts";
import { gitHubProblem } from "./github-errors.ts";
import { blobInListing, folderListing, folderOf, type TreeListing } from "./github-tree.ts";
import { setNotice, staleSaveLine, staleSaveTitle } from "./notices.ts";
import type { TreeFile, TreeRefusal } from "./tree-check.ts";

type TreeRequest = { base_tree?: string; tree?: { path?: string; sha?: string | null }[] };

/** The answer GitHub never gave: the save stopped here, its reason in the panel. */
const refusal = ({ title, lines }: TreeRefusal, status: number) => {
  setNotice({ save: { title, lines } });
  return new Response(JSON.stringify({ message: lines.join("\n") }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
const staleRefusal = () => refusal({ title: staleSaveTitle, lines: [staleSaveLine] }, 409);

export type SaveWatch = {
  /**
   * Told of each commit a save moved the branch to, with the files it wrote (a null sha: removed)
   * and the commit it was made on.
   */
  onCommit?: (commit: string, files: TreeFile[], parent: string | null) => void;
  /** Why a tree of these files is refused, or null; the bytes of the blobs this page sent. */
  checkTree?: (
    files: TreeFile[],
    blobBytes: (sha: string) => Uint8Array | undefined,
  ) => Promise<TreeRefusal | null>;
};

/** `send` with the published editor's saves to `repository` watched. */
export function watchGitHubSaves(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  { onCommit = () => {}, checkTree }: SaveWatch = {},
): typeof fetch {
  const prefix = `${repository.apiRoot}/repos/${repository.repo}/`;
  const versions = new Map<string, string>();
  /** Folders listed: a file missing from one was read as absent, and must still be. */
  const listed = new Set<string>();
  /** The files of the tree just made, for the save that moves the branch to it. */
  let pending: TreeFile[] = [];
  /** The bytes of each blob this page sent since its last tree, by their sha. */
  const blobs = new Map<string, Uint8Array>();
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
    const isBranchMove = method === "PATCH" && path === `git/refs/heads/${repository.branch}`;

    if (method === "POST" && path === "git/trees" && typeof init?.body === "string") {
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
      const refused = await checkTree?.(files, (sha) => blobs.get(sha));
      blobs.clear();
      if (refused) return refusal(refused, 422);
      pending = files;
      return sendSaying(method, input, init);
    }

    if (method === "POST" && path === "git/blobs" && typeof init?.body === "string") {
      const { content, encoding } = JSON.parse(init.body) as {
        content?: string;
        encoding?: string;
      };
      const response = await sendSaying(method, input, init);
      const { sha } = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { sha?: string };
      if (sha && typeof content === "string") {
        blobs.set(
          sha,
          encoding === "base64" ? base64Bytes(content) : new TextEncoder().encode(content),
        );
      }
      return response;
    }

    if (method === "POST" && path === "git/commits" && typeof init?.body === "string") {
      const { parents } = JSON.parse(init.body) as { parents?: string[] };
      parent = parents?.[0] ?? null;
    }
    // GitHub's refusal of a move that is no longer a fast-forward is said below, as a stale save.
    const response = isBranchMove ? await send(input, init) : await sendSaying(method, input, init);
    const branchListing = `git/trees/${repository.branch}:`;
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
