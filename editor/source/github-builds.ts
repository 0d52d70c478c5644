// At her own address, what the site does after each save: followed until the site shows it or
// the host says its build failed (deploy-status.ts, as decided in 024), said in the status panel
// in the form's labels. A build that stopped on a file her save did not write names that file,
// the commit that changed it and offers it back as the site was last built, through the same
// save and gate as any change. Said as the editor opens too, when the newest build failed.

import type { EditorRepository } from "../fields/backend.ts";
import { base64Bytes } from "../fields/base64.ts";
import type { Collection } from "../fields/fields.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import { type BuildNotice, setNotice } from "../notices/notices.ts";
import { builtFromFile, failedHead, failure, followDeploy } from "../saves/deploy-status.ts";
import { gitHubDeploys } from "../saves/github-deploys.ts";
import { gitHubRequest } from "../saves/github-request.ts";
import { blobInListing, folderListing, type TreeListing } from "../saves/github-tree.ts";
import type { ContentSource } from "./content-source.ts";

/** How long between two looks at the site and the host. */
const between = 5_000;

export function gitHubBuilds(
  repository: EditorRepository,
  token: () => string | null,
  source: ContentSource,
  collections: readonly Collection[],
  /** After a file was brought back: read content/ again. */
  restored: () => void,
) {
  const send: typeof fetch = (input, init) => window.fetch(input, init);
  // The site's word on what it is built from lies beside Decap's page, one folder up.
  const deploys = gitHubDeploys(repository, send, { token, builtFrom: `../${builtFromFile}` });
  const request = gitHubRequest(repository, send, token);
  const inHerWords = (build: BuildNotice): BuildNotice =>
    build.state === "fel"
      ? { ...build, lines: build.lines.map((line) => describeProblem(line, collections)) }
      : build;

  /** Brings `path` back as it is in the commit the site was last built from. */
  async function restore(path: string) {
    const built = await deploys.published().catch(() => null);
    const listing = built
      ? await request<TreeListing>("GET", folderListing(built, path)).catch((): TreeListing => ({}))
      : {};
    const blob = blobInListing(listing, path);
    const now = (await source.read()).files[path];
    if (!blob) {
      setNotice({
        save: {
          title: "Filen togs inte tillbaka",
          lines: [`${path} finns inte i den version av sajten som visas.`],
        },
      });
      return;
    }
    const { content } = await request<{ content?: string }>("GET", `git/blobs/${blob}`);
    const answer = await source.save(
      [{ path, raw: new TextDecoder().decode(base64Bytes(content ?? "")) }],
      { [path]: now?.version ?? null },
      `Redigeraren: tog tillbaka ${path} som den var i senaste fungerande bygget`,
    );
    if (!answer.ok) {
      setNotice({
        save: { title: "Filen togs inte tillbaka", lines: [answer.error, ...answer.problems] },
      });
      return;
    }
    setNotice({ build: null });
    restored();
  }

  return {
    /** Follows the commit of a save that wrote `written` until the site shows it or fails. */
    async follow(commit: string, written: readonly string[]) {
      const last = await followDeploy(
        commit,
        deploys,
        (state) => setNotice({ build: inHerWords(state) }),
        {
          wait: () => new Promise((done) => setTimeout(done, between)),
        },
      );
      if (last.state === "fel")
        setNotice(
          await failure(inHerWords(last) as typeof last, commit, written, deploys, restore),
        );
    },
    /** Says, as the editor opens, that the newest build failed, and why. */
    async sayFailedHead() {
      const notice = await failedHead(deploys, restore);
      if (notice) {
        setNotice(notice.build ? { ...notice, build: inHerWords(notice.build) } : notice);
      }
    },
  };
}
