// Why signing in to the published editor did not work, in Swedish: Decap asks GitHub for the
// repository once she has signed in, and stops on an account that may not push to it ("Your
// GitHub user account does not have access to this repo.") or on a repository it cannot see
// (a paragraph about "Open Authoring"), both in English. The answer is read here on its way to
// Decap and the reason put in the editor's panel; Decap's own toast points there (locale.ts).
import type { EditorRepository } from "./backend.ts";
import { setNotice } from "./notices.ts";

export const signInRefused = "Inloggningen gick inte";

type RepositoryAnswer = { permissions?: { push?: boolean } };

/** Why an answer of GitHub about the repository keeps her out, or null when it lets her in. */
export function signInProblem(
  repo: string,
  status: number,
  answer: RepositoryAnswer | null,
): string | null {
  if (status === 404) {
    return `GitHub hittar inte sajtens förråd ${repo}, eller så får kontot du loggade in med inte se det. Logga ut från GitHub på github.com och logga sedan in här igen med kontot som äger förrådet.`;
  }
  if (status === 200 && answer?.permissions?.push === false) {
    return `Kontot du loggade in med får inte spara i sajtens förråd ${repo}. Logga ut från GitHub på github.com och logga sedan in här igen med kontot som äger förrådet, eller be ägaren bjuda in ditt konto under Settings › Collaborators på GitHub.`;
  }
  return null;
}

/** `send` with GitHub's answers about the repository of `repository` read for sign-in problems. */
export function watchSignIn(
  repository: Pick<EditorRepository, "apiRoot" | "repo">,
  send: typeof fetch,
): typeof fetch {
  const { repo } = repository;
  if (!repo) return send;
  const repositoryUrl = `${repository.apiRoot}/repos/${repo}`;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await send(input, init);
    if (url.split("?")[0] !== repositoryUrl || (init?.method ?? "GET").toUpperCase() !== "GET") {
      return response;
    }
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as RepositoryAnswer | null;
    const problem = signInProblem(repo, response.status, answer);
    if (problem) setNotice({ save: { title: signInRefused, lines: [problem] } });
    return response;
  };
}
