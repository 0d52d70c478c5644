// What the status panel says after a save at her own address (github-builds.ts): the site's build
// followed through the page's fetch (the published site's word on what it was built from, and the
// host's report on the commit from GitHub), a failure said in the form's labels, and a file the
// build stopped on brought back through her source.
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { SaveAnswer, Snapshot } from "../content/snapshot.ts";
import {
  type BuildNotice,
  currentNotices,
  setNotice,
  subscribeToNotices,
} from "../notices/notices.ts";
import { builtFromFile } from "../published-files.ts";
import type { ContentSource } from "../source/content-source.ts";
import { gitHubBuilds } from "./github-builds.ts";
import { repository } from "./repository.fixture.ts";

const mine = "a".repeat(40);
const older = "c".repeat(40);
const elsewhere = "e".repeat(40);
const terms = "content/terms.yaml";
/** A line of the build's check naming a value of the terms. */
const broken = `${terms}: deliveryHours: måste vara ett tal`;

type Host = {
  /** What the site says it was built from, at each look in turn (the last stays). */
  published: (string | null)[];
  /** The host's report on each commit. */
  statuses?: Record<
    string,
    { state: string; description: string | null; target_url: string | null }[]
  >;
  /** The branch's newest commit. */
  head?: string;
};

/** The site and GitHub as the page's fetch reaches them; the looks at the site, counted. */
function serve(host: Host) {
  let looks = 0;
  const listed = (sha: string, message: string, date: string) => ({
    sha,
    commit: { message, author: { name: "Assistenten", date } },
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://sajt.test/redigera/");
    const authorization = new Headers(init?.headers).get("Authorization");
    if (url.pathname === `/redigera/${builtFromFile}`) {
      const commit = host.published[Math.min(looks, host.published.length - 1)];
      looks += 1;
      return Response.json({ commit });
    }
    if (authorization !== "token nyckel") return Response.json({}, { status: 401 });
    const path = url.pathname.replace("/repos/foto/sajt/", "");
    const status = path.match(/^commits\/(\w+)\/status$/);
    if (status) {
      const statuses = host.statuses?.[status[1] ?? ""] ?? [];
      return Response.json({ state: statuses[0]?.state ?? "pending", statuses });
    }
    if (path === "commits" && url.searchParams.get("path") === terms) {
      return Response.json([
        listed(elsewhere, "Update terms.yaml\n\nFrån GitHub", "2026-11-20T08:30:00Z"),
      ]);
    }
    if (path === "commits" && url.searchParams.get("per_page") === "1") {
      return Response.json(host.head ? [{ sha: host.head }] : []);
    }
    if (path === "commits") return Response.json([{ sha: older }]);
    return Response.json({}, { status: 404 });
  };
  vi.stubGlobal("window", { fetch });
  return { looks: () => looks };
}

/** Her source, reading `snapshot` and answering a restore with `restored`. */
function herSource(
  restored: SaveAnswer,
  files: Snapshot["files"] = { [terms]: { raw: "x", version: "v1" } },
) {
  const snapshot: Snapshot = { paths: [terms], files };
  const restores: [string, string | null][] = [];
  const source: ContentSource = {
    kind: "github",
    read: async () => snapshot,
    save: async () => restored,
    restore: async (path, version) => {
      restores.push([path, version]);
      return restored;
    },
    photoUrl: async () => null,
  };
  return { source, restores };
}

/** Every build notice said, in order. */
let said: (BuildNotice | null)[] = [];
let stopListening = () => {};
beforeEach(() => {
  setNotice({ save: null, saved: null, build: null });
  said = [];
  stopListening = subscribeToNotices(() => said.push(currentNotices().build));
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const builds = (source = herSource({ ok: true, versions: {} }).source, restored = () => {}) =>
  gitHubBuilds(repository, () => "nyckel", source, restored);

test("says the site is built, then shows her save once the site names her commit", async () => {
  serve({ published: [mine] });
  await builds().follow(mine, [terms]);
  expect(said.map((notice) => notice?.state)).toEqual(["bygger", "klar"]);
});

test("looks at the site again after a pause of five seconds", async () => {
  vi.useFakeTimers();
  const host = serve({ published: [older, mine] });
  const following = builds().follow(mine, [terms]);
  await vi.advanceTimersByTimeAsync(4_999);
  expect(host.looks()).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  await following;
  expect(host.looks()).toBe(2);
  expect(currentNotices().build).toEqual({ state: "klar", seconds: 5 });
});

test("says a failed build once, in the form's labels, with the host's link", async () => {
  serve({
    published: [older],
    statuses: {
      [mine]: [{ state: "failure", description: broken, target_url: "http://värd/bygge" }],
    },
  });
  await builds().follow(mine, [terms]);
  expect(said.map((notice) => notice?.state)).toEqual(["bygger", "fel"]);
  const build = currentNotices().build as Extract<BuildNotice, { state: "fel" }>;
  expect(build.link).toBe("http://värd/bygge");
  expect(build.lines).toHaveLength(1);
  expect(build.lines[0]).toMatch(/ › .*: måste vara ett tal$/);
  expect(build.broken).toBeUndefined();
});

test("names a file the build stopped on that her save did not write, and the commit that changed it", async () => {
  serve({
    published: [older],
    statuses: { [mine]: [{ state: "error", description: broken, target_url: null }] },
  });
  await builds().follow(mine, ["content/home.yaml"]);
  const build = currentNotices().build as Extract<BuildNotice, { state: "fel" }>;
  expect(build.lines[0]).toMatch(
    /^content\/terms\.yaml ändrades i "Update terms\.yaml" \(Assistenten, .*\), efter sajtens senaste fungerande bygge/,
  );
  expect(build.lines[1]).toMatch(/ › .*: måste vara ett tal$/);
  expect(build.broken?.path).toBe(terms);
  expect(currentNotices().saved).toBeNull();
});

test("brings the file back as read, clears the failure and reads content/ again", async () => {
  serve({
    published: [older],
    statuses: { [mine]: [{ state: "failure", description: broken, target_url: null }] },
  });
  const { source, restores } = herSource({ ok: true, versions: { [terms]: "v2" } });
  let readAgain = 0;
  await builds(source, () => {
    readAgain += 1;
  }).follow(mine, []);
  const build = currentNotices().build as Extract<BuildNotice, { state: "fel" }>;
  await build.broken?.restore();
  expect(restores).toEqual([[terms, "v1"]]);
  expect(currentNotices().build).toBeNull();
  expect(readAgain).toBe(1);
});

test("brings back a file she has not read as a new one", async () => {
  serve({
    published: [older],
    statuses: { [mine]: [{ state: "failure", description: broken, target_url: null }] },
  });
  const { source, restores } = herSource({ ok: true, versions: { [terms]: "v2" } }, {});
  await builds(source).follow(mine, []);
  await (currentNotices().build as Extract<BuildNotice, { state: "fel" }>).broken?.restore();
  expect(restores).toEqual([[terms, null]]);
});

test("says why a file could not be brought back, and keeps the failure", async () => {
  serve({
    published: [older],
    statuses: { [mine]: [{ state: "failure", description: broken, target_url: null }] },
  });
  const { source } = herSource({
    ok: false,
    stale: false,
    problems: [{ file: terms, path: "deliveryHours", words: "måste vara ett tal" }],
    error: "Nej",
  });
  let readAgain = 0;
  await builds(source, () => {
    readAgain += 1;
  }).follow(mine, []);
  const failed = currentNotices().build;
  await (failed as Extract<BuildNotice, { state: "fel" }>).broken?.restore();
  expect(currentNotices().save).toEqual({
    title: "Filen togs inte tillbaka",
    lines: ["Nej", expect.stringMatching(/ › .*: måste vara ett tal$/)],
  });
  expect(currentNotices().build).toBe(failed);
  expect(readAgain).toBe(0);
});

test("says as the editor opens that the newest build failed, and why", async () => {
  serve({
    published: [older],
    head: mine,
    statuses: { [mine]: [{ state: "failure", description: broken, target_url: null }] },
  });
  await builds().sayFailedHead();
  const build = currentNotices().build as Extract<BuildNotice, { state: "fel" }>;
  expect(build.broken?.path).toBe(terms);
  expect(build.lines).toContainEqual(expect.stringMatching(/ › .*: måste vara ett tal$/));
});

test("says nothing as the editor opens where the newest build did not fail", async () => {
  serve({
    published: [older],
    head: mine,
    statuses: { [mine]: [{ state: "success", description: null, target_url: null }] },
  });
  await builds().sayFailedHead();
  expect(said).toEqual([]);
});
