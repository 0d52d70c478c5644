// Her sign-in to the published editor, on every request to GitHub (the watch is the first thing
// each passes). Why signing in did not work, in Swedish: Decap asks GitHub for the repository once
// she has signed in, and stops on an account that may not push to it ("Your GitHub user account
// does not have access to this repo.") or on a repository it cannot see (a paragraph about "Open
// Authoring"), both in English; the reason is put in the editor's panel, Decap's own toast points
// there (locale.ts). A sign-in that has run out (GitHub answers 401 to her token) signs her out at
// once, as Decap's own "Logga ut" does (`signOut`): the sign-in button is then in front of her,
// Decap keeps the form she was filling in and offers it back once she is in again
// (draft-bases.ts), and the panel's advice goes when she is.
import type { EditorRepository } from "../fields/backend.ts";
import { signedOutLine } from "../notices/github-errors.ts";
import { currentNotices, setNotice } from "../notices/notices.ts";

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

/** `send` with GitHub's answers read for sign-in problems; `signOut` when her sign-in ran out. */
export function watchSignIn(
  repository: Pick<EditorRepository, "apiRoot" | "repo">,
  send: typeof fetch,
  signOut: () => void,
): typeof fetch {
  const { repo } = repository;
  if (!repo) return send;
  const repositoryUrl = `${repository.apiRoot}/repos/${repo}`;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await send(input, init);
    if (response.status === 401 && url.startsWith(repository.apiRoot)) {
      signOut();
      return response;
    }
    if (url.split("?")[0] !== repositoryUrl || (init?.method ?? "GET").toUpperCase() !== "GET") {
      return response;
    }
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as RepositoryAnswer | null;
    const problem = signInProblem(repo, response.status, answer);
    if (problem) setNotice({ save: { title: signInRefused, lines: [problem] } });
    // In again: the advice to sign in has been followed.
    else if (response.ok && currentNotices().save?.lines.includes(signedOutLine)) {
      setNotice({ save: null });
    }
    return response;
  };
}
