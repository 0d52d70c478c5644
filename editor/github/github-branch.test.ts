// content/ as the branch on GitHub holds it (github-branch.ts), read from GitHub's answers: the
// files are the listing's blobs, and a data file's bytes are its blob's.
import { expect, test } from "vitest";
import { gitHubBranch } from "./github-branch.ts";
import { apiRoot, repository } from "./repository.fixture.ts";

const head = "a".repeat(40);
const root = "b".repeat(40);
const content = "c".repeat(40);
const blob = (letter: string) => letter.repeat(40);
const base64 = (text: string) => Buffer.from(text).toString("base64");

/** GitHub answering from `answers`, by the address after the repository's; the addresses asked. */
function serve(
  listing: { path?: string; type?: string; sha?: string }[],
  blobs: Record<string, unknown>,
) {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    "branches/main": { commit: { sha: head, commit: { tree: { sha: root } } } },
    "git/trees/main": { sha: root, tree: [{ path: "content", type: "tree", sha: content }] },
    "git/trees/main:content?recursive=1": { sha: content, tree: listing },
    ...Object.fromEntries(
      Object.entries(blobs).map(([sha, answer]) => [`git/blobs/${sha}`, answer]),
    ),
  };
  const send: typeof fetch = async (input) => {
    const address = String(input).replace(`${apiRoot}/repos/foto/sajt/`, "");
    asked.push(address);
    const answer = answers[address];
    return answer === undefined ? Response.json({}, { status: 404 }) : Response.json(answer);
  };
  return { send, asked };
}

test("the files are the listing's blobs, not its folders nor an entry without a name or a blob", async () => {
  const github = serve(
    [
      { path: "terms.yaml", type: "blob", sha: blob("1") },
      { path: "portfolio", type: "tree", sha: blob("2") },
      { path: "portfolio/kok/01.jpg", type: "blob", sha: blob("3") },
      { type: "blob", sha: blob("4") },
      { path: "images/trasig.jpg", type: "blob" },
    ],
    { [blob("1")]: { content: base64("deliveryHours: 24\n") } },
  );
  const branch = await gitHubBranch(repository, github.send, () => "nyckel").read();
  expect(branch.paths).toEqual(["terms.yaml", "portfolio/kok/01.jpg"]);
  expect(branch.blobOf("portfolio/kok/01.jpg")).toBe(blob("3"));
  expect(branch.blobOf("portfolio")).toBeNull();
});

test("a data file the branch lacks is read as none, and GitHub is not asked for it", async () => {
  const github = serve([{ path: "terms.yaml", type: "blob", sha: blob("1") }], {
    [blob("1")]: { content: base64("deliveryHours: 24\n") },
  });
  const branch = await gitHubBranch(repository, github.send, () => "nyckel").read();
  expect(new TextDecoder().decode(branch.bytesOf("terms.yaml") ?? undefined)).toBe(
    "deliveryHours: 24\n",
  );
  expect(branch.bytesOf("home.yaml")).toBeNull();
  expect(github.asked.filter((address) => address.startsWith("git/blobs/"))).toEqual([
    `git/blobs/${blob("1")}`,
  ]);
});

test("a blob GitHub answers without content is read as an empty file", async () => {
  const github = serve([{ path: "terms.yaml", type: "blob", sha: blob("1") }], { [blob("1")]: {} });
  const branch = await gitHubBranch(repository, github.send, () => "nyckel").read();
  expect(branch.bytesOf("terms.yaml")).toEqual(new Uint8Array());
});
