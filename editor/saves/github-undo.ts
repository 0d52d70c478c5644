// Taking a file back on the published editor, as a new commit on top of the branch: Ångra
// ändringen (the file as it was before her last save) and Återställ senaste fungerande versionen
// (a file broken outside the editor, as it was in the commit the live site was built from). Made
// with the same requests as a save, through the same watch (github-saves.ts) and past the gate of
// every commit (entry-gate.ts), so the same checks hold: the file must still be as she last read
// it, and the commit must be one the build takes.
import { readContentYaml } from "#model/read-yaml.ts";
import type { EditorRepository } from "../fields/backend.ts";
import { base64Bytes } from "../fields/base64.ts";
import type { CommitGate } from "../gate/entry-gate.ts";
import type { DeployReader } from "./deploy-status.ts";
import { gitHubRequest } from "./github-request.ts";
import { blobInListing, folderListing, type TreeListing } from "./github-tree.ts";

export function gitHubTakeBack(
  repository: Pick<EditorRepository, "apiRoot" | "repo" | "branch">,
  send: typeof fetch,
  gate: CommitGate,
) {
  const call = gitHubRequest(repository, send);
  const branch = encodeURIComponent(repository.branch);

  /** The blob of `path` in the commit `commit`, or null where it has none. */
  async function blobIn(commit: string, path: string) {
    const listing = await call<TreeListing>("GET", folderListing(commit, path)).catch(
      (): TreeListing => ({}),
    );
    return blobInListing(listing, path);
  }

  /** Blobs read, by sha: a restore reads its blob to know it parses, then hands it to the gate. */
  const blobs = new Map<string, Promise<Uint8Array>>();
  /** The bytes of the blob `sha`, read once. */
  function bytesOf(sha: string) {
    const read =
      blobs.get(sha) ??
      call<{ content?: string }>("GET", `git/blobs/${sha}`).then(({ content }) =>
        base64Bytes(content ?? ""),
      );
    blobs.set(sha, read);
    // A read that failed (offline) is tried again next time.
    read.catch(() => blobs.delete(sha));
    return read;
  }

  /** Writes `path` as the blob `sha` (null: removes it) in a new commit on top of the branch. */
  async function commitFile(path: string, sha: string | null, message: string) {
    await gate([{ path, bytes: sha ? await bytesOf(sha) : null }]);
    const head = (await call<{ commit: { sha: string } }>("GET", `branches/${branch}`)).commit.sha;
    const tree = await call<TreeListing>("POST", "git/trees", {
      base_tree: head,
      tree: [{ path, mode: "100644", type: "blob", sha }],
    });
    const commit = await call<{ sha: string }>("POST", "git/commits", {
      message,
      tree: tree.sha,
      parents: [head],
    });
    await call("PATCH", `git/refs/heads/${branch}`, { sha: commit.sha, force: false });
  }

  /** The blob of the newest version of `path` on the branch that reads, or null. */
  async function newestReadable(path: string) {
    const commits = await call<{ sha: string }[]>(
      "GET",
      `commits?sha=${branch}&path=${encodeURIComponent(path)}&per_page=30`,
    );
    for (const { sha: commit } of commits) {
      const blob = await blobIn(commit, path);
      if (!blob) continue;
      if (readContentYaml(path, await bytesOf(blob)).ok) return blob;
    }
    return null;
  }

  return {
    /** Takes back the save of `path` made on top of `before` (its parent commit). */
    async undo(path: string, before: string) {
      // Not there before her save (a new file): the undo removes it.
      await commitFile(
        path,
        await blobIn(before, path),
        `Redigeraren: ångrade ändringen av ${path}`,
      );
    },
    /**
     * Brings `path` back as it was in the commit the live site was built from; where the site
     * does not say, or that commit has no such file, as its newest version that reads.
     */
    async restoreLastBuilt(path: string, deploys: Pick<DeployReader, "published">) {
      const built = await deploys.published().catch(() => null);
      const blob = (built ? await blobIn(built, path) : null) ?? (await newestReadable(path));
      if (!blob) throw new Error(`${path}: ingen version av filen går att läsa`);
      await commitFile(
        path,
        blob,
        `Redigeraren: tog tillbaka ${path} som den var i senaste fungerande bygget`,
      );
    },
  };
}
