// The published editor's source (editor/github/github-source.ts) against GitHub's API as the publishing
// rehearsal answers it (scripts/published/github-api.ts), in this process, over a git repository
// of this project's content/: how each refusal and each lost answer is said to her, the photos it
// shows, when a file was last saved, and a file brought back as the published site was built.

import { resolveObjectURL } from "node:buffer";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IDBFactory } from "fake-indexeddb";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { parse, stringify } from "yaml";
import { contentPaths, projectRoot } from "#model/load.ts";
import type { FileChange, Snapshot } from "../../editor/content/snapshot.ts";
import { gitHubSource, SignedOut } from "../../editor/github/github-source.ts";
import { apiRoot, repository } from "../../editor/github/repository.fixture.ts";
import { staleSaveLine } from "../../editor/notices/notices.ts";
import { builtFromFile } from "../../editor/published-files.ts";
import { gitRepository } from "./git-repository.ts";
import { gitHubApi } from "./github-api.ts";

// Saves run the build's whole check of content/ and real git: a second or more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const token = "nyckel";
const readOnly = "bara-läsa";
const owner = { login: "foto", id: 1, name: "Fotografen", email: "foto@firma.se" };
const other = { login: "assistent", id: 2, name: "Assistenten", email: "hjalp@firma.se" };
const terms = "content/terms.yaml";
const photo = "content/images/portrait.jpg";
let gitDir = "";
/** The commit the published site says it was built from (null: it says none). */
let built: string | null = null;
let answer: ReturnType<typeof gitHubApi>["answer"];

const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8" }).trim();
const onBranch = (path: string) =>
  execFileSync("git", ["--git-dir", gitDir, "show", `main:${path}`]);

/** GitHub, and the published site's word on what it was built from, as the page's fetch sees them. */
const github: typeof fetch = async (input, init) => {
  const url = new URL(String(input), "http://sajt.test/redigera/");
  if (url.pathname === `/redigera/${builtFromFile}`) return Response.json({ commit: built });
  const authorization = new Headers(init?.headers).get("Authorization") ?? "";
  const given = await answer({
    method: init?.method ?? "GET",
    path: decodeURIComponent(url.pathname.replace(/^\/+/, "")),
    query: url.searchParams,
    token: authorization.match(/^token (\S+)$/)?.[1] ?? null,
    body: init?.body ? JSON.parse(String(init.body)) : null,
  });
  return new Response(given.body === undefined ? "" : JSON.stringify(given.body), {
    status: given.status,
  });
};

/** What `send` was asked, by method and path after the repository's. */
function recorded(send: typeof fetch = github) {
  const asked: { method: string; path: string; body: unknown }[] = [];
  const recording: typeof fetch = (input, init) => {
    asked.push({
      method: init?.method ?? "GET",
      path: String(input).replace(`${apiRoot}/repos/foto/sajt/`, ""),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return send(input, init);
  };
  return { asked, send: recording };
}

/** GitHub answering `status` to the requests `matches` picks, and as itself to every other. */
const refusing =
  (matches: (method: string, path: string) => boolean, status: number): typeof fetch =>
  (input, init) =>
    matches(init?.method ?? "GET", String(input))
      ? Promise.resolve(Response.json({ message: "nej" }, { status }))
      : github(input, init);

const source = (send: typeof fetch = github, key = token) =>
  gitHubSource(repository, () => key, send);

/** A commit on the branch made beside the editor (GitHub's website): `files` written or removed. */
async function commitBeside(files: Record<string, Buffer | null>, message: string) {
  const repo = gitRepository(gitDir);
  const parent = git("rev-parse", "main");
  const entries = await Promise.all(
    Object.entries(files).map(async ([path, bytes]) => ({
      path,
      mode: "100644",
      sha: bytes === null ? null : await repo.writeBlob(bytes),
    })),
  );
  const tree = await repo.writeTree(git("rev-parse", "main^{tree}"), entries);
  const commit = await repo.writeCommit(tree, [parent], message, {
    ...other,
    date: "2026-11-20T08:30:00Z",
  });
  git("update-ref", "refs/heads/main", commit);
  return commit;
}

beforeAll(async () => {
  gitDir = await mkdtemp(join(tmpdir(), "github-kalla-"));
  git("init", "--bare", "--quiet", "--initial-branch=main");
  const repo = gitRepository(gitDir);
  const entries = await Promise.all(
    contentPaths(projectRoot).map(async (path) => ({
      path: `content/${path}`,
      mode: "100644",
      sha: await repo.writeBlob(readFileSync(join(projectRoot, "content", path))),
    })),
  );
  const tree = await repo.writeTree(null, entries);
  built = await repo.writeCommit(tree, [], "Första", { ...owner, date: "2026-11-01T12:00:00Z" });
  git("update-ref", "refs/heads/main", built);
  ({ answer } = gitHubApi({
    repository: repo,
    place: { api: apiRoot, web: "http://github.test", owner: "foto", name: "sajt" },
    branch: "main",
    owner,
    sessions: new Map([
      [token, { account: owner, canPush: true }],
      [readOnly, { account: other, canPush: false }],
    ]),
  }));
});
afterAll(() => rm(gitDir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Her form's change of the delivery time in `snapshot`'s terms. */
function changedTerms(snapshot: Snapshot, hours: number): FileChange {
  const data = parse(snapshot.files[terms]?.raw ?? "");
  data.deliveryHours = hours;
  return { path: terms, raw: stringify(data) };
}
const versionIn = (snapshot: Snapshot, path: string) => snapshot.files[path]?.version ?? null;

/** Saves a change of the terms through `tab`, as she would: on the version she read. */
async function saveTerms(tab: ReturnType<typeof source>, hours: number) {
  const snapshot = await tab.read();
  return tab.save(
    [changedTerms(snapshot, hours)],
    { [terms]: versionIn(snapshot, terms) },
    "Redigeraren: ändrade Villkoren",
  );
}

/** A save GitHub did not take, said in her words: no problem of the check's, not stale. */
const refused = (error: string) => ({ ok: false, stale: false, problems: [], error });

test("is the GitHub source", () => {
  expect(source().kind).toBe("github");
});

test("reads with the page's own fetch unless told another", async () => {
  const { asked, send } = recorded();
  vi.stubGlobal("window", { fetch: send });
  const snapshot = await gitHubSource(repository, () => token).read();
  expect(snapshot.paths).toContain(terms);
  expect(asked.length).toBeGreaterThan(0);
});

test("a read GitHub fails is said as GitHub's failure, not as a sign-out", async () => {
  const read = source(refusing((_method, path) => path.includes("/branches/"), 500)).read();
  await expect(read).rejects.toThrow("GitHub: 500");
  await expect(read).rejects.not.toBeInstanceOf(SignedOut);
});

test("a save whose token GitHub no longer takes signs her out", async () => {
  const tab = source();
  const snapshot = await tab.read();
  const expired = source(refusing((method) => method === "GET", 401));
  await expect(
    expired.save([changedTerms(snapshot, 40)], { [terms]: versionIn(snapshot, terms) }, "x"),
  ).rejects.toBeInstanceOf(SignedOut);
});

test("a save by an account that may not write to the repository is refused in her words", async () => {
  const tab = source(github, readOnly);
  const head = git("rev-parse", "main");
  const answer = await saveTerms(tab, 40);
  expect(answer).toEqual(
    refused("GitHub tog inte emot ändringen: kontot du loggade in med får inte spara i förrådet."),
  );
  expect(git("rev-parse", "main")).toBe(head);
});

test("a save GitHub forbids (403) is refused as an account that may not write", async () => {
  const tab = source(refusing((method) => method === "POST", 403));
  const answer = await saveTerms(tab, 40);
  expect(answer).toMatchObject({
    ok: false,
    stale: false,
    error: "GitHub tog inte emot ändringen: kontot du loggade in med får inte spara i förrådet.",
  });
});

test("a save GitHub fails otherwise names GitHub's status and keeps her change", async () => {
  const tab = source(refusing((method) => method === "POST", 500));
  const answer = await saveTerms(tab, 40);
  expect(answer).toEqual(
    refused("GitHub tog inte emot ändringen (svar 500). Ändringen finns kvar här; försök igen."),
  );
});

test("a save without network asks whether she is offline and keeps her change", async () => {
  const offline: typeof fetch = (input, init) =>
    init?.method === "POST"
      ? Promise.reject(new TypeError("Failed to fetch"))
      : github(input, init);
  const tab = source(offline);
  const answer = await saveTerms(tab, 40);
  expect(answer).toEqual(
    refused("GitHub svarar inte. Är du utan internet? Ändringen finns kvar här; försök igen."),
  );
});

test("a change the build refuses is answered with the build's lines and no stale file", async () => {
  const tab = source();
  const snapshot = await tab.read();
  const packages = "content/packages.yaml";
  const answer = await tab.save(
    [{ path: packages, raw: "packages: []\n" }],
    { [packages]: versionIn(snapshot, packages) },
    "x",
  );
  expect(answer).toEqual({
    ok: false,
    stale: false,
    problems: expect.arrayContaining([expect.objectContaining({ file: "content/packages.yaml" })]),
    error: "Ändringen sparades inte",
  });
});

test("each file of a save goes to GitHub as a blob of the tree, a photo as base64", async () => {
  const { asked, send } = recorded();
  const tab = source(send);
  const snapshot = await tab.read();
  const added = "content/images/ny-bild.jpg";
  const bytes = readFileSync(join(projectRoot, photo));
  const change = changedTerms(snapshot, 42);
  const answer = await tab.save(
    [change, { path: added, base64: bytes.toString("base64") }],
    { [terms]: versionIn(snapshot, terms), [added]: null },
    "Redigeraren: ändrade Villkoren",
  );
  expect(answer).toMatchObject({ ok: true });
  expect(
    asked.filter(({ method }) => method === "POST").map(({ path, body }) => [path, body]),
  ).toEqual([
    ["git/blobs", { content: "raw" in change ? change.raw : "", encoding: "utf-8" }],
    ["git/blobs", { content: bytes.toString("base64"), encoding: "base64" }],
    [
      "git/trees",
      {
        base_tree: expect.stringMatching(/^[0-9a-f]{40}$/),
        tree: [
          { path: terms, mode: "100644", type: "blob", sha: git("rev-parse", `main:${terms}`) },
          { path: added, mode: "100644", type: "blob", sha: git("rev-parse", `main:${added}`) },
        ],
      },
    ],
    ["git/commits", expect.objectContaining({ message: "Redigeraren: ändrade Villkoren" })],
  ]);
  expect(onBranch(added)).toEqual(bytes);
});

test("a removal takes the file off the branch, and its version is none", async () => {
  const gone = "content/images/bort.jpg";
  await commitBeside({ [gone]: Buffer.from("en bild") }, "Add bort.jpg");
  const { asked, send } = recorded();
  const tab = source(send);
  const snapshot = await tab.read();
  const answer = await tab.save(
    [{ path: gone, removed: true }],
    { [gone]: git("rev-parse", `main:${gone}`) },
    "Redigeraren: tog bort en bild",
  );
  expect(answer).toEqual({
    ok: true,
    versions: { [gone]: null },
    commit: git("rev-parse", "main"),
  });
  expect(snapshot.paths).toContain(gone);
  expect(() => onBranch(gone)).toThrow();
  expect(asked.filter(({ path }) => path === "git/blobs")).toEqual([]);
  expect(asked.find(({ path }) => path === "git/trees")?.body).toMatchObject({
    tree: [{ path: gone, mode: "100644", type: "blob", sha: null }],
  });
});

test("where GitHub's answer to moving the branch is lost but the branch moved, the save is made", async () => {
  const lost: typeof fetch = async (input, init) => {
    const given = await github(input, init);
    if (init?.method === "PATCH") throw new TypeError("Failed to fetch");
    return given;
  };
  const tab = source(lost);
  const answer = await saveTerms(tab, 44);
  expect(answer).toMatchObject({ ok: true, commit: git("rev-parse", "main") });
  expect(parse(onBranch(terms).toString("utf8")).deliveryHours).toBe(44);
});

test("where the request to move the branch never reached GitHub, the save is said as not made", async () => {
  const unsent: typeof fetch = (input, init) =>
    init?.method === "PATCH"
      ? Promise.reject(new TypeError("Failed to fetch"))
      : github(input, init);
  const tab = source(unsent);
  const head = git("rev-parse", "main");
  const answer = await saveTerms(tab, 46);
  expect(answer).toEqual(
    refused("GitHub svarar inte. Är du utan internet? Ändringen finns kvar här; försök igen."),
  );
  expect(git("rev-parse", "main")).toBe(head);
});

test("shows a photo of the branch as last read, byte for byte", async () => {
  const tab = source();
  await tab.read();
  const url = await tab.photoUrl(photo);
  const blob = resolveObjectURL(url ?? "");
  expect(Buffer.from((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
    readFileSync(join(projectRoot, photo)),
  );
});

test("reads each photo's blob once", async () => {
  const { asked, send } = recorded();
  const tab = source(send);
  await tab.read();
  const first = await tab.photoUrl(photo);
  const again = await tab.photoUrl(photo);
  expect(again).toBe(first);
  expect(
    asked.filter(({ path }) => path === `git/blobs/${git("rev-parse", `main:${photo}`)}`),
  ).toHaveLength(1);
});

test("shows no photo before content/ is read, nor one the branch does not hold", async () => {
  const tab = source();
  await expect(tab.photoUrl(photo)).resolves.toBeNull();
  await tab.read();
  await expect(tab.photoUrl("content/images/finns-inte.jpg")).resolves.toBeNull();
  // Only a path in content/ names a file of it.
  await expect(tab.photoUrl("images/content/portrait.jpg")).resolves.toBeNull();
});

test("shows no photo where GitHub does not give its blob", async () => {
  const blob = git("rev-parse", `main:${photo}`);
  const tab = source(refusing((_method, path) => path.endsWith(`/git/blobs/${blob}`), 500));
  await tab.read();
  await expect(tab.photoUrl(photo)).resolves.toBeNull();
});

test("says when a file was last saved through the editor", async () => {
  const tab = source();
  const snapshot = await tab.read();
  await tab.save(
    [changedTerms(snapshot, 48)],
    { [terms]: versionIn(snapshot, terms) },
    "Redigeraren: ändrade Villkoren",
  );
  const date = git("log", "-1", "--format=%aI", "main");
  await expect(tab.lastSaved?.(terms)).resolves.toEqual({ at: Date.parse(date), inEditor: true });
});

test("says when a file was last saved beside the editor", async () => {
  const services = "content/services.yaml";
  await commitBeside(
    { [services]: Buffer.concat([onBranch(services), Buffer.from("# Redigeraren:\n")]) },
    "Update services.yaml (Redigeraren: nej)",
  );
  await expect(source().lastSaved?.(services)).resolves.toEqual({
    at: Date.parse("2026-11-20T08:30:00Z"),
    inEditor: false,
  });
});

test("says nothing of a file the branch never held", async () => {
  await expect(source().lastSaved?.("content/finns-inte.yaml")).resolves.toBeNull();
});

test("brings a data file back as the published site was built from it, as a save of hers", async () => {
  const tab = source();
  const snapshot = await tab.read();
  await tab.save([changedTerms(snapshot, 50)], { [terms]: versionIn(snapshot, terms) }, "x");
  const now = await tab.read();
  const answer = await tab.restore(terms, versionIn(now, terms));
  expect(answer).toMatchObject({ ok: true, commit: git("rev-parse", "main") });
  expect(onBranch(terms)).toEqual(readFileSync(join(projectRoot, terms)));
  expect(git("log", "-1", "--format=%s", "main")).toBe(
    `Redigeraren: tog tillbaka ${terms} som den var i senaste fungerande bygget`,
  );
});

test("brings back a photo deleted beside the editor, byte for byte, from its folder in the built commit", async () => {
  const deleted = "content/portfolio/exterior/01.jpg";
  await commitBeside({ [deleted]: null }, "Delete 01.jpg");
  const answer = await source().restore(deleted, null);
  expect(answer).toMatchObject({ ok: true });
  expect(onBranch(deleted)).toEqual(readFileSync(join(projectRoot, deleted)));
});

test("a restore of a file that has changed since she read it is refused as stale", async () => {
  const answer = await source().restore(terms, "0".repeat(40));
  expect(answer).toEqual({ ok: false, stale: true, problems: [], error: staleSaveLine });
});

test("says a file is not in the published site where the build named no commit", async () => {
  const was = built;
  built = null;
  try {
    await expect(source().restore(terms, null)).resolves.toEqual({
      ok: false,
      stale: false,
      problems: [],
      error: `${terms} finns inte i den version av sajten som visas.`,
    });
  } finally {
    built = was;
  }
});

test("says a file is not in the published site where its build did not hold it", async () => {
  const added = "content/portfolio/exterior/ny.jpg";
  await expect(source().restore(added, null)).resolves.toEqual({
    ok: false,
    stale: false,
    problems: [],
    error: `${added} finns inte i den version av sajten som visas.`,
  });
});

test("says a file is not in the published site where its folder was made after that build", async () => {
  const added = "content/portfolio/ny-sektion/01.jpg";
  await expect(source().restore(added, null)).resolves.toEqual({
    ok: false,
    stale: false,
    problems: [],
    error: `${added} finns inte i den version av sajten som visas.`,
  });
});

test("a restore without network asks whether she is offline", async () => {
  const offline: typeof fetch = (input, init) =>
    String(input).includes("/git/trees/")
      ? Promise.reject(new TypeError("Failed to fetch"))
      : github(input, init);
  await expect(source(offline).restore(terms, null)).resolves.toMatchObject({
    ok: false,
    error: "GitHub svarar inte. Är du utan internet? Ändringen finns kvar här; försök igen.",
  });
});

test("keeps the files' bytes in the browser, so the next visit asks GitHub for none of them", async () => {
  const browser = new IDBFactory();
  vi.stubGlobal("indexedDB", browser);
  await source().read();
  // A database of their own, apart from her drafts'.
  expect((await browser.databases()).map(({ name }) => name)).toEqual(["redigeraren-filer"]);
  const { asked, send } = recorded();
  const snapshot = await source(send).read();
  expect(snapshot.files[terms]?.raw).toBe(onBranch(terms).toString("utf8"));
  expect(asked.filter(({ path }) => path.startsWith("git/blobs/"))).toEqual([]);
});
