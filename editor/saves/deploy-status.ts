// Published, what the site did after a save, read from what the host really gives: every build
// writes the commit it was built from beside the editor's page (`builtFromFile`, from the host's
// build environment, scripts/editor-repository.ts), so the published site itself says when her
// save is live; and a host that reports its builds on the commit (a commit status: GitHub
// Actions, Cloudflare Pages, the publishing rehearsal's host) says when one failed, and why.
// Netlify reports nothing on a production commit (decision 024): a save not live after the
// longest build Netlify allows is said to have stopped there, with where to read why.

import { type BuildNotice, whenMade } from "../notices/notices.ts";

/** The file beside the editor's page naming the commit the published site was built from. */
export const builtFromFile = "byggd.json";

type HostReport = { state: string; description: string | null; link: string | null };

export type DeployReader = {
  /** The commit the site is built from now, or null when it does not say. */
  published(): Promise<string | null>;
  /** Whether `commit` is `published` or came before it on the branch. */
  includes(published: string, commit: string): Promise<boolean>;
  /** The newest commit on the branch. */
  head(): Promise<string | null>;
  /** The newest commit up to `from` that changed `path`: its message, its author and when. */
  lastChange(
    path: string,
    from: string,
  ): Promise<{ message: string; author: string; date: string } | null>;
  /** The host's report on `commit`, if it gives one. */
  status(commit: string): Promise<HostReport | null>;
};

/**
 * The file of content/ that a failed build's lines name and that `written` (the files a save
 * wrote) does not hold: the build stopped on something else than that save; or null.
 */
export function brokenElsewhere(lines: readonly string[], written: readonly string[]) {
  for (const line of lines) {
    const path = /(content\/[\w./-]*\w)/.exec(line)?.[1];
    if (path && !written.includes(path)) return path;
  }
  return null;
}

const hasFailed = (status: HostReport) => status.state === "failure" || status.state === "error";
const failedBuild = (status: HostReport): Extract<BuildNotice, { state: "fel" }> => ({
  state: "fel",
  lines: [status.description ?? "Värden kunde inte bygga sajten."],
  ...(status.link ? { link: status.link } : {}),
});

/** Netlify stops a build after 15 minutes (its default build time limit). */
export const longestBuild = 15 * 60_000;

/**
 * Follows `commit`, saved at `started`, until the site shows it or the host says its build
 * failed, telling `tell` each state; resolves with the last. `wait` is the pause between looks.
 */
export async function followDeploy(
  commit: string,
  reader: DeployReader,
  tell: (state: BuildNotice) => void,
  {
    wait,
    now = Date.now,
    started = now(),
  }: { wait: () => Promise<void>; now?: () => number; started?: number },
): Promise<BuildNotice> {
  const end = (state: BuildNotice) => {
    tell(state);
    return state;
  };
  tell({ state: "bygger" });
  for (;;) {
    const published = await reader.published().catch(() => null);
    if (
      published &&
      (published === commit || (await reader.includes(published, commit).catch(() => false)))
    ) {
      return end({ state: "klar", seconds: Math.round((now() - started) / 1000) });
    }
    const status = await reader.status(commit).catch(() => null);
    if (status && hasFailed(status)) return end(failedBuild(status));
    if (now() - started > longestBuild) {
      return end({
        state: "fel",
        lines: [
          "Sajten visar inte ändringen efter en kvart, längre än ett bygge får ta. Bygget har troligen stoppats: öppna Deploys hos Netlify (app.netlify.com, ditt projekt) och läs varför överst i det senaste bygget.",
        ],
        link: "https://app.netlify.com",
      });
    }
    await wait();
  }
}

type Restore = (path: string) => Promise<void>;

/**
 * The notice of a failed build of `commit`, which wrote `written`: where it stopped on a file the
 * save did not write, which commit changed that file last, the restore of that file, and no undo
 * of her save, which did not break it.
 */
export async function failure(
  build: Extract<BuildNotice, { state: "fel" }>,
  commit: string,
  written: readonly string[],
  deploys: DeployReader,
  restore: Restore,
): Promise<{ saved?: null; build: BuildNotice }> {
  const path = brokenElsewhere(build.lines, written);
  if (!path) return { build };
  const change = await deploys.lastChange(path, commit).catch(() => null);
  const culprit = change
    ? `${path} ändrades senast i "${change.message}" (${change.author}, ${whenMade(Date.parse(change.date))}), och bygget stannar på den:`
    : `Bygget stannar på ${path}:`;
  const yours =
    written.length > 0
      ? ["Din ändring är sparad och kommer med på sajten när den går att bygga igen."]
      : [];
  return {
    saved: null,
    build: {
      ...build,
      lines: [culprit, ...build.lines, ...yours],
      broken: { path, restore: () => restore(path) },
    },
  };
}

/** The notice of the branch's newest commit when its build failed, or null. */
export async function failedHead(deploys: DeployReader, restore: Restore) {
  const head = await deploys.head().catch(() => null);
  const status = head ? await deploys.status(head).catch(() => null) : null;
  if (!head || !status || !hasFailed(status)) return null;
  return failure(failedBuild(status), head, [], deploys, restore);
}
