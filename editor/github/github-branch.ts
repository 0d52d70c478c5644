// content/ as the branch on GitHub holds it now, for the editor at her own address: the commit at
// its head, the paths and blobs of every file under content/, and the bytes of its data files,
// read with the signed-in owner's token. A file's bytes are kept by its sha (`kept`: in the
// browser's IndexedDB, editor/github/github-source.ts), so a read fetches only what changed since
// the last, in this page or an earlier one: a blob's bytes never change.
import { dataFilesAmong } from "#model/content-paths.ts";
import type { Branch } from "../checks/whole-check.ts";
import { base64Bytes } from "../content/base64.ts";
import type { EditorRepository } from "../source/backend.ts";
import { type Early, readHeadAndTree } from "./github-head.ts";
import { gitHubRequest } from "./github-request.ts";

/** Where blobs' bytes are kept, by sha. */
export type KeptBlobs = {
  get(sha: string): Promise<Uint8Array | undefined>;
  set(sha: string, bytes: Uint8Array): Promise<void>;
};

/** Kept for the page's life only. */
function inMemory(): KeptBlobs {
  const kept = new Map<string, Uint8Array>();
  return {
    get: async (sha) => kept.get(sha),
    set: async (sha, bytes) => void kept.set(sha, bytes),
  };
}

/**
 * `early`: read while the editor's scripts were still loading (editor/own.tsx): the head and tree,
 * taken by the first read in place of asking again, and the files the site was built from.
 */
export function gitHubBranch(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  token: () => string | null,
  kept: KeptBlobs = inMemory(),
  early: Early = {},
): {
  read: () => Promise<Branch>;
  lastHead: () => string | null;
  /** The root tree of the commit the last read found, which a new commit is made on. */
  lastTree: () => string | null;
} {
  const request = gitHubRequest(repository, send, token);
  const ask = (path: string) => request<unknown>("GET", path);
  let lastHead: string | null = null;
  let lastTree: string | null = null;
  let first = early.headAndTree;
  const read = async (): Promise<Branch> => {
    // Taken once: a later read asks anew. One that failed (a sign-in run out) is asked again,
    // and answers as it answers.
    const taken = await first?.catch(() => undefined);
    first = undefined;
    const { head, tree, listing } = taken ?? (await readHeadAndTree(repository, send, token));
    lastHead = head;
    lastTree = tree;
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
        // A store that cannot be read (private browsing) only costs the fetch.
        let read =
          (await kept.get(sha).catch(() => undefined)) ?? (await early.builtBlobs)?.get(sha);
        if (!read) {
          const blob = (await ask(`git/blobs/${sha}`)) as { content?: string };
          read = base64Bytes(blob.content ?? "");
          await kept.set(sha, read).catch(() => undefined);
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
