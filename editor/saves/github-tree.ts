// A file's version in a commit, as GitHub tells it: the listing of the file's folder in that
// commit (`git/trees/<commit>:<folder>`), where the file is an entry by its name. Read so by undo
// and restore (github-undo.ts).

export type TreeListing = { sha?: string; tree?: { path?: string; type?: string; sha?: string }[] };

/** The folder of `path` ("content/portfolio/kok" for "content/portfolio/kok/avsnitt.yaml"). */
const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));

/** The request path of the listing of `path`'s folder in `commit`. */
export const folderListing = (commit: string, path: string) =>
  `git/trees/${commit}:${encodeURIComponent(folderOf(path))}`;

/** The blob of `path` in its folder's `listing`, or null where the folder has no such file. */
export const blobInListing = (listing: TreeListing, path: string) =>
  listing.tree?.find((entry) => entry.path === path.slice(path.lastIndexOf("/") + 1))?.sha ?? null;
