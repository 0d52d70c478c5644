// Where the editor saves. On the owner's machine: the local server that `npm start` runs on the
// site's own origin, which writes straight into content/. Published: the repository on GitHub,
// signed in to through Netlify's OAuth, each save a commit that the host builds. The editor's
// page is the same bytes wherever it is published; the build writes where it saves beside it
// (`repositoryFile`, scripts/editor-repository.ts), read when the page opens.

import { gitHubApi, netlifySignIn, repositoryFile } from "../published-files.ts";

/** The GitHub repository and branch the published editor commits to, and how it reaches them. */
export type EditorRepository = {
  repo: string | null;
  branch: string;
  /** GitHub's REST API (the publishing rehearsal's stand-in in its tests). */
  apiRoot: string;
  /** The OAuth provider that signs the owner in to GitHub (Netlify's). */
  signInRoot: string;
};

/** The local server's API, on the page's own origin (only ever reachable on the owner's machine). */
export const localApiPath = "/redigera/api/v1";

/** The settings the build wrote beside the page (`at`); none readable means no repository. */
export async function readRepository(
  send: typeof fetch = fetch,
  at: string = repositoryFile,
): Promise<EditorRepository> {
  // The page preloads it (index.html); the host has it revalidated (no-cache) each time.
  const answer = await send(at)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  const value = (answer ?? {}) as Partial<Record<keyof EditorRepository, unknown>>;
  const text = (key: keyof EditorRepository) =>
    typeof value[key] === "string" ? (value[key] as string) : null;
  return {
    repo: text("repo"),
    branch: text("branch") ?? "main",
    apiRoot: text("apiRoot") ?? gitHubApi,
    signInRoot: text("signInRoot") ?? netlifySignIn,
  };
}

/** The local server's answer to `infoAction`, which only it gives. */
export const infoAction = "info";
export const localAnswer = { local: true } as const;

/**
 * Whether `npm start`'s local server answers on this origin: then every save goes there,
 * whatever repository the build names.
 */
export async function localServerAnswers(api: string, send: typeof fetch = fetch) {
  // Only a page on this computer has one to ask.
  if (!["localhost", "127.0.0.1"].includes(new URL(api).hostname)) return false;
  const answer = await send(api, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: infoAction }),
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  return (answer as { local?: unknown } | null)?.local === true;
}
