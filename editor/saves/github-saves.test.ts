// GitHub's answers as the published editor's watch of its requests (github-saves.ts) reads them
// for her sign-in: an account that may not push and a repository GitHub does not show are said in
// Swedish in the panel; a sign-in that ran out signs her out, and its advice goes once she is in
// again; everything else passes untouched.
import { beforeEach, expect, it } from "vitest";
import { signedOutLine } from "../notices/github-errors.ts";
import { currentNotices, setNotice } from "../notices/notices.ts";
import { watchGitHubSaves } from "./github-saves.ts";

const repository = { apiRoot: "https://api.github.com", repo: "asa/fotosajt", branch: "main" };
const watchSignIn = (send: typeof fetch, signOut: () => void) =>
  watchGitHubSaves(repository, send, { signOut });
const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

/** A sign-out that must not happen. */
const stayIn = () => {
  throw new Error("signed out");
};

beforeEach(() => setNotice({ save: null }));

it("says why an account that may not push, or a repository GitHub does not show, keeps her out", async () => {
  const cases: [number, unknown, RegExp][] = [
    [
      200,
      { permissions: { push: false, pull: true } },
      /får inte spara i sajtens förråd asa\/fotosajt/,
    ],
    [404, { message: "Not Found" }, /hittar inte sajtens förråd asa\/fotosajt/],
  ];
  for (const [status, body, reason] of cases) {
    setNotice({ save: null });
    const send = watchSignIn(answering(status, body), stayIn);
    const response = await send(`${repository.apiRoot}/repos/${repository.repo}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    expect(currentNotices().save?.title).toBe("Inloggningen gick inte");
    expect(currentNotices().save?.lines).toEqual([expect.stringMatching(reason)]);
  }
});

it("says nothing of an account that may push, nor of the repository's files", async () => {
  await watchSignIn(
    answering(200, { permissions: { push: true } }),
    stayIn,
  )(`${repository.apiRoot}/repos/${repository.repo}`);
  await watchSignIn(
    answering(404, { message: "Not Found" }),
    stayIn,
  )(`${repository.apiRoot}/repos/${repository.repo}/contents/content/ny.yaml`);
  expect(currentNotices().save).toBeNull();
});

it("signs her out when GitHub no longer takes her sign-in, and drops its advice once she is in again", async () => {
  let signOuts = 0;
  const expired = watchSignIn(answering(401, { message: "Bad credentials" }), () => {
    signOuts++;
  });
  const response = await expired(`${repository.apiRoot}/repos/${repository.repo}/git/trees/main`);
  expect(response.status).toBe(401);
  expect(signOuts).toBe(1);
  // Another's 401 (not GitHub's) is no sign-out.
  await expired("https://example.com/api");
  expect(signOuts).toBe(1);

  // The refusal the save met says it; once she is in again (GitHub shows the repository), it goes.
  setNotice({ save: { title: "Ändringen sparades inte", lines: [signedOutLine] } });
  await watchSignIn(
    answering(200, { permissions: { push: true } }),
    stayIn,
  )(`${repository.apiRoot}/repos/${repository.repo}`);
  expect(currentNotices().save).toBeNull();
  // Another refusal stays.
  setNotice({ save: { title: "Ändringen sparades inte", lines: ["Priset saknas."] } });
  await watchSignIn(
    answering(200, { permissions: { push: true } }),
    stayIn,
  )(`${repository.apiRoot}/repos/${repository.repo}`);
  expect(currentNotices().save?.lines).toEqual(["Priset saknas."]);
});
