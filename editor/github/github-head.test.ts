// The branch's head and content/ at it (github-head.ts): the listing GitHub gave by the branch's
// name is taken only where the root tree and content/ in it are the head's; otherwise content/ is
// asked for by the head's sha.
import { expect, test } from "vitest";
import { readHeadAndTree } from "./github-head.ts";
import { apiRoot, repository } from "./repository.fixture.ts";

const head = "a".repeat(40);
const root = "b".repeat(40);
const content = "c".repeat(40);
const other = "d".repeat(40);
/** content/ as listed by the branch's name, and as listed by the head's sha. */
const byName = { sha: content, tree: [{ path: "by-name.yaml", type: "blob", sha: other }] };
const byHead = { sha: content, tree: [{ path: "by-head.yaml", type: "blob", sha: other }] };

function serve(branch: unknown, rootTree: unknown) {
  const answers: Record<string, unknown> = {
    "branches/main": branch,
    "git/trees/main": rootTree,
    "git/trees/main:content?recursive=1": byName,
    [`git/trees/${head}:content?recursive=1`]: byHead,
  };
  const send: typeof fetch = async (input) => {
    const answer = answers[String(input).replace(`${apiRoot}/repos/foto/sajt/`, "")];
    return answer === undefined ? Response.json({}, { status: 404 }) : Response.json(answer);
  };
  return send;
}
const headCommit = { commit: { sha: head, commit: { tree: { sha: root } } } };
const rootWithContent = { sha: root, tree: [{ path: "content", type: "tree", sha: content }] };
const read = (send: typeof fetch) => readHeadAndTree(repository, send, () => "nyckel");

test("takes the listing by the branch's name where the root and content/ are the head's", async () => {
  await expect(read(serve(headCommit, rootWithContent))).resolves.toEqual({
    head,
    tree: root,
    listing: byName,
  });
});

test("asks by the head's sha where the root tree answered is another commit's", async () => {
  const later = { ...rootWithContent, sha: other };
  await expect(read(serve(headCommit, later))).resolves.toMatchObject({ listing: byHead });
});

test("asks by the head's sha where content/ in the root tree is not the one listed", async () => {
  const moved = { sha: root, tree: [{ path: "content", type: "tree", sha: other }] };
  await expect(read(serve(headCommit, moved))).resolves.toMatchObject({ listing: byHead });
});

test("finds content/ by its name among the root's entries", async () => {
  const withReadme = {
    sha: root,
    tree: [
      { path: "README.md", type: "blob", sha: other },
      { path: "content", type: "tree", sha: content },
    ],
  };
  await expect(read(serve(headCommit, withReadme))).resolves.toMatchObject({ listing: byName });
});

test("asks by the head's sha where the branch's answer names no tree", async () => {
  const bare = { commit: { sha: head } };
  await expect(read(serve(bare, { ...rootWithContent, sha: undefined }))).resolves.toEqual({
    head,
    tree: null,
    listing: byHead,
  });
  await expect(
    read(serve({ commit: { sha: head, commit: {} } }, rootWithContent)),
  ).resolves.toEqual({
    head,
    tree: null,
    listing: byHead,
  });
});

test("asks by the head's sha where the root's answer lists nothing", async () => {
  await expect(read(serve(headCommit, { sha: root }))).resolves.toMatchObject({ listing: byHead });
});

test("asks by the head's sha where the root's answer has no content/", async () => {
  const withoutContent = { sha: root, tree: [{ path: "README.md", type: "blob", sha: other }] };
  await expect(read(serve(headCommit, withoutContent))).resolves.toMatchObject({
    listing: byHead,
  });
});
