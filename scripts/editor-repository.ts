// What the build reads from its environment and writes beside the editor's page: where the
// published editor saves (Netlify's own variables, or the owner's EDITOR_REPO; editor/fields/
// backend.ts's `repositoryFile`), a setting that cannot be right stopping the build in Swedish;
// and the commit the site is built from (editor/builds/deploy-status.ts's `builtFromFile`).

import { gitHubApi, netlifySignIn } from "../editor/published-files.ts";
import type { EditorRepository } from "../editor/source/backend.ts";

/** An http(s) address without a trailing slash, from `name` in `env`, else `fallback`. */
function addressFrom(env: Record<string, string | undefined>, name: string, fallback: string) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`${name} ska vara en webbadress som börjar med https://; nu: ${value}`);
  }
  return url.href.replace(/\/+$/, "");
}

/**
 * "owner/name" from EDITOR_REPO, else from Netlify's REPOSITORY_URL
 * (https://github.com/owner/name or git@github.com:owner/name.git); null for anything else.
 * GitHub's API and the sign-in are GitHub's and Netlify's unless EDITOR_GITHUB_API and
 * EDITOR_SIGN_IN name stand-ins (the publishing rehearsal, scripts/published).
 */
export function repositoryFromEnv(env: Record<string, string | undefined>): EditorRepository {
  const branch = env.BRANCH?.trim() || "main";
  const apiRoot = addressFrom(env, "EDITOR_GITHUB_API", gitHubApi);
  const signInRoot = addressFrom(env, "EDITOR_SIGN_IN", netlifySignIn);
  const explicit = env.EDITOR_REPO?.trim();
  if (explicit) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(explicit)) {
      throw new Error(
        `EDITOR_REPO ska skrivas som ägare/namn, till exempel firma/sajt; nu: ${explicit}`,
      );
    }
    return { repo: explicit, branch, apiRoot, signInRoot };
  }
  const match = env.REPOSITORY_URL?.trim().match(
    /^(?:https:\/\/github\.com\/|git@github\.com:)([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/,
  );
  return { repo: match?.[1] ?? null, branch, apiRoot, signInRoot };
}

/** The commit a build is made from, as each host names it in the build's environment. */
export function commitFromEnv(env: Record<string, string | undefined>): string | null {
  const commit = env.COMMIT_REF ?? env.CF_PAGES_COMMIT_SHA ?? env.GITHUB_SHA;
  return commit && /^[0-9a-f]{40}$/.test(commit) ? commit : null;
}
