// GitHub's answers about the repository at sign-in, as the published editor reads them: an
// account that may not push and a repository GitHub does not show are said in Swedish in the
// panel; an account that may push, and every other request, pass untouched.
import { beforeEach, expect, it } from "vitest";
import { watchSignIn } from "./github-sign-in.ts";
import { currentNotices, setNotice } from "./notices.ts";

const repository = { apiRoot: "https://api.github.com", repo: "asa/fotosajt" };
const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

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
    const send = watchSignIn(repository, answering(status, body));
    const response = await send(`${repository.apiRoot}/repos/${repository.repo}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    expect(currentNotices().save?.title).toBe("Inloggningen gick inte");
    expect(currentNotices().save?.lines).toEqual([expect.stringMatching(reason)]);
  }
});

it("says nothing of an account that may push, nor of the repository's files", async () => {
  await watchSignIn(
    repository,
    answering(200, { permissions: { push: true } }),
  )(`${repository.apiRoot}/repos/${repository.repo}`);
  await watchSignIn(
    repository,
    answering(404, { message: "Not Found" }),
  )(`${repository.apiRoot}/repos/${repository.repo}/contents/content/ny.yaml`);
  expect(currentNotices().save).toBeNull();
});
