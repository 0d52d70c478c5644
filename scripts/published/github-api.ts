// The part of GitHub's REST API that the editor calls, answered
// from a real git repository with GitHub's documented semantics: its status codes, git's own
// shas, 404 for what does not exist, 422 for a ref update that is not a fast-forward. Every
// route names its operation in GitHub's OpenAPI description, and github-api.test.ts checks each
// answer against that description's schema.

import type { GitRepository } from "./git-repository.ts";
import {
  type Account,
  blobResource,
  branchResource,
  combinedStatus,
  commitResource,
  contentFile,
  fullRepository,
  gitCommit,
  type Place,
  privateUser,
  type StatusRecord,
  statusResource,
  treeResource,
} from "./github-shapes.ts";

export type Session = { account: Account; canPush: boolean };

export type GitHubOptions = {
  repository: GitRepository;
  place: Place;
  branch: string;
  /** The repository's owner. */
  owner: Account;
  /** Every token the server accepts and whose it is. */
  sessions: Map<string, Session>;
  /** Told of every commit the branch moves to. */
  onPush?: (sha: string) => void;
};

export type ApiRequest = {
  method: string;
  /** Decoded path segments after the host, for example ["repos", "o", "r", "git", "trees", "main:x"]. */
  path: string;
  query: URLSearchParams;
  token: string | null;
  body: unknown;
};

export type Answer = { status: number; body?: unknown };

const documentation = "https://docs.github.com/rest";
const message = (status: number, text: string): Answer => ({
  status,
  body: { message: text, documentation_url: documentation, status: String(status) },
});
const notFound = () => message(404, "Not Found");
const invalid = (text: string) => message(422, text);

type Handler = (
  request: ApiRequest,
  params: string[],
  session: Session,
) => Promise<Answer> | Answer;

/** One operation: its method, its path in GitHub's OpenAPI description, and its handler. */
export type Route = { method: string; template: string; pattern: RegExp; handle: Handler };

const isSha = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{40}$/.test(value);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function gitHubApi(options: GitHubOptions) {
  const { repository, place, branch, owner } = options;
  const accounts = () => [owner, ...[...options.sessions.values()].map((s) => s.account)];
  const statuses = new Map<string, StatusRecord[]>();
  let statusCount = 0;
  let pushedAt = "2026-01-01T00:00:00Z";
  const repo = `repos/${place.owner}/${place.name}`;
  const escaped = repo.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  const commitOf = async (spec: string) => {
    const sha = await repository.resolve(spec, "commit");
    return sha ? repository.readCommit(sha) : null;
  };

  const routes: Route[] = [];
  const route = (method: string, template: string, tail: string, handle: Handler) => {
    const pattern =
      template === "/user" ? /^user$/ : new RegExp(`^${escaped}${tail ? `/${tail}` : ""}$`);
    routes.push({ method, template, pattern, handle });
  };

  route("GET", "/user", "", (_request, _params, session) => ({
    status: 200,
    body: privateUser(place, session.account),
  }));

  route("GET", "/repos/{owner}/{repo}", "", (_request, _params, session) => ({
    status: 200,
    body: fullRepository(place, owner, branch, session.canPush, pushedAt),
  }));

  route("GET", "/repos/{owner}/{repo}/branches/{branch}", "branches/(.+)", async (_r, [name]) => {
    const commit = name && (await repository.resolve(`refs/heads/${name}`, "commit"));
    if (!commit) return message(404, "Branch not found");
    return {
      status: 200,
      body: branchResource(place, name, await repository.readCommit(commit), accounts()),
    };
  });

  route(
    "GET",
    "/repos/{owner}/{repo}/git/trees/{tree_sha}",
    "git/trees/(.+)",
    async (request, [spec = ""]) => {
      const sha = await repository.resolve(spec, "tree");
      if (!sha) return notFound();
      const recursive = request.query.has("recursive");
      return {
        status: 200,
        body: treeResource(place, sha, await repository.readTree(sha, recursive)),
      };
    },
  );

  route("POST", "/repos/{owner}/{repo}/git/trees", "git/trees", async (request, _p, session) => {
    if (!session.canPush) return notFound();
    const body = record(request.body);
    const base = body.base_tree;
    if (base !== undefined && !(isSha(base) && (await repository.resolve(base, "tree")))) {
      return invalid("base_tree is not a valid tree oid");
    }
    if (!Array.isArray(body.tree)) return invalid('Invalid request.\n\n"tree" wasn\'t supplied.');
    const entries: { path: string; mode: string; sha: string | null }[] = [];
    for (const item of body.tree.map(record)) {
      const path = item.path;
      const mode = item.mode;
      if (typeof path !== "string" || path === "" || path.split("/").some((part) => !part)) {
        return invalid("tree.path contains a malformed path component");
      }
      if (!["100644", "100755", "040000", "160000", "120000"].includes(String(mode))) {
        return invalid("tree.mode is not a valid file mode");
      }
      if (item.content !== undefined) {
        const sha = await repository.writeBlob(Buffer.from(String(item.content)));
        entries.push({ path, mode: String(mode), sha });
      } else if (item.sha === null) {
        entries.push({ path, mode: String(mode), sha: null });
      } else if (isSha(item.sha) && (await repository.resolve(item.sha, "blob"))) {
        entries.push({ path, mode: String(mode), sha: item.sha });
      } else {
        return invalid("tree.sha is not a valid blob");
      }
    }
    const sha = await repository.writeTree(typeof base === "string" ? base : null, entries);
    return { status: 201, body: treeResource(place, sha, await repository.readTree(sha, false)) };
  });

  route("POST", "/repos/{owner}/{repo}/git/blobs", "git/blobs", async (request, _p, session) => {
    if (!session.canPush) return notFound();
    const body = record(request.body);
    if (typeof body.content !== "string") {
      return invalid('Invalid request.\n\n"content" wasn\'t supplied.');
    }
    const encoding = body.encoding ?? "utf-8";
    if (encoding !== "base64" && encoding !== "utf-8") {
      return invalid(`encoding must be utf-8 or base64, not ${String(encoding)}`);
    }
    const bytes = Buffer.from(body.content, encoding === "base64" ? "base64" : "utf8");
    const sha = await repository.writeBlob(bytes);
    return { status: 201, body: { sha, url: `${place.api}/${repo}/git/blobs/${sha}` } };
  });

  route(
    "GET",
    "/repos/{owner}/{repo}/git/blobs/{file_sha}",
    "git/blobs/(.+)",
    async (_r, [sha]) => {
      if (!isSha(sha) || !(await repository.resolve(sha, "blob"))) return notFound();
      return { status: 200, body: blobResource(place, sha, await repository.readBlob(sha)) };
    },
  );

  route(
    "POST",
    "/repos/{owner}/{repo}/git/commits",
    "git/commits",
    async (request, _p, session) => {
      if (!session.canPush) return notFound();
      const body = record(request.body);
      if (typeof body.message !== "string") return invalid("message wasn't supplied");
      if (!isSha(body.tree) || !(await repository.resolve(body.tree, "tree"))) {
        return invalid("Tree SHA does not exist");
      }
      const parents = Array.isArray(body.parents) ? body.parents : [];
      for (const parent of parents) {
        if (!isSha(parent) || !(await repository.resolve(parent, "commit"))) {
          return invalid("Parent SHA does not exist or is not a commit object");
        }
      }
      const author = record(body.author);
      const sha = await repository.writeCommit(body.tree, parents as string[], body.message, {
        name: typeof author.name === "string" ? author.name : session.account.name,
        email: typeof author.email === "string" ? author.email : session.account.email,
        ...(typeof author.date === "string" ? { date: author.date } : {}),
      });
      return { status: 201, body: gitCommit(place, await repository.readCommit(sha)) };
    },
  );

  route(
    "PATCH",
    "/repos/{owner}/{repo}/git/refs/{ref}",
    "git/refs/(.+)",
    async (request, [ref = ""], session) => {
      if (!session.canPush) return notFound();
      const body = record(request.body);
      const current = await repository.resolve(`refs/${ref}`, "commit");
      if (!ref.startsWith("heads/") || !current) return invalid("Reference does not exist");
      if (!isSha(body.sha) || !(await repository.resolve(body.sha, "commit"))) {
        return invalid("Object does not exist");
      }
      const fastForward = await repository.isAncestor(current, body.sha);
      if (!fastForward && body.force !== true) return invalid("Update is not a fast forward");
      // Compared with the value just read: an update that lands between is not overwritten.
      if (!(await repository.updateRef(`refs/${ref}`, body.sha, current))) {
        return invalid("Update is not a fast forward");
      }
      pushedAt = new Date().toISOString().replace(/\.\d+Z$/, "Z");
      if (ref === `heads/${branch}`) options.onPush?.(body.sha);
      return {
        status: 200,
        body: {
          ref: `refs/${ref}`,
          node_id: Buffer.from(`Ref:${ref}`).toString("base64"),
          url: `${place.api}/${repo}/git/refs/${ref}`,
          object: {
            type: "commit",
            sha: body.sha,
            url: `${place.api}/${repo}/git/commits/${body.sha}`,
          },
        },
      };
    },
  );

  route("GET", "/repos/{owner}/{repo}/commits", "commits", async (request) => {
    const from = request.query.get("sha") ?? branch;
    const head = await repository.resolve(from, "commit");
    if (!head) return notFound();
    const perPage = Math.min(Number(request.query.get("per_page") ?? 30) || 30, 100);
    const path = request.query.get("path") ?? undefined;
    const shas = await repository.log(head, path, perPage);
    const commits = await Promise.all(shas.map((sha) => repository.readCommit(sha)));
    return { status: 200, body: commits.map((c) => commitResource(place, c, accounts())) };
  });

  route(
    "GET",
    "/repos/{owner}/{repo}/commits/{ref}/status",
    "commits/(.+)/status",
    async (_r, [ref = ""]) => {
      const commit = await commitOf(ref);
      if (!commit) return message(422, `No commit found for SHA: ${ref}`);
      return {
        status: 200,
        body: combinedStatus(place, owner, commit.sha, statuses.get(commit.sha) ?? []),
      };
    },
  );

  route(
    "POST",
    "/repos/{owner}/{repo}/statuses/{sha}",
    "statuses/(.+)",
    async (request, [sha = ""], session) => {
      if (!session.canPush) return notFound();
      if (!isSha(sha) || !(await repository.resolve(sha, "commit"))) {
        return invalid(`No commit found for SHA: ${sha}`);
      }
      const body = record(request.body);
      if (!["error", "failure", "pending", "success"].includes(String(body.state))) {
        return invalid("state is not included in the list");
      }
      const now = new Date().toISOString().replace(/\.\d+Z$/, "Z");
      const status: StatusRecord = {
        id: ++statusCount,
        state: body.state as StatusRecord["state"],
        description: typeof body.description === "string" ? body.description : null,
        target_url: typeof body.target_url === "string" ? body.target_url : null,
        context: typeof body.context === "string" ? body.context : "default",
        created_at: now,
        updated_at: now,
        creator: session.account,
      };
      statuses.set(sha, [...(statuses.get(sha) ?? []), status]);
      return { status: 201, body: statusResource(place, sha, status) };
    },
  );

  route(
    "GET",
    "/repos/{owner}/{repo}/contents/{path}",
    "contents/(.+)",
    async (request, [path = ""]) => {
      const ref = request.query.get("ref") ?? branch;
      const commit = await repository.resolve(ref, "commit");
      const sha = commit && (await repository.resolve(`${commit}:${path}`, "blob"));
      if (!sha) return notFound();
      return {
        status: 200,
        body: contentFile(place, path, ref, sha, await repository.readBlob(sha)),
      };
    },
  );

  /** The answer to `request`, as GitHub gives it. */
  async function answer(request: ApiRequest): Promise<Answer> {
    const session = request.token ? options.sessions.get(request.token) : undefined;
    if (!session) return message(401, "Bad credentials");
    const candidates = routes.filter((r) => r.pattern.test(request.path));
    const found = candidates.find((r) => r.method === request.method);
    if (!found) return notFound();
    const params = request.path.match(found.pattern)?.slice(1) ?? [];
    return found.handle(request, params, session);
  }

  return { answer, routes };
}
