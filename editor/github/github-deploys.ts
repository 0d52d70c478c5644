// What the published editor reads to follow a save to the site (deploy-status.ts): the commit the
// published site names beside the editor's page, and from GitHub, with the signed-in owner's
// token, the branch's history and the host's report on a commit.

import type { Change, DeployReader } from "../builds/deploy-status.ts";
import { builtFromFile } from "../published-files.ts";
import type { EditorRepository } from "../source/backend.ts";
import { gitHubRequest } from "./github-request.ts";

/** `token`: where her token is read; `builtFrom`: where the site says what it was built from. */
export function gitHubDeploys(
  repository: Pick<EditorRepository, "apiRoot" | "repo">,
  send: typeof fetch = fetch,
  { token, builtFrom = builtFromFile }: { token: () => string | null; builtFrom?: string },
): DeployReader {
  const request = gitHubRequest(repository, send, token);
  const ask = (path: string) => request<unknown>("GET", path);
  type Listed = {
    sha: string;
    commit: { message: string; author: { name: string; date: string } };
  };
  // A failure's paths are each asked after the same last good build: its history is read once.
  const histories = new Map<string, Promise<Listed[]>>();
  const historyOf = (published: string) => {
    let history = histories.get(published);
    if (!history) {
      history = ask(`commits?sha=${published}&per_page=100`) as Promise<Listed[]>;
      history.catch(() => histories.delete(published));
      histories.set(published, history);
    }
    return history;
  };
  const changeOf = ({ commit }: Listed): Change => ({
    message: commit.message.split("\n")[0] ?? "",
    author: commit.author.name,
    date: commit.author.date,
  });
  return {
    async published() {
      const response = await send(builtFrom, { cache: "no-store" });
      const answer = (await response.json()) as { commit?: unknown };
      return typeof answer.commit === "string" ? answer.commit : null;
    },
    async includes(published, commit) {
      const history = (await ask(`commits?sha=${published}&per_page=100`)) as { sha: string }[];
      return history.some((entry) => entry.sha === commit);
    },
    async head() {
      const [newest] = (await ask("commits?per_page=1")) as { sha: string }[];
      return newest?.sha ?? null;
    },
    async lastChange(path, from) {
      const [commit] = (await ask(
        `commits?sha=${from}&path=${encodeURIComponent(path)}&per_page=1`,
      )) as Listed[];
      return commit ? changeOf(commit) : null;
    },
    async firstChangeAfter(path, published, from) {
      const [changes, built] = await Promise.all([
        ask(`commits?sha=${from}&path=${encodeURIComponent(path)}&per_page=100`) as Promise<
          Listed[]
        >,
        historyOf(published),
      ]);
      const carried = new Set(built.map(({ sha }) => sha));
      // Newest first: the first change after the build is the last one not carried.
      const first = changes.filter(({ sha }) => !carried.has(sha)).at(-1);
      return first ? changeOf(first) : null;
    },
    async status(commit) {
      const combined = (await ask(`commits/${commit}/status`)) as {
        state: string;
        statuses: { state: string; description: string | null; target_url: string | null }[];
      };
      const failed = combined.statuses.find((s) => s.state === "failure" || s.state === "error");
      return {
        state: combined.state,
        description: failed?.description ?? null,
        link: failed?.target_url ?? null,
      };
    },
  };
}
