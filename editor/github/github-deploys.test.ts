// What the published editor reads to follow a save (github-deploys.ts): the commit the site says
// it was built from, and from GitHub the branch's history and the host's report on a commit, as
// GitHub's REST API answers them.
import { expect, test } from "vitest";
import { builtFromFile } from "../published-files.ts";
import { gitHubDeploys } from "./github-deploys.ts";
import { apiRoot, repository } from "./repository.fixture.ts";

const built = "b".repeat(40);
const mine = "a".repeat(40);
const theirs = "d".repeat(40);
const older = "c".repeat(40);

/** A commit as GitHub lists it. */
const listed = (sha: string, message: string, name: string, date: string) => ({
  sha,
  commit: { message, author: { name, date } },
});

/**
 * GitHub and the site answering from `answers`, by the address after the repository's (the site's
 * own files by their name); the addresses asked and how, in order.
 */
function serve(answers: Record<string, unknown>) {
  const asked: { address: string; init?: RequestInit }[] = [];
  const send: typeof fetch = async (input, init) => {
    const address = String(input).replace(`${apiRoot}/repos/foto/sajt/`, "");
    asked.push({ address, init });
    // GitHub's history and reports are read, never written.
    if (String(input).startsWith(apiRoot) && init?.method !== "GET") {
      return Response.json({}, { status: 405 });
    }
    const answer = answers[address];
    if (answer instanceof Error) throw answer;
    return answer === undefined ? Response.json({}, { status: 404 }) : Response.json(answer);
  };
  return { send, asked, addresses: () => asked.map(({ address }) => address) };
}
const deploys = (send: typeof fetch, builtFrom?: string) =>
  gitHubDeploys(repository, send, { token: () => "nyckel", builtFrom });

test("reads the commit the site says it was built from, never from the browser's cache", async () => {
  const github = serve({ [builtFromFile]: { commit: built } });
  await expect(deploys(github.send).published()).resolves.toBe(built);
  expect(github.asked).toEqual([{ address: builtFromFile, init: { cache: "no-store" } }]);
});

test("reads it where it is told to", async () => {
  const github = serve({ "/annan/byggd.json": { commit: built } });
  await expect(deploys(github.send, "/annan/byggd.json").published()).resolves.toBe(built);
});

test("knows no commit where the site names none", async () => {
  const github = serve({ [builtFromFile]: { commit: 7 } });
  await expect(deploys(github.send).published()).resolves.toBeNull();
});

test("a commit is included where the published commit's history holds it", async () => {
  const github = serve({ [`commits?sha=${built}&per_page=100`]: [{ sha: built }, { sha: mine }] });
  await expect(deploys(github.send).includes(built, mine)).resolves.toBe(true);
  await expect(deploys(github.send).includes(built, theirs)).resolves.toBe(false);
});

test("names the branch's newest commit, or none on an empty branch", async () => {
  await expect(
    deploys(serve({ "commits?per_page=1": [{ sha: mine }, { sha: older }] }).send).head(),
  ).resolves.toBe(mine);
  await expect(deploys(serve({ "commits?per_page=1": [] }).send).head()).resolves.toBeNull();
});

test("names the last change to a file by its message's first line, its author and when", async () => {
  const github = serve({
    [`commits?sha=${mine}&path=content%2Fterms.yaml&per_page=1`]: [
      listed(theirs, "Update terms.yaml\n\nFrån GitHub", "Assistenten", "2026-11-20T08:30:00Z"),
    ],
  });
  await expect(deploys(github.send).lastChange("content/terms.yaml", mine)).resolves.toEqual({
    message: "Update terms.yaml",
    author: "Assistenten",
    date: "2026-11-20T08:30:00Z",
  });
});

test("names no last change to a file no commit changed", async () => {
  const github = serve({ [`commits?sha=${mine}&path=content%2Fx.yaml&per_page=1`]: [] });
  await expect(deploys(github.send).lastChange("content/x.yaml", mine)).resolves.toBeNull();
});

test("names the first change to a file after the published build, not a later one nor one it carried", async () => {
  const github = serve({
    [`commits?sha=${mine}&path=content%2Fterms.yaml&per_page=100`]: [
      listed(mine, "Redigeraren: ändrade Villkoren", "Fotografen", "2026-11-21T10:00:00Z"),
      listed(theirs, "Update terms.yaml", "Assistenten", "2026-11-20T08:30:00Z"),
      listed(older, "Första", "Fotografen", "2026-11-01T12:00:00Z"),
    ],
    [`commits?sha=${built}&per_page=100`]: [{ sha: built }, { sha: older }],
  });
  await expect(
    deploys(github.send).firstChangeAfter("content/terms.yaml", built, mine),
  ).resolves.toEqual({
    message: "Update terms.yaml",
    author: "Assistenten",
    date: "2026-11-20T08:30:00Z",
  });
});

test("names no first change where the published build carried every change", async () => {
  const github = serve({
    [`commits?sha=${mine}&path=content%2Fterms.yaml&per_page=100`]: [
      listed(older, "Första", "Fotografen", "2026-11-01T12:00:00Z"),
    ],
    [`commits?sha=${built}&per_page=100`]: [{ sha: built }, { sha: older }],
  });
  await expect(
    deploys(github.send).firstChangeAfter("content/terms.yaml", built, mine),
  ).resolves.toBeNull();
});

test("reads the published build's history once for all the files a failure names", async () => {
  const history = `commits?sha=${built}&per_page=100`;
  const github = serve({
    [`commits?sha=${mine}&path=content%2Fa.yaml&per_page=100`]: [],
    [`commits?sha=${mine}&path=content%2Fb.yaml&per_page=100`]: [],
    [history]: [{ sha: built }],
  });
  const reader = deploys(github.send);
  await reader.firstChangeAfter("content/a.yaml", built, mine);
  await reader.firstChangeAfter("content/b.yaml", built, mine);
  expect(github.addresses().filter((address) => address === history)).toHaveLength(1);
});

test("asks again for a history GitHub did not give", async () => {
  const history = `commits?sha=${built}&per_page=100`;
  const answers: Record<string, unknown> = {
    [`commits?sha=${mine}&path=content%2Fa.yaml&per_page=100`]: [
      listed(theirs, "Update a.yaml", "Assistenten", "2026-11-20T08:30:00Z"),
    ],
    [history]: new TypeError("Failed to fetch"),
  };
  const github = serve(answers);
  const reader = deploys(github.send);
  await expect(reader.firstChangeAfter("content/a.yaml", built, mine)).rejects.toThrow(TypeError);
  answers[history] = [{ sha: built }];
  await expect(reader.firstChangeAfter("content/a.yaml", built, mine)).resolves.toMatchObject({
    message: "Update a.yaml",
  });
});

test("reads the host's report on a commit, with the failed check's description and link", async () => {
  const github = serve({
    [`commits/${mine}/status`]: {
      state: "failure",
      statuses: [
        { state: "success", description: "Granskat", target_url: "http://granskning" },
        { state: "failure", description: "Bygget stannade", target_url: "http://värd/bygge" },
      ],
    },
  });
  await expect(deploys(github.send).status(mine)).resolves.toEqual({
    state: "failure",
    description: "Bygget stannade",
    link: "http://värd/bygge",
  });
});

test("takes a check in error as the failed one", async () => {
  const github = serve({
    [`commits/${mine}/status`]: {
      state: "error",
      statuses: [
        { state: "pending", description: "Väntar", target_url: "http://väntar" },
        { state: "error", description: "Bygget avbröts", target_url: "http://värd/fel" },
      ],
    },
  });
  await expect(deploys(github.send).status(mine)).resolves.toEqual({
    state: "error",
    description: "Bygget avbröts",
    link: "http://värd/fel",
  });
});

test("reads a report without a failed check as no description and no link", async () => {
  const github = serve({
    [`commits/${mine}/status`]: {
      state: "pending",
      statuses: [{ state: "pending", description: "Bygger", target_url: "http://värd/bygge" }],
    },
  });
  await expect(deploys(github.send).status(mine)).resolves.toEqual({
    state: "pending",
    description: null,
    link: null,
  });
});
