// The repository the GitHub tests talk to: her site's, on its main branch, behind an API root and
// a sign-in no request reaches (each test answers for GitHub itself).
import type { EditorRepository } from "../source/backend.ts";

export const apiRoot = "http://api.github.test";

export const repository: EditorRepository = {
  repo: "foto/sajt",
  branch: "main",
  apiRoot,
  signInRoot: "http://netlify.test",
};
