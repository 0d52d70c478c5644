// The rehearsal's repository: a bare git repository, read and written with git itself, so that
// every sha, tree and commit the GitHub-shaped server answers with is git's own.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type TreeEntry = {
  path: string;
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  /** Blobs only. */
  size?: number;
};

export type CommitInfo = {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
};

export type Person = { name: string; email: string; date?: string };

/** Thrown for an object or a name git does not know. */
export class NotInRepository extends Error {}

export function gitRepository(gitDir: string) {
  function git(
    args: string[],
    { input, env = {} }: { input?: Buffer | string; env?: Record<string, string> } = {},
  ): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn("git", ["--git-dir", gitDir, ...args], {
        env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0" },
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
      child.on("error", reject);
      // A git that stops before it has read its input (its repository removed as the rehearsal
      // stops) is a failed command, said by its exit below with git's reason; the pipe it closed
      // (EPIPE) says nothing more, and would win the race to say it.
      child.stdin.on("error", () => undefined);
      child.on("close", (code) => {
        if (code === 0) resolve(Buffer.concat(out));
        else {
          const message = Buffer.concat(err).toString().trim();
          reject(new NotInRepository(`git ${args[0]}: ${message || `exit ${code}`}`));
        }
      });
      child.stdin.end(input);
    });
  }
  const text = async (args: string[], options?: Parameters<typeof git>[1]) =>
    (await git(args, options)).toString().trim();

  /** `spec` (a sha, a branch, or `branch:folder`) as an object of `type`, or null. */
  async function resolve(spec: string, type: "commit" | "tree" | "blob"): Promise<string | null> {
    // A leading dash would be read as an option.
    if (spec.startsWith("-")) return null;
    // After a colon all is a path, where ^{type} would be read as part of a name.
    if (!spec.includes(":")) {
      return text(["rev-parse", "--verify", "--quiet", `${spec}^{${type}}`]).catch(() => null);
    }
    const sha = await text(["rev-parse", "--verify", "--quiet", spec]).catch(() => null);
    const kind = sha && (await text(["cat-file", "-t", sha]).catch(() => null));
    return kind === type ? sha : null;
  }

  async function readTree(sha: string, recursive: boolean): Promise<TreeEntry[]> {
    const listing = await text(["ls-tree", "-l", "-z", ...(recursive ? ["-r", "-t"] : []), sha]);
    return listing
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf("\t");
        const [mode = "", type = "", objectSha = "", size = "-"] = line.slice(0, tab).split(/\s+/);
        const entry: TreeEntry = {
          path: line.slice(tab + 1),
          mode,
          type: type as TreeEntry["type"],
          sha: objectSha,
        };
        if (type === "blob") entry.size = Number(size);
        return entry;
      });
  }

  async function readCommit(sha: string): Promise<CommitInfo> {
    const raw = await text(["cat-file", "commit", sha]);
    const [header = "", ...message] = raw.split("\n\n");
    const fields = header.split("\n");
    const person = (name: string) => {
      const line = fields.find((field) => field.startsWith(`${name} `)) ?? "";
      const match = line.match(/^\w+ (.*) <(.*)> (\d+) ([+-]\d{4})$/);
      return {
        name: match?.[1] ?? "",
        email: match?.[2] ?? "",
        date: new Date(Number(match?.[3] ?? 0) * 1000).toISOString().replace(".000Z", "Z"),
      };
    };
    return {
      sha,
      tree: fields.find((field) => field.startsWith("tree "))?.slice(5) ?? "",
      parents: fields.filter((field) => field.startsWith("parent ")).map((field) => field.slice(7)),
      message: message.join("\n\n"),
      author: person("author"),
      committer: person("committer"),
    };
  }

  /**
   * A new tree: `base` (or nothing) with each entry written at its path, folders made as needed,
   * and an entry without a sha removed. Built in an index of its own, as git builds every tree.
   */
  async function writeTree(
    base: string | null,
    entries: { path: string; mode: string; sha: string | null }[],
  ): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), "rehearsal-index-"));
    const env = { GIT_INDEX_FILE: join(folder, "index") };
    try {
      await git(base ? ["read-tree", base] : ["read-tree", "--empty"], { env });
      // Mode 0 removes a path. Without a work tree, --index-info is how an index is edited.
      const lines = entries.map(({ path, mode, sha }) =>
        sha === null ? `0 ${"0".repeat(40)}\t${path}\0` : `${mode} ${sha}\t${path}\0`,
      );
      await git(["update-index", "-z", "--index-info"], { input: lines.join(""), env });
      return await text(["write-tree"], { env });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    gitDir,
    resolve,
    readTree,
    readCommit,
    writeTree,
    readBlob: (sha: string) => git(["cat-file", "blob", sha]),
    writeBlob: (bytes: Buffer) => text(["hash-object", "-w", "--stdin"], { input: bytes }),
    writeCommit: async (tree: string, parents: string[], message: string, author: Person) => {
      const date = author.date ?? new Date().toISOString();
      const who = {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
        GIT_COMMITTER_DATE: date,
      };
      const parentArgs = parents.flatMap((parent) => ["-p", parent]);
      return text(["commit-tree", tree, ...parentArgs, "-F", "-"], { input: message, env: who });
    },
    /** Whether `ancestor` is `descendant` or one of its ancestors. */
    isAncestor: (ancestor: string, descendant: string) =>
      git(["merge-base", "--is-ancestor", ancestor, descendant]).then(
        () => true,
        () => false,
      ),
    /** Moves `ref` from `from` to `to`; false if another update moved it first. */
    updateRef: (ref: string, to: string, from: string) =>
      git(["update-ref", ref, to, from]).then(
        () => true,
        () => false,
      ),
    /** Newest first: the commits reachable from `from`, those that changed `path` if given. */
    log: async (from: string, path?: string, limit = 30): Promise<string[]> =>
      (await text(["rev-list", `--max-count=${limit}`, from, ...(path ? ["--", path] : [])]))
        .split("\n")
        .filter(Boolean),
    /** The files of `commit` written into `target`. */
    exportTo: async (commit: string, target: string) => {
      const archive = await git(["archive", "--format=tar", commit]);
      await new Promise<void>((done, fail) => {
        const tar = spawn("tar", ["-x", "-C", target]);
        tar.on("error", fail);
        tar.stdin.on("error", fail);
        tar.on("close", (code) => (code === 0 ? done() : fail(new Error(`tar: exit ${code}`))));
        tar.stdin.end(archive);
      });
    },
  };
}

export type GitRepository = ReturnType<typeof gitRepository>;
