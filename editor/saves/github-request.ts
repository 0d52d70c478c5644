// A request to the repository on GitHub with the signed-in owner's token (the one Decap keeps),
// its JSON answer, or an error naming GitHub's status: what the published editor's own reads and
// writes beside Decap's are made with.
import type { EditorRepository } from "../fields/backend.ts";
import { githubToken } from "../notices/entry-file.ts";

/** `token`: where the signed-in owner's token is read, Decap's storage unless told. */
export function gitHubRequest(
  repository: Pick<EditorRepository, "apiRoot" | "repo">,
  send: typeof fetch,
  token: () => string | null = githubToken,
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
    if (!response.ok) throw new Error(`GitHub: ${response.status}`);
    return (await response.json()) as T;
  };
}
