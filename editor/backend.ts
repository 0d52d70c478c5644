// Where the editor saves. On the owner's machine: the local server that `npm start` runs on the
// site's own origin, which writes straight into content/. Published: the repository on GitHub,
// signed in to through Netlify's OAuth, each save a commit that the host builds.

/** The GitHub repository and branch the published editor commits to. */
export type EditorRepository = { repo: string | null; branch: string };

/** The local server's API, on the page's own origin (only ever reachable on the owner's machine). */
export const localApiPath = "/redigera/api/v1";

/**
 * "owner/name" from EDITOR_REPO, else from Netlify's REPOSITORY_URL
 * (https://github.com/owner/name or git@github.com:owner/name.git); null for anything else.
 */
export function repositoryFromEnv(env: Record<string, string | undefined>): EditorRepository {
  const branch = env.BRANCH?.trim() || "main";
  const explicit = env.EDITOR_REPO?.trim();
  if (explicit) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(explicit)) {
      throw new Error(
        `EDITOR_REPO ska skrivas som ägare/namn, till exempel firma/sajt; nu: ${explicit}`,
      );
    }
    return { repo: explicit, branch };
  }
  const match = env.REPOSITORY_URL?.trim().match(
    /^(?:https:\/\/github\.com\/|git@github\.com:)([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/,
  );
  return { repo: match?.[1] ?? null, branch };
}
