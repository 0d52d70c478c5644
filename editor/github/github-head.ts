// The branch's head on GitHub and the listing of content/ at it: the first thing the editor at
// her own address reads, asked for by the editor's first, small module while the rest loads
// (editor/own.tsx), so it imports nothing heavier than the request.
import type { EditorRepository } from "../source/backend.ts";
import { gitHubRequest } from "./github-request.ts";

/** A folder's listing in a commit, as GitHub answers `git/trees/<commit>:<folder>`. */
export type TreeListing = { sha?: string; tree?: { path?: string; type?: string; sha?: string }[] };

/** The branch's head commit, its root tree, and the listing of content/ in it. */
export type HeadAndTree = { head: string; tree: string | null; listing: TreeListing };

/**
 * What the editor's first module asks for while the rest loads, signed in at her own address:
 * the head and tree, and the data files the site was built from (built-blobs.ts).
 */
export type Early = {
  headAndTree?: Promise<HeadAndTree>;
  builtBlobs?: Promise<ReadonlyMap<string, Uint8Array>>;
};

/**
 * Reads the branch's head and the tree of content/ at it. The three requests go at once, by the
 * branch's name, in place of one after the other (a round trip and a preflight fewer on her
 * phone); a commit landing between their answers shows as a root or a content/ other than the
 * head's, and content/ is then asked for by the head's sha.
 */
export async function readHeadAndTree(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  token: () => string | null,
): Promise<HeadAndTree> {
  const request = gitHubRequest(repository, send, token);
  const branch = encodeURIComponent(repository.branch);
  const [{ commit }, root, listing] = await Promise.all([
    request<{ commit: { sha: string; commit?: { tree?: { sha?: string } } } }>(
      "GET",
      `branches/${branch}`,
    ),
    request<TreeListing>("GET", `git/trees/${branch}`),
    request<TreeListing>("GET", `git/trees/${branch}:content?recursive=1`),
  ]);
  const tree = commit.commit?.tree?.sha ?? null;
  const content = root.tree?.find((entry) => entry.path === "content")?.sha;
  const isHeads = tree !== null && root.sha === tree && content === listing.sha;
  return {
    head: commit.sha,
    tree,
    listing: isHeads
      ? listing
      : await request<TreeListing>("GET", `git/trees/${commit.sha}:content?recursive=1`),
  };
}
