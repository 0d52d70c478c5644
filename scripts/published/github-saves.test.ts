// The published editor's saves on the GitHub-shaped server, made with the calls Decap's GitHub
// backend makes: the watch (editor/saves/github-saves.ts) says GitHub's refusal of a commit that
// another save overtook as a stale save, and tells of each commit; an undo or a restore brings a
// file back as a new commit, past the gate's version check (editor/gate/entry-versions.ts) on the
// branch as the gate reads it (editor/saves/github-branch.ts).
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { entryVersions, overwritesNewer } from "../../editor/gate/entry-versions.ts";
import { currentNotices, setNotice, staleSaveTitle } from "../../editor/notices/notices.ts";
import { gitHubBranch } from "../../editor/saves/github-branch.ts";
import { watchGitHubSaves } from "../../editor/saves/github-saves.ts";
import { gitHubTakeBack } from "../../editor/saves/github-undo.ts";
import { gitRepository } from "./git-repository.ts";
import { createGitHubServer } from "./github-server.ts";

// Each test is many requests to a server that runs git: seconds on a machine busy with the run.
vi.setConfig({ testTimeout: 30_000 });

const token = "nyckel";
const owner = { login: "foto", id: 1, name: "Fotografen", email: "foto@firma.se" };
let gitDir: string;
let api: string;
let close: () => void;

const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8" }).trim();

beforeAll(async () => {
  gitDir = await mkdtemp(join(tmpdir(), "github-saves-test-"));
  git("init", "--bare", "--quiet", "--initial-branch=main");
  const repository = gitRepository(gitDir);
  const blob = (text: string) => repository.writeBlob(Buffer.from(text));
  const tree = await repository.writeTree(null, [
    { path: "content/packages.yaml", mode: "100644", sha: await blob("price: 2.500 kr\n") },
    { path: "content/terms.yaml", mode: "100644", sha: await blob("deliveryHours: 24\n") },
  ]);
  git("update-ref", "refs/heads/main", await repository.writeCommit(tree, [], "Första", owner));
  const place = { api: "", web: "http://github.test", owner: "foto", name: "sajt" };
  const server = createGitHubServer({
    repository,
    place,
    branch: "main",
    owner,
    sessions: new Map([[token, { account: owner, canPush: true }]]),
    signInToken: token,
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  place.api = api;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(gitDir, { recursive: true, force: true });
});
beforeEach(() => setNotice({ save: null, saved: null }));

/** A page of the published editor: its fetch, watched as editor/saves/github-session.ts watches it. */
function tab() {
  return tabOver(watchGitHubSaves({ apiRoot: api, repo: "foto/sajt", branch: "main" }, fetch));
}

/** Decap's calls, made with `fetchAs`. */
function tabOver(fetchAs: typeof fetch) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetchAs(`${api}/repos/foto/sajt/${path}`, {
      method,
      headers: { Authorization: `token ${token}`, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return {
    /** Saves as Decap's persistFiles does; the status of the last request made. */
    async save(path: string, text: string | null) {
      const blob =
        text === null
          ? null
          : await call("POST", "git/blobs", {
              content: Buffer.from(text).toString("base64"),
              encoding: "base64",
            });
      const branch = await call("GET", "branches/main");
      const head = (branch.json.commit as { sha: string }).sha;
      const tree = await call("POST", "git/trees", {
        base_tree: head,
        tree: [{ path, mode: "100644", type: "blob", sha: blob ? blob.json.sha : null }],
      });
      if (tree.status !== 201) return tree.status;
      const commit = await call("POST", "git/commits", {
        message: `Redigeraren: ändrade ${path}`,
        tree: tree.json.sha,
        parents: [head],
      });
      return (await call("PATCH", "git/refs/heads/main", { sha: commit.json.sha, force: false }))
        .status;
    },
  };
}

/** The file as the branch holds it, its last line end left out. */
const onBranch = (path: string) => git("show", `main:${path}`);

test("a save whose commit another save overtook is refused in the same words (GitHub's 422)", async () => {
  const fetchAs = watchGitHubSaves({ apiRoot: api, repo: "foto/sajt", branch: "main" }, fetch);
  const headers = { Authorization: `token ${token}`, "Content-Type": "application/json" };
  const old = git("rev-parse", "main");
  // Another tab's save lands between this save's tree and its move of the branch.
  const tree = await fetchAs(`${api}/repos/foto/sajt/git/trees`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      base_tree: old,
      tree: [{ path: "content/terms.yaml", mode: "100644", type: "blob", sha: null }],
    }),
  });
  const treeSha = ((await tree.json()) as { sha: string }).sha;
  expect(await tab().save("content/packages.yaml", "price: 9 kr\n")).toBe(200);
  const commit = await fetch(`${api}/repos/foto/sajt/git/commits`, {
    method: "POST",
    headers,
    body: JSON.stringify({ message: "sen", tree: treeSha, parents: [old] }),
  });
  const moved = await fetchAs(`${api}/repos/foto/sajt/git/refs/heads/main`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ sha: ((await commit.json()) as { sha: string }).sha, force: false }),
  });
  expect(moved.status).toBe(409);
  expect(currentNotices().save?.title).toBe(staleSaveTitle);
  expect(onBranch("content/packages.yaml")).toBe("price: 9 kr");
});

test("a tree made on another head than the one the gate checked is refused, and nothing is written", async () => {
  const repository = { apiRoot: api, repo: "foto/sajt", branch: "main" };
  const checked = git("rev-parse", "main");
  const late = watchGitHubSaves(repository, fetch, { checkedHead: () => checked });
  // Another tab's save lands after the gate read the branch, before this save reads its head.
  expect(await tab().save("content/packages.yaml", "price: 8 kr\n")).toBe(200);
  const head = git("rev-parse", "main");
  expect(await tabOver(late).save("content/packages.yaml", "price: 7 kr\n")).toBe(409);
  expect(git("rev-parse", "main")).toBe(head);
  expect(onBranch("content/packages.yaml")).toBe("price: 8 kr");
  expect(currentNotices().save?.title).toBe(staleSaveTitle);
  // Checked on the head it is made on, the same save goes through.
  const current = watchGitHubSaves(repository, fetch, { checkedHead: () => head });
  expect(await tabOver(current).save("content/packages.yaml", "price: 7 kr\n")).toBe(200);
});

describe("gitHubTakeBack", () => {
  // The token Decap keeps for the signed-in owner, which the undo sends as a save does.
  beforeAll(() => {
    const kept = new Map([["decap-cms-user", JSON.stringify({ token })]]);
    vi.stubGlobal("localStorage", { getItem: (key: string) => kept.get(key) ?? null });
  });
  afterAll(() => vi.unstubAllGlobals());

  /**
   * A tab's fetch and its undo, the commit each save moved the branch to and from, the versions
   * its forms were filled from, and what each undo or restore handed the gate of commits, whose
   * version check runs on the branch as the gate reads it (the build's check is whole-check.ts's).
   */
  function undoingTab() {
    const repository = { apiRoot: api, repo: "foto/sajt", branch: "main" };
    const saves: { commit: string; parent: string | null }[] = [];
    const gated: { path: string; text: string | null }[] = [];
    const versions = entryVersions();
    const branch = gitHubBranch(repository, fetch);
    const watched = watchGitHubSaves(repository, fetch, {
      onCommit: (commit, _files, parent) => saves.push({ commit, parent }),
      checkedHead: branch.lastHead,
    });
    const takeBack = gitHubTakeBack(repository, watched, async (files) => {
      for (const { path, bytes } of files) {
        gated.push({ path, text: bytes && new TextDecoder().decode(bytes) });
      }
      if (await overwritesNewer(files, await branch.read(), versions, () => false)) {
        throw new Error("saved since this page read it");
      }
    });
    return {
      watched,
      readBranch: branch.read,
      versions,
      undo: takeBack.undo,
      restoreLastBuilt: takeBack.restoreLastBuilt,
      saves,
      gated,
    };
  }

  test("brings the file back byte for byte, as a new commit on top", async () => {
    const blob = () => git("rev-parse", "main:content/terms.yaml");
    const before = blob();
    const beforeText = onBranch("content/terms.yaml");
    const { watched, undo, saves, gated } = undoingTab();
    const own = tabOver(watched);
    expect(await own.save("content/terms.yaml", "deliveryHours: 96\n")).toBe(200);
    const saved = saves.at(-1);
    if (!saved?.parent) throw new Error("the save was not seen");
    await undo("content/terms.yaml", saved.parent);
    // The gate was handed the file as the undo writes it, before it was written.
    expect(gated.map(({ path }) => path)).toEqual(["content/terms.yaml"]);
    expect(gated[0]?.text?.trimEnd()).toBe(beforeText);
    expect(blob()).toBe(before);
    expect(git("rev-parse", "main^")).toBe(saved.commit);
    expect(git("log", "-1", "--format=%s")).toBe(
      "Redigeraren: ångrade ändringen av content/terms.yaml",
    );
  });

  test("removes a file her save made, and is refused when the file changed since", async () => {
    const { watched, readBranch, versions, undo, saves, gated } = undoingTab();
    const own = tabOver(watched);
    // Each save of hers is the version her form then holds, as the editor's backend keeps it.
    expect(await own.save("content/pages/egen.yaml", "title: Egen\n")).toBe(200);
    await versions.saved("content/pages/egen.yaml", "title: Egen\n");
    const made = saves.at(-1);
    await undo("content/pages/egen.yaml", made?.parent ?? "");
    expect(gated).toEqual([{ path: "content/pages/egen.yaml", text: null }]);
    expect(git("ls-tree", "-r", "--name-only", "main", "content/")).not.toMatch(/egen\.yaml/);

    // Her next save passes the gate first, which reads the branch as it is now.
    await readBranch();
    expect(await own.save("content/packages.yaml", "price: 4.000 kr\n")).toBe(200);
    await versions.saved("content/packages.yaml", "price: 4.000 kr\n");
    const mine = saves.at(-1);
    const other = tab();
    expect(await other.save("content/packages.yaml", "price: 4.100 kr\n")).toBe(200);
    const head = git("rev-parse", "main");
    await expect(undo("content/packages.yaml", mine?.parent ?? "")).rejects.toThrow(/saved since/);
    expect(git("rev-parse", "main")).toBe(head);
    expect(onBranch("content/packages.yaml")).toBe("price: 4.100 kr");
  });

  test("brings a file broken outside the editor back as the live site's commit has it, else as its newest version that reads", async () => {
    const own = tab();
    expect(await own.save("content/terms.yaml", "deliveryHours: 24\n")).toBe(200);
    const built = git("rev-parse", "main");
    expect(await own.save("content/terms.yaml", "deliveryHours: 36\n")).toBe(200);
    // Broken by hand on GitHub's website: a tab where YAML wants spaces.
    expect(await tab().save("content/terms.yaml", "deliveryHours:\n\t36\n")).toBe(200);

    // The page that finds the file broken, loaded afresh, its form read from the broken file.
    const { versions, restoreLastBuilt } = undoingTab();
    await versions.read("content/terms.yaml", "deliveryHours:\n\t36\n");
    await restoreLastBuilt("content/terms.yaml", { published: async () => built });
    expect(onBranch("content/terms.yaml")).toBe("deliveryHours: 24");
    expect(git("log", "-1", "--format=%s")).toBe(
      "Redigeraren: tog tillbaka content/terms.yaml som den var i senaste fungerande bygget",
    );

    // Broken again; the site names no commit: the newest version that reads.
    expect(await tab().save("content/terms.yaml", "deliveryHours:\n\t48\n")).toBe(200);
    const afresh = undoingTab();
    await afresh.versions.read("content/terms.yaml", "deliveryHours:\n\t48\n");
    // Mended by hand in another tab after this page read it: its restore would overwrite that.
    expect(await tab().save("content/terms.yaml", "deliveryHours: 60\n")).toBe(200);
    const published = async () => null;
    await expect(afresh.restoreLastBuilt("content/terms.yaml", { published })).rejects.toThrow(
      /saved since/,
    );
    expect(onBranch("content/terms.yaml")).toBe("deliveryHours: 60");

    expect(await tab().save("content/terms.yaml", "deliveryHours:\n\t48\n")).toBe(200);
    const again = undoingTab();
    await again.versions.read("content/terms.yaml", "deliveryHours:\n\t48\n");
    await again.restoreLastBuilt("content/terms.yaml", { published });
    expect(onBranch("content/terms.yaml")).toBe("deliveryHours: 60");
  });
});
