// Ångra ändringen, published: the file as it was before her last save, written back as a new
// commit on top of the branch. Made with the same requests as a save, through the same watch
// (github-saves.ts), so the same check holds: the file must still be as her save left it, or the
// undo is refused in the same words and nothing saved since is lost.
import type { EditorRepository } from "./backend.ts";
import { gitHubRequest } from "./github-request.ts";

type Tree = { sha?: string; tree?: { path?: string; sha?: string }[] };

/** Takes back the save of `path` made on top of `before` (its parent commit). */
export function gitHubUndo(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
) {
  const call = gitHubRequest(repository, send);

  return async (path: string, before: string) => {
    const cut = path.lastIndexOf("/");
    const folder = encodeURIComponent(path.slice(0, Math.max(0, cut)));
    // Not there before her save (a new file): the undo removes it.
    const earlier = await call<Tree>("GET", `git/trees/${before}:${folder}`).catch(
      () => ({}) as Tree,
    );
    const previous = earlier.tree?.find((entry) => entry.path === path.slice(cut + 1))?.sha ?? null;
    const branch = encodeURIComponent(repository.branch);
    const head = (await call<{ commit: { sha: string } }>("GET", `branches/${branch}`)).commit.sha;
    const tree = await call<Tree>("POST", "git/trees", {
      base_tree: head,
      tree: [{ path, mode: "100644", type: "blob", sha: previous }],
    });
    const commit = await call<{ sha: string }>("POST", "git/commits", {
      message: `Redigeraren: ångrade ändringen av ${path}`,
      tree: tree.sha,
      parents: [head],
    });
    await call("PATCH", `git/refs/heads/${branch}`, { sha: commit.sha, force: false });
  };
}
