// Published, what the site did after a save, read from what the host really gives: every build
// writes the commit it was built from beside the editor's page (`builtFromFile`, from the host's
// build environment, scripts/editor-repository.ts), so the published site itself says when her
// save is live; and a host that reports its builds on the commit (a commit status: GitHub
// Actions, Cloudflare Pages, the publishing rehearsal's host) says when one failed, and why.
// Netlify reports nothing on a production commit (decision 024): a save not live after the
// longest build Netlify allows is said to have stopped there, with where to read why.

import { type BuildNotice, whenMade } from "../notices/notices.ts";

type HostReport = { state: string; description: string | null; link: string | null };

/** A commit as the notice names it: its message's first line, its author and when. */
export type Change = { message: string; author: string; date: string };

export type DeployReader = {
  /** The commit the site is built from now, or null when it does not say. */
  published(): Promise<string | null>;
  /** Whether `commit` is `published` or came before it on the branch. */
  includes(published: string, commit: string): Promise<boolean>;
  /** The newest commit on the branch. */
  head(): Promise<string | null>;
  /** The newest commit up to `from` that changed `path`: its message, its author and when. */
  lastChange(path: string, from: string): Promise<Change | null>;
  /**
   * The first commit up to `from` that changed `path` (a photo deleted or renamed too) and that
   * `published`, the last good build, did not carry.
   */
  firstChangeAfter(path: string, published: string, from: string): Promise<Change | null>;
  /** The host's report on `commit`, if it gives one. */
  status(commit: string): Promise<HostReport | null>;
};

/**
 * The files of content/ that a failed build's lines name (the file a value is in, and a photo or
 * file the value names) and that `written` (the files a save wrote) does not hold, in the order
 * named: what the build may have stopped on other than that save.
 */
export function brokenElsewhere(lines: readonly string[], written: readonly string[]) {
  const named = lines.flatMap((line) => line.match(/content\/[\w./-]*\w/g) ?? []);
  return [...new Set(named)].filter((path) => !written.includes(path));
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
): Promise<{ saved?: null; build: Extract<BuildNotice, { state: "fel" }> }> {
  const named = brokenElsewhere(build.lines, written);
  const [first] = named;
  if (!first) return { build };
  // What stopped the build is the first change to what it names after the last good build: a
  // later change of hers to the same file (a reorder around a deleted photo) did not.
  const published = await deploys.published().catch(() => null);
  const after = published
    ? await Promise.all(
        named.map(async (path) => ({
          path,
          change: await deploys.firstChangeAfter(path, published, commit).catch(() => null),
        })),
      )
    : [];
  const [culprit] = after
    .flatMap(({ path, change }) => (change ? [{ path, change }] : []))
    .sort((one, other) => Date.parse(one.change.date) - Date.parse(other.change.date));
  const path = culprit?.path ?? first;
  const change = culprit?.change ?? (await deploys.lastChange(path, commit).catch(() => null));
  const by =
    change && `"${change.message}" (${change.author}, ${whenMade(Date.parse(change.date))})`;
  const said = !by
    ? `Bygget stannar på ${path}:`
    : culprit
      ? `${path} ändrades i ${by}, efter sajtens senaste fungerande bygge, och bygget stannar på den:`
      : `${path} ändrades senast i ${by}, och bygget stannar på den:`;
  const yours =
    written.length > 0
      ? ["Din ändring är sparad och kommer med på sajten när den går att bygga igen."]
      : [];
  return {
    saved: null,
    build: {
      ...build,
      lines: [said, ...build.lines, ...yours],
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
