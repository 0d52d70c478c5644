// The published editor's source (editor/github/github-source.ts) on the GitHub-shaped server over
// a repository of this project's content/: a save is one commit with her message, made only where
// every file is still the blob her form was read as and the build's whole check finds nothing new
// with the change written; the branch moves only from the head it checked; a token GitHub no
// longer takes signs her out.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { parse, stringify } from "yaml";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import type { Snapshot } from "../../editor/content/snapshot.ts";
import { readBuiltBlobs } from "../../editor/github/built-blobs.ts";
import { readHeadAndTree } from "../../editor/github/github-head.ts";
import { gitHubSource, SignedOut } from "../../editor/github/github-source.ts";
import { staleSaveLine } from "../../editor/notices/notices.ts";
import { gitRepository } from "./git-repository.ts";
import { createGitHubServer } from "./github-server.ts";

// Each test is many requests to a server that runs git: seconds on a machine busy with the run.
vi.setConfig({ testTimeout: 30_000 });

const token = "nyckel";
const owner = { login: "foto", id: 1, name: "Fotografen", email: "foto@firma.se" };
const terms = "content/terms.yaml";
let gitDir: string;
let api: string;
let close: () => void;

const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8" }).trim();

beforeAll(async () => {
  gitDir = await mkdtemp(join(tmpdir(), "github-source-test-"));
  git("init", "--bare", "--quiet", "--initial-branch=main");
  const repository = gitRepository(gitDir);
  // content/ as it is; a photo's bytes are no part of the check, only its name.
  const entries = await Promise.all(
    contentPaths(projectRoot).map(async (path) => ({
      path: `content/${path}`,
      mode: "100644",
      sha: await repository.writeBlob(
        path.endsWith(".yaml") ? readFileSync(join(projectRoot, "content", path)) : Buffer.from(""),
      ),
    })),
  );
  const tree = await repository.writeTree(null, entries);
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

const repository = () => ({
  repo: "foto/sajt",
  branch: "main",
  apiRoot: api,
  signInRoot: "http://netlify.test",
});
const source = (send: typeof fetch = fetch, key = token) =>
  gitHubSource(repository(), () => key, send);
const onBranch = (path: string) => git("show", `main:${path}`);

// The tests that save through the build's whole check of content/ and real git carry a limit of
// 30 s: 0.3 to 0.45 s each when quiet, four times that at a load of 4 on two cores. Vitest's 5 s
// would fail them at the load of 12 to 16 seen on this machine, though none depends on time.

/** Her form's change of the delivery time in `snapshot`'s terms. */
function changedTerms(snapshot: Snapshot, hours: number) {
  const data = parse(snapshot.files[terms]?.raw ?? "");
  data.deliveryHours = hours;
  return stringify(data);
}

test("a save is one commit with her message, each file's version its new blob", async () => {
  const tab = source();
  const snapshot = await tab.read();
  const head = git("rev-parse", "main");
  const raw = changedTerms(snapshot, 36);
  const answer = await tab.save(
    [{ path: terms, raw }],
    { [terms]: snapshot.files[terms]?.version ?? null },
    "Redigeraren: ändrade Villkoren",
  );
  expect(answer).toEqual({
    ok: true,
    versions: { [terms]: git("rev-parse", `main:${terms}`) },
    commit: git("rev-parse", "main"),
  });
  expect(git("rev-parse", "main^")).toBe(head);
  expect(git("log", "-1", "--format=%s", "main")).toBe("Redigeraren: ändrade Villkoren");
  expect(`${onBranch(terms)}\n`).toBe(raw);
}, 30_000);

test("a save that changes no byte makes no commit, and the branch stays where it was", async () => {
  const tab = source();
  const snapshot = await tab.read();
  const head = git("rev-parse", "main");
  const version = snapshot.files[terms]?.version ?? null;
  const answer = await tab.save(
    [{ path: terms, raw: snapshot.files[terms]?.raw ?? "" }],
    { [terms]: version },
    "Redigeraren: tog tillbaka content/terms.yaml",
  );
  expect(answer).toEqual({ ok: true, versions: { [terms]: version } });
  expect(git("rev-parse", "main")).toBe(head);
});

test("a save from a form read before another save is refused as stale, and nothing is written", async () => {
  const older = source();
  const snapshot = await older.read();
  const newer = source();
  const now = await newer.read();
  await newer.save(
    [{ path: terms, raw: changedTerms(now, 48) }],
    { [terms]: now.files[terms]?.version ?? null },
    "Redigeraren: ändrade Villkoren",
  );
  const head = git("rev-parse", "main");
  const answer = await older.save(
    [{ path: terms, raw: changedTerms(snapshot, 12) }],
    { [terms]: snapshot.files[terms]?.version ?? null },
    "Redigeraren: ändrade Villkoren",
  );
  expect(answer).toEqual({ ok: false, stale: true, problems: [], error: staleSaveLine });
  expect(git("rev-parse", "main")).toBe(head);
}, 30_000);

test("a change the build refuses is refused with the build's problems, and nothing is written", async () => {
  const tab = source();
  const snapshot = await tab.read();
  const head = git("rev-parse", "main");
  const packages = "content/packages.yaml";
  const answer = await tab.save(
    [{ path: packages, raw: "packages: []\n" }],
    { [packages]: snapshot.files[packages]?.version ?? null },
    "Redigeraren: ändrade Paketen",
  );
  expect(answer.ok).toBe(false);
  expect(answer.ok ? [] : answer.problems).toContainEqual(
    expect.objectContaining({ file: "content/packages.yaml", path: "packages" }),
  );
  expect(git("rev-parse", "main")).toBe(head);
});

test("a branch moved between her save's check and its commit is refused as stale (GitHub's 422)", async () => {
  const tab = source(async (input, init) => {
    // Another tab's commit lands just before this save moves the branch.
    if (init?.method === "PATCH") {
      const other = await source().read();
      await source().save(
        [{ path: terms, raw: changedTerms(other, 60) }],
        { [terms]: other.files[terms]?.version ?? null },
        "Redigeraren: ändrade Villkoren",
      );
    }
    return fetch(input, init);
  });
  const snapshot = await tab.read();
  const answer = await tab.save(
    [{ path: terms, raw: changedTerms(snapshot, 6) }],
    { [terms]: snapshot.files[terms]?.version ?? null },
    "Redigeraren: ändrade Villkoren",
  );
  expect(answer).toEqual({ ok: false, stale: true, problems: [], error: staleSaveLine });
  expect(parse(onBranch(terms)).deliveryHours).toBe(60);
}, 30_000);

test("a token GitHub no longer takes signs her out", async () => {
  await expect(source(fetch, "utgången").read()).rejects.toBeInstanceOf(SignedOut);
});

test("the head and tree read while the editor loaded are the first read's; a later read asks anew", async () => {
  const asked: string[] = [];
  const send: typeof fetch = (input, init) => {
    asked.push(new URL(String(input)).pathname);
    return fetch(input, init);
  };
  const early = readHeadAndTree(repository(), fetch, () => token);
  const tab = gitHubSource(repository(), () => token, send, { headAndTree: early });
  const first = await tab.read();
  expect(first.paths).toContain(terms);
  expect(asked.filter((path) => /\/(branches|git\/trees)\//.test(path))).toEqual([]);
  await tab.read();
  expect(asked.filter((path) => /\/(branches|git\/trees)\//.test(path))).toHaveLength(3);
});

test("an early read that failed is asked again by the first read, which signs her out where GitHub refuses her", async () => {
  const early = readHeadAndTree(repository(), fetch, () => "utgången");
  await expect(early).rejects.toThrow("GitHub: 401");
  await expect(
    gitHubSource(repository(), () => token, fetch, { headAndTree: early }).read(),
  ).resolves.toMatchObject({ paths: expect.arrayContaining([terms]) });
  await expect(
    gitHubSource(repository(), () => "utgången", fetch, { headAndTree: early }).read(),
  ).rejects.toBeInstanceOf(SignedOut);
});

test("a commit landing between the head's answer and content/'s is read as the head has it", async () => {
  let headAnswered = () => {};
  const answered = new Promise<void>((done) => {
    headAnswered = done;
  });
  const send: typeof fetch = async (input, init) => {
    const { pathname } = new URL(String(input));
    if (pathname.endsWith("/branches/main")) {
      const answer = await fetch(input, init);
      headAnswered();
      return answer;
    }
    if (pathname.endsWith("/git/trees/main:content")) {
      await answered;
      const other = await source().read();
      await source().save(
        [{ path: terms, raw: changedTerms(other, 61) }],
        { [terms]: other.files[terms]?.version ?? null },
        "Redigeraren: ändrade Villkoren",
      );
    }
    return fetch(input, init);
  };
  const before = git("rev-parse", "main");
  const { head, listing } = await readHeadAndTree(repository(), send, () => token);
  expect(git("rev-parse", "main")).not.toBe(before);
  expect(head).toBe(before);
  expect(listing.sha).toBe(git("rev-parse", `${before}:content`));
}, 30_000);

test("a first read takes the files the site was built from where the tree names their blob, and asks GitHub for the others", async () => {
  const bytesOnBranch = (path: string) =>
    execFileSync("git", ["--git-dir", gitDir, "show", `main:${path}`], { encoding: "utf8" });
  const files = Object.fromEntries(
    dataFilesAmong(contentPaths(projectRoot)).map((file) => [
      file,
      bytesOnBranch(`content/${file}`),
    ]),
  );
  // A commit since the build changed the terms.
  files["terms.yaml"] = `${files["terms.yaml"]}# före ändringen\n`;
  const builtBlobs = readBuiltBlobs(async () => Response.json(files));
  const asked: string[] = [];
  const send: typeof fetch = (input, init) => {
    asked.push(new URL(String(input)).pathname);
    return fetch(input, init);
  };
  const snapshot = await gitHubSource(repository(), () => token, send, { builtBlobs }).read();
  expect(asked.filter((path) => path.includes("/git/blobs/"))).toEqual([
    `/repos/foto/sajt/git/blobs/${git("rev-parse", `main:${terms}`)}`,
  ]);
  expect(snapshot.files[terms]?.raw).toBe(bytesOnBranch(terms));
});
