// The branch's head on GitHub and the listing of content/ at it: the first thing the editor at
// her own address reads, asked for by the editor's first, small module while the rest loads
// (editor/own.tsx), so it imports nothing heavier than the request.
import type { EditorRepository } from "../fields/backend.ts";
import { gitHubRequest } from "./github-request.ts";

/** A folder's listing in a commit, as GitHub answers `git/trees/<commit>:<folder>`. */
export type TreeListing = { sha?: string; tree?: { path?: string; type?: string; sha?: string }[] };

/** The branch's head commit, its root tree, and the listing of content/ in it. */
export type HeadAndTree = { head: string; tree: string | null; listing: TreeListing };

/** Reads the branch's head and the tree of content/ at it: two requests, one after the other. */
export async function readHeadAndTree(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  token: () => string | null,
): Promise<HeadAndTree> {
  const request = gitHubRequest(repository, send, token);
  const { commit } = await request<{
    commit: { sha: string; commit?: { tree?: { sha?: string } } };
  }>("GET", `branches/${encodeURIComponent(repository.branch)}`);
  const listing = await request<TreeListing>("GET", `git/trees/${commit.sha}:content?recursive=1`);
  return { head: commit.sha, tree: commit.commit?.tree?.sha ?? null, listing };
}
