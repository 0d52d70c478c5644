// content/ as the branch on GitHub holds it, for the editor at her own address: read with her
// token (the data files' bytes kept by blob, github-branch.ts), and a save made a commit only
// after the gate: each file still the blob its form was filled from, and the build's whole
// check of content/ with the change written, on the branch as it is at that moment. The commit is
// made on that head and moves the branch only from it, so nothing saved since is overwritten.
import { createStore, get, set } from "idb-keyval";
import type { Branch } from "../checks/whole-check.ts";
import { base64Bytes } from "../content/base64.ts";
import type { FileChange, SaveAnswer, Snapshot } from "../content/snapshot.ts";
import { staleSaveLine } from "../notices/notices.ts";
import type { EditorRepository } from "../source/backend.ts";
import type { ContentSource } from "../source/content-source.ts";
import { gitHubBranch, type KeptBlobs } from "./github-branch.ts";
import { gitHubDeploys } from "./github-deploys.ts";
import type { Early, TreeListing } from "./github-head.ts";
import { gitHubRequest, statusOf } from "./github-request.ts";

/** GitHub refused her token: she is signed out and asked to sign in again. */
export class SignedOut extends Error {}

const fromContent = (path: string) => path.replace(/^content\//, "");
const stale: SaveAnswer = { ok: false, stale: true, problems: [], error: staleSaveLine };
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** GitHub's answer as an error in her words, a refused token as SignedOut. */
function failure(error: unknown): SaveAnswer {
  const status = statusOf(error);
  if (status === 401) throw new SignedOut();
  return {
    ok: false,
    stale: false,
    problems: [],
    error:
      status === 404 || status === 403
        ? "GitHub tog inte emot ändringen: kontot du loggade in med får inte spara i förrådet."
        : status === null
          ? "GitHub svarar inte. Är du utan internet? Ändringen finns kvar här; försök igen."
          : `GitHub tog inte emot ändringen (svar ${status}). Ändringen finns kvar här; försök igen.`,
  };
}

/** Blobs' bytes in IndexedDB, by sha, apart from her drafts. */
function keptInBrowser(): KeptBlobs {
  const store = createStore("redigeraren-filer", "blobbar");
  return { get: (sha) => get<Uint8Array>(sha, store), set: (sha, bytes) => set(sha, bytes, store) };
}

/**
 * `send`: the page's own fetch unless told (the tests', on the GitHub-shaped server). `early`:
 * what was read while the editor loaded (github-head.ts).
 */
export function gitHubSource(
  repository: EditorRepository,
  token: () => string | null,
  send: typeof fetch = (input, init) => window.fetch(input, init),
  early: Early = {},
): ContentSource {
  const branch = gitHubBranch(
    repository,
    send,
    token,
    // Her files' bytes from her last visit: the list shows without reading them all again.
    typeof indexedDB === "undefined" ? undefined : keptInBrowser(),
    early,
  );
  const request = gitHubRequest(repository, send, token);
  const deploys = gitHubDeploys(repository, send, { token });
  let lastRead: Branch | null = null;
  const photos = new Map<string, Promise<string | null>>();
  const snapshotOf = (read: Branch): Snapshot => ({
    paths: read.paths.map((path) => `content/${path}`),
    files: Object.fromEntries(
      read.paths.flatMap((path) => {
        const bytes = read.bytesOf(path as never);
        const version = read.blobOf(path);
        return bytes && version
          ? [[`content/${path}`, { raw: decoder.decode(bytes), version }]]
          : [];
      }),
    ),
  });

  async function commit(changes: readonly FileChange[], message: string) {
    const head = branch.lastHead();
    const tree = branch.lastTree();
    // One file at a time: a phone's upload is one line however many go at once, and a dozen
    // camera photos sent together held a dozen request bodies in the tab beside each other.
    const entries: { path: string; mode: string; type: string; sha: string | null }[] = [];
    for (const change of changes) {
      if ("removed" in change) {
        entries.push({ path: change.path, mode: "100644", type: "blob", sha: null });
        continue;
      }
      const blob = await request<{ sha: string }>(
        "POST",
        "git/blobs",
        "raw" in change
          ? { content: change.raw, encoding: "utf-8" }
          : { content: change.base64, encoding: "base64" },
      );
      entries.push({ path: change.path, mode: "100644", type: "blob", sha: blob.sha });
    }
    const made = await request<{ sha: string }>("POST", "git/trees", {
      base_tree: tree,
      tree: entries,
    });
    const versions = Object.fromEntries(entries.map(({ path, sha }) => [path, sha]));
    // A save that changes no byte (a file brought back as it already is) makes no empty commit.
    if (made.sha === tree) return { versions };
    const made2 = await request<{ sha: string }>("POST", "git/commits", {
      message,
      tree: made.sha,
      parents: [head],
    });
    const ref = `git/refs/heads/${encodeURIComponent(repository.branch)}`;
    await request("PATCH", ref, { sha: made2.sha, force: false }).catch(async (error: unknown) => {
      // Where GitHub's answer was lost on the way (a phone between cells), the branch is asked
      // whether it moved to her commit before anything is said: it may well have.
      if (statusOf(error) !== null) throw error;
      const now = await request<{ commit: { sha: string } }>(
        "GET",
        `branches/${encodeURIComponent(repository.branch)}`,
      );
      if (now.commit.sha !== made2.sha) throw error;
    });
    return { versions, commit: made2.sha };
  }

  const save: ContentSource["save"] = async (changes, baseVersions, message) => {
    try {
      const now = await branch.read();
      for (const [path, version] of Object.entries(baseVersions)) {
        if (now.blobOf(fromContent(path)) !== version) return stale;
      }
      // The checks load with her first form, before any save.
      const { problemsWithChanges } = await import("../checks/whole-check.ts");
      const problems = problemsWithChanges(
        now,
        changes.map((change) => ({
          path: fromContent(change.path),
          bytes:
            "removed" in change
              ? null
              : "raw" in change
                ? encoder.encode(change.raw)
                : base64Bytes(change.base64),
        })),
      );
      if (problems.length > 0) {
        return { ok: false, stale: false, problems, error: "Ändringen sparades inte" };
      }
      return { ok: true, ...(await commit(changes, message)) };
    } catch (error) {
      // The branch moved between the read and the commit: as stale as a changed file.
      if (statusOf(error) === 422) return stale;
      return failure(error);
    }
  };

  return {
    kind: "github",
    read: async () => {
      try {
        lastRead = await branch.read();
        return snapshotOf(lastRead);
      } catch (error) {
        if (statusOf(error) === 401) throw new SignedOut();
        throw error;
      }
    },
    /** The photo's blob on the branch as last read, as an object URL, read once per blob. */
    photoUrl(path: string) {
      const sha = lastRead?.blobOf(fromContent(path));
      if (!sha) return Promise.resolve(null);
      let url = photos.get(sha);
      if (!url) {
        url = request<{ content?: string }>("GET", `git/blobs/${sha}`).then(
          ({ content }) => URL.createObjectURL(new Blob([base64Bytes(content ?? "")])),
          () => null,
        );
        photos.set(sha, url);
      }
      return url;
    },
    save,
    async lastSaved(path) {
      const last = await deploys.lastChange(path, encodeURIComponent(repository.branch));
      // The editor's commits say so in their message (entry-page.tsx).
      return (
        last && { at: Date.parse(last.date), inEditor: last.message.startsWith("Redigeraren:") }
      );
    },
    /** The file as it is in the commit the published site says it was built from. */
    async restore(path, version) {
      try {
        const built = await deploys.published();
        // The file's folder as the commit has it, where the file is an entry by its name.
        const folder = encodeURIComponent(path.slice(0, path.lastIndexOf("/")));
        // A folder made since that build (a new section's) is no tree there: GitHub's 404.
        const listing =
          built !== null
            ? await request<TreeListing>("GET", `git/trees/${built}:${folder}`).catch(
                (error: unknown): TreeListing => {
                  if (statusOf(error) === 404) return {};
                  throw error;
                },
              )
            : {};
        const name = path.slice(path.lastIndexOf("/") + 1);
        const blob = listing.tree?.find((entry) => entry.path === name)?.sha;
        if (!blob) {
          return {
            ok: false,
            stale: false,
            problems: [],
            error: `${path} finns inte i den version av sajten som visas.`,
          };
        }
        // As bytes: a photo deleted outside the editor comes back as well as a data file.
        const { content } = await request<{ content?: string }>("GET", `git/blobs/${blob}`);
        return save(
          [{ path, base64: (content ?? "").replace(/\s/g, "") }],
          { [path]: version },
          `Redigeraren: tog tillbaka ${path} som den var i senaste fungerande bygget`,
        );
      } catch (error) {
        return failure(error);
      }
    },
  };
}
