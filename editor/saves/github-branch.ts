// content/ as the branch on GitHub holds it now, for the published editor's gate before a save
// (entry-gate.ts): the commit at its head, the paths and blobs of every file under content/, and
// the bytes of its data files, read with the signed-in owner's token. A file's bytes are kept by
// its sha, so a save reads only what changed since the last.
import { dataFilesAmong } from "#model/files.ts";
import type { EditorRepository } from "../fields/backend.ts";
import { base64Bytes } from "../fields/base64.ts";
import type { Branch } from "../gate/whole-check.ts";
import { gitHubRequest } from "./github-request.ts";
import type { TreeListing } from "./github-tree.ts";

export function gitHubBranch(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  token: () => string | null,
): {
  read: () => Promise<Branch>;
  lastHead: () => string | null;
  /** The root tree of the commit the last read found, which a new commit is made on. */
  lastTree: () => string | null;
} {
  const request = gitHubRequest(repository, send, token);
  const ask = (path: string) => request<unknown>("GET", path);
  const kept = new Map<string, Uint8Array>();
  let lastHead: string | null = null;
  let lastTree: string | null = null;
  const read = async (): Promise<Branch> => {
    const branch = encodeURIComponent(repository.branch);
    const { commit } = (await ask(`branches/${branch}`)) as {
      commit: { sha: string; commit?: { tree?: { sha?: string } } };
    };
    lastHead = commit.sha;
    lastTree = commit.commit?.tree?.sha ?? null;
    const listing = (await ask(`git/trees/${commit.sha}:content?recursive=1`)) as TreeListing;
    const blobs = new Map(
      (listing.tree ?? []).flatMap((entry) =>
        entry.type === "blob" && entry.path && entry.sha ? [[entry.path, entry.sha] as const] : [],
      ),
    );
    const paths = [...blobs.keys()];
    const bytes = new Map<string, Uint8Array>();
    await Promise.all(
      dataFilesAmong(paths).map(async (file) => {
        const sha = blobs.get(file);
        if (!sha) return;
        let read = kept.get(sha);
        if (!read) {
          const blob = (await ask(`git/blobs/${sha}`)) as { content?: string };
          read = base64Bytes(blob.content ?? "");
          kept.set(sha, read);
        }
        bytes.set(file, read);
      }),
    );
    return {
      paths,
      bytesOf: (file) => bytes.get(file) ?? null,
      blobOf: (file) => blobs.get(file) ?? null,
    };
  };
  /** The commit the last read found at the head, which the gate checked the change against. */
  return { read, lastHead: () => lastHead, lastTree: () => lastTree };
}
