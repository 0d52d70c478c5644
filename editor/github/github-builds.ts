// At her own address, what the site does after each save: followed until the site shows it or
// the host says its build failed (deploy-status.ts, as decided in 024), said in the status panel
// in the form's labels. A build that stopped on a file her save did not write names that file,
// the commit that changed it and offers it back as the site was last built, through the same
// save and gate as any change. Said as the editor opens too, when the newest build failed.

import { failedHead, failure, followDeploy } from "../builds/deploy-status.ts";
import { type BuildNotice, setNotice } from "../notices/notices.ts";
import type { EditorRepository } from "../source/backend.ts";
import type { ContentSource } from "../source/content-source.ts";
import { gitHubDeploys } from "./github-deploys.ts";

/** The pause between two looks at the site and the host. */
const wait = () => new Promise<void>((done) => setTimeout(done, 5_000));

export function gitHubBuilds(
  repository: EditorRepository,
  token: () => string | null,
  source: ContentSource,
  /** After a file was brought back: read content/ again. */
  restored: () => void,
) {
  const send: typeof fetch = (input, init) => window.fetch(input, init);
  const deploys = gitHubDeploys(repository, send, { token });

  /** Brings `path` back as the site was last built from it, then reads content/ again. */
  async function restore(path: string) {
    const now = (await source.read()).files[path];
    const answer = await source.restore(path, now?.version ?? null);
    if (!answer.ok) {
      const { describeProblem } = await import("../fields/problem-labels.ts");
      setNotice({
        save: {
          title: "Filen togs inte tillbaka",
          lines: [answer.error, ...answer.problems.map(describeProblem)],
        },
      });
      return;
    }
    setNotice({ build: null });
    restored();
  }

  // The host reports a failure as text (a commit status's description, the build's line where it
  // gives one): the one place a problem reaches the editor as a printed line, read by the build's
  // line format.
  const say = async ({ build, ...notice }: Awaited<ReturnType<typeof failure>>) => {
    const { describeBuildLine } = await import("../fields/problem-labels.ts");
    setNotice({ ...notice, build: { ...build, lines: build.lines.map(describeBuildLine) } });
  };

  return {
    /** Follows the commit of a save that wrote `written` until the site shows it or fails. */
    async follow(commit: string, written: readonly string[]) {
      // A failure is said below, once the file it stopped on is found in the build's own lines.
      const tell = (state: BuildNotice) => {
        if (state.state !== "fel") setNotice({ build: state });
      };
      const last = await followDeploy(commit, deploys, tell, { wait });
      if (last.state === "fel") await say(await failure(last, commit, written, deploys, restore));
    },
    /** Says, as the editor opens, that the newest build failed, and why. */
    async sayFailedHead() {
      const notice = await failedHead(deploys, restore);
      if (notice) await say(notice);
    },
  };
}
