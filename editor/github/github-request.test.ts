// A request to the repository on GitHub (github-request.ts): her token at each request, JSON, no
// cached answer, and GitHub's status where it refuses.
import { expect, test } from "vitest";
import { GitHubRefusal, gitHubRequest, statusOf } from "./github-request.ts";

const repository = { repo: "foto/sajt", apiRoot: "http://api.github.test" };

/** GitHub answering `answer` to each request; what it was sent. */
function serve(answer: () => Response) {
  const sent: { address: string; init?: RequestInit }[] = [];
  const send: typeof fetch = async (input, init) => {
    sent.push({ address: String(input), init });
    return answer();
  };
  return { send, sent };
}

test("sends her token, as JSON, past the browser's cache, with the body as JSON", async () => {
  const github = serve(() => Response.json({ sha: "a" }));
  const request = gitHubRequest(repository, github.send, () => "nyckel");
  await expect(request("POST", "git/blobs", { content: "x" })).resolves.toEqual({ sha: "a" });
  expect(github.sent).toEqual([
    {
      address: "http://api.github.test/repos/foto/sajt/git/blobs",
      init: {
        method: "POST",
        cache: "no-store",
        headers: {
          Authorization: "token nyckel",
          "Content-Type": "application/json; charset=utf-8",
        },
        body: '{"content":"x"}',
      },
    },
  ]);
});

test("sends no body where the request has none", async () => {
  const github = serve(() => Response.json({}));
  await gitHubRequest(repository, github.send, () => "nyckel")("GET", "branches/main");
  expect(github.sent[0]?.init).not.toHaveProperty("body");
});

test("reads her token anew at each request, and sends an empty one when she is signed out", async () => {
  const github = serve(() => Response.json({}));
  let token: string | null = "första";
  const request = gitHubRequest(repository, github.send, () => token);
  await request("GET", "branches/main");
  token = null;
  await request("GET", "branches/main");
  const authorizations = github.sent.map(
    ({ init }) => (init?.headers as Record<string, string> | undefined)?.Authorization,
  );
  expect(authorizations).toEqual(["token första", "token "]);
});

test("a refusal is GitHub's status, and a failure to reach GitHub has none", async () => {
  const github = serve(() => Response.json({ message: "Not Found" }, { status: 404 }));
  const refused = await gitHubRequest(
    repository,
    github.send,
    () => "nyckel",
  )("GET", "x").catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(GitHubRefusal);
  expect(statusOf(refused)).toBe(404);
  expect((refused as Error).message).toBe("GitHub: 404");
  expect(statusOf(new TypeError("Failed to fetch"))).toBeNull();
});
