// A request to the repository on GitHub with the signed-in owner's token, its JSON answer, or an
// error naming GitHub's status: what the published editor's reads and writes are made with.
import type { EditorRepository } from "../source/backend.ts";

/** GitHub answered with a status that is not a success: its status, for the caller to decide by. */
export class GitHubRefusal extends Error {
  constructor(readonly status: number) {
    super(`GitHub: ${status}`);
  }
}

/** GitHub's status in `error`, or null where GitHub did not answer (no network, a lost answer). */
export const statusOf = (error: unknown) => (error instanceof GitHubRefusal ? error.status : null);

/** `token`: where the signed-in owner's token is read, at each request (a new sign-in's). */
export function gitHubRequest(
  repository: Pick<EditorRepository, "apiRoot" | "repo">,
  send: typeof fetch,
  token: () => string | null,
) {
  const api = `${repository.apiRoot}/repos/${repository.repo}`;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await send(`${api}/${path}`, {
      method,
      cache: "no-store",
      headers: {
        Authorization: `token ${token() ?? ""}`,
        "Content-Type": "application/json; charset=utf-8",
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new GitHubRefusal(response.status);
    return (await response.json()) as T;
  };
}
