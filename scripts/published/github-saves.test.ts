// The published editor's version check (editor/saves/github-saves.ts) against the GitHub-shaped server:
// saves made with the calls Decap's GitHub backend makes, from two pages ("tabs") that each
// watch their own requests. A save from a view older than its file is refused before anything is
// written, and what the other tab saved stays; a tab's own saves, and saves of other files, go
// through. An undo is a save too: it brings a file back as a new commit, under the same check.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { currentNotices, setNotice, staleSaveTitle } from "../../editor/notices/notices.ts";
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
    /** Opens a form of a file in content/, as Decap reads one: its folder's listing first. */
    open: () => call("GET", `git/trees/main:${encodeURIComponent("content")}`),
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

test("a save from a tab opened before another tab saved is refused, and the other save stays", async () => {
  const first = tab();
  const second = tab();
  await first.open();
  await second.open();
  expect(await second.save("content/packages.yaml", "price: 2.700 kr\n")).toBe(200);
  const head = git("rev-parse", "main");

  expect(await first.save("content/packages.yaml", "price: 2.900 kr\n")).toBe(409);
  expect(git("rev-parse", "main")).toBe(head);
  expect(onBranch("content/packages.yaml")).toBe("price: 2.700 kr");
  expect(currentNotices().save?.title).toBe(staleSaveTitle);
});

test("a tab saves the same file again and again, and another file after another tab's save", async () => {
  const first = tab();
  const second = tab();
  await first.open();
  await second.open();
  expect(await first.save("content/terms.yaml", "deliveryHours: 48\n")).toBe(200);
  expect(await first.save("content/terms.yaml", "deliveryHours: 72\n")).toBe(200);
  // The other tab's view of terms.yaml is old, but packages.yaml is as it read it.
  expect(await second.save("content/packages.yaml", "price: 3.100 kr\n")).toBe(200);
  expect(onBranch("content/terms.yaml")).toBe("deliveryHours: 72");
  expect(onBranch("content/packages.yaml")).toBe("price: 3.100 kr");
  expect(currentNotices().save).toBeNull();
});

test("a new file another tab made since, and a file another tab deleted, are not overwritten", async () => {
  const first = tab();
  const second = tab();
  await first.open();
  await second.open();
  expect(await second.save("content/ny.yaml", "title: Från andra fliken\n")).toBe(200);
  expect(await first.save("content/ny.yaml", "title: Från första fliken\n")).toBe(409);
  expect(onBranch("content/ny.yaml")).toBe("title: Från andra fliken");

  const third = tab();
  await third.open();
  expect(await second.save("content/ny.yaml", null)).toBe(200);
  expect(await third.save("content/ny.yaml", "title: Tillbaka\n")).toBe(409);
  expect(git("ls-tree", "--name-only", "main", "content/")).not.toMatch(/ny\.yaml/);
});

test("a save whose commit another save overtook is refused in the same words (GitHub's 422)", async () => {
  const first = tab();
  await first.open();
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

describe("gitHubTakeBack", () => {
  // The token Decap keeps for the signed-in owner, which the undo sends as a save does.
  beforeAll(() => {
    const kept = new Map([["decap-cms-user", JSON.stringify({ token })]]);
    vi.stubGlobal("localStorage", { getItem: (key: string) => kept.get(key) ?? null });
  });
  afterAll(() => vi.unstubAllGlobals());

  /**
   * A tab's fetch and its undo, the commit each save moved the branch to and from, and what each
   * undo or restore handed the gate of commits (which lets every one pass here).
   */
  function undoingTab() {
    const saves: { commit: string; parent: string | null }[] = [];
    const gated: { path: string; text: string | null }[] = [];
    const watched = watchGitHubSaves({ apiRoot: api, repo: "foto/sajt", branch: "main" }, fetch, {
      onCommit: (commit, _files, parent) => saves.push({ commit, parent }),
    });
    const takeBack = gitHubTakeBack(
      { apiRoot: api, repo: "foto/sajt", branch: "main" },
      watched,
      async (files) => {
        for (const { path, bytes } of files) {
          gated.push({ path, text: bytes && new TextDecoder().decode(bytes) });
        }
      },
    );
    return {
      watched,
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
    await own.open();
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
    const { watched, undo, saves, gated } = undoingTab();
    const own = tabOver(watched);
    await own.open();
    expect(await own.save("content/egen.yaml", "title: Egen\n")).toBe(200);
    const made = saves.at(-1);
    await undo("content/egen.yaml", made?.parent ?? "");
    expect(gated).toEqual([{ path: "content/egen.yaml", text: null }]);
    expect(git("ls-tree", "--name-only", "main", "content/")).not.toMatch(/egen\.yaml/);

    expect(await own.save("content/packages.yaml", "price: 4.000 kr\n")).toBe(200);
    const mine = saves.at(-1);
    const other = tab();
    await other.open();
    expect(await other.save("content/packages.yaml", "price: 4.100 kr\n")).toBe(200);
    await expect(undo("content/packages.yaml", mine?.parent ?? "")).rejects.toThrow(/409/);
    expect(onBranch("content/packages.yaml")).toBe("price: 4.100 kr");
    expect(currentNotices().save?.title).toBe(staleSaveTitle);
  });

  test("brings a file broken outside the editor back as the live site's commit has it, else as its newest version that reads", async () => {
    const own = tab();
    await own.open();
    expect(await own.save("content/terms.yaml", "deliveryHours: 24\n")).toBe(200);
    const built = git("rev-parse", "main");
    expect(await own.save("content/terms.yaml", "deliveryHours: 36\n")).toBe(200);
    // Broken by hand on GitHub's website: a tab where YAML wants spaces.
    expect(await tab().save("content/terms.yaml", "deliveryHours:\n\t36\n")).toBe(200);

    // The page that finds the file broken, loaded afresh.
    const { watched, restoreLastBuilt } = undoingTab();
    await tabOver(watched).open();
    await restoreLastBuilt("content/terms.yaml", { published: async () => built });
    expect(onBranch("content/terms.yaml")).toBe("deliveryHours: 24");
    expect(git("log", "-1", "--format=%s")).toBe(
      "Redigeraren: tog tillbaka content/terms.yaml som den var i senaste fungerande bygget",
    );

    // Broken again; the site names no commit: the newest version that reads.
    expect(await tab().save("content/terms.yaml", "deliveryHours:\n\t48\n")).toBe(200);
    const afresh = undoingTab();
    await tabOver(afresh.watched).open();
    await afresh.restoreLastBuilt("content/terms.yaml", { published: async () => null });
    expect(onBranch("content/terms.yaml")).toBe("deliveryHours: 24");
  });
});
