// The bodies GitHub's REST API answers with, in the shapes of its published OpenAPI description
// (github-api.test.ts checks every answer against it), filled from the rehearsal's repository.
import type { CommitInfo, TreeEntry } from "./git-repository.ts";

export type Account = { login: string; id: number; name: string; email: string };

export type Place = {
  /** The API's own address, for example http://127.0.0.1:4400. */
  api: string;
  /** Where its pages would be (github.com's stand-in). */
  web: string;
  owner: string;
  name: string;
};

const created = "2026-01-01T00:00:00Z";
const nodeId = (kind: string, id: string | number) =>
  Buffer.from(`${kind}:${id}`).toString("base64").replace(/=+$/, "");

/** An account's picture, which the server draws itself (github-server.ts). */
export const avatarOf = (place: Place, login: string) =>
  `${place.api}/avatars/${encodeURIComponent(login)}`;

export function simpleUser(place: Place, account: Account) {
  const url = `${place.api}/users/${account.login}`;
  return {
    login: account.login,
    id: account.id,
    node_id: nodeId("User", account.id),
    avatar_url: avatarOf(place, account.login),
    gravatar_id: "",
    url,
    html_url: `${place.web}/${account.login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: "User",
    site_admin: false,
  };
}

/** GET /user: the signed-in account (GitHub's private-user). */
export function privateUser(place: Place, account: Account) {
  return {
    ...simpleUser(place, account),
    name: account.name,
    company: null,
    blog: "",
    location: "Stockholm",
    email: account.email,
    hireable: null,
    bio: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: created,
    updated_at: created,
    private_gists: 0,
    total_private_repos: 1,
    owned_private_repos: 1,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
  };
}

function repositoryUrls(place: Place) {
  const url = `${place.api}/repos/${place.owner}/${place.name}`;
  const templates = {
    archive_url: "{archive_format}{/ref}",
    assignees_url: "assignees{/user}",
    blobs_url: "git/blobs{/sha}",
    branches_url: "branches{/branch}",
    collaborators_url: "collaborators{/collaborator}",
    comments_url: "comments{/number}",
    commits_url: "commits{/sha}",
    compare_url: "compare/{base}...{head}",
    contents_url: "contents/{+path}",
    contributors_url: "contributors",
    deployments_url: "deployments",
    downloads_url: "downloads",
    events_url: "events",
    forks_url: "forks",
    git_commits_url: "git/commits{/sha}",
    git_refs_url: "git/refs{/sha}",
    git_tags_url: "git/tags{/sha}",
    hooks_url: "hooks",
    issue_comment_url: "issues/comments{/number}",
    issue_events_url: "issues/events{/number}",
    issues_url: "issues{/number}",
    keys_url: "keys{/key_id}",
    labels_url: "labels{/name}",
    languages_url: "languages",
    merges_url: "merges",
    milestones_url: "milestones{/number}",
    notifications_url: "notifications{?since,all,participating}",
    pulls_url: "pulls{/number}",
    releases_url: "releases{/id}",
    stargazers_url: "stargazers",
    statuses_url: "statuses/{sha}",
    subscribers_url: "subscribers",
    subscription_url: "subscription",
    tags_url: "tags",
    teams_url: "teams",
    trees_url: "git/trees{/sha}",
  };
  return {
    url,
    ...Object.fromEntries(Object.entries(templates).map(([key, tail]) => [key, `${url}/${tail}`])),
  };
}

/** A repository as lists and statuses name it (GitHub's minimal-repository). */
export function minimalRepository(place: Place, owner: Account) {
  return {
    id: 1,
    node_id: nodeId("Repository", 1),
    name: place.name,
    full_name: `${place.owner}/${place.name}`,
    owner: simpleUser(place, owner),
    private: true,
    html_url: `${place.web}/${place.owner}/${place.name}`,
    description: null,
    fork: false,
    ...repositoryUrls(place),
  };
}

/** GET /repos/{owner}/{repo} for `account`, who may push or not (GitHub's full-repository). */
export function fullRepository(
  place: Place,
  owner: Account,
  branch: string,
  canPush: boolean,
  pushedAt: string,
) {
  const web = `${place.web}/${place.owner}/${place.name}`;
  return {
    ...minimalRepository(place, owner),
    clone_url: `${web}.git`,
    git_url: `${web.replace(/^https?:/, "git:")}.git`,
    ssh_url: `git@${new URL(place.web).host}:${place.owner}/${place.name}.git`,
    svn_url: web,
    mirror_url: null,
    homepage: null,
    language: "TypeScript",
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    default_branch: branch,
    open_issues: 0,
    open_issues_count: 0,
    has_issues: false,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_discussions: false,
    archived: false,
    disabled: false,
    license: null,
    visibility: "private",
    pushed_at: pushedAt,
    created_at: created,
    updated_at: pushedAt,
    permissions: { admin: canPush, maintain: canPush, push: canPush, triage: true, pull: true },
    network_count: 0,
    subscribers_count: 1,
  };
}

function gitPerson(person: CommitInfo["author"]) {
  return { name: person.name, email: person.email, date: person.date };
}

/** POST /git/commits: a commit as git objects name it (GitHub's git-commit). */
export function gitCommit(place: Place, commit: CommitInfo) {
  const repo = `${place.api}/repos/${place.owner}/${place.name}`;
  const web = `${place.web}/${place.owner}/${place.name}`;
  return {
    sha: commit.sha,
    node_id: nodeId("Commit", commit.sha),
    url: `${repo}/git/commits/${commit.sha}`,
    html_url: `${web}/commit/${commit.sha}`,
    author: gitPerson(commit.author),
    committer: gitPerson(commit.committer),
    tree: { sha: commit.tree, url: `${repo}/git/trees/${commit.tree}` },
    message: commit.message,
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${repo}/git/commits/${sha}`,
      html_url: `${web}/commit/${sha}`,
    })),
    verification: {
      verified: false,
      reason: "unsigned",
      signature: null,
      payload: null,
      verified_at: null,
    },
  };
}

/** A commit as the commits list and a branch name it (GitHub's commit). */
export function commitResource(place: Place, commit: CommitInfo, accounts: Account[]) {
  const repo = `${place.api}/repos/${place.owner}/${place.name}`;
  const web = `${place.web}/${place.owner}/${place.name}`;
  const accountOf = (email: string) => {
    const account = accounts.find((candidate) => candidate.email === email);
    return account ? simpleUser(place, account) : null;
  };
  return {
    url: `${repo}/commits/${commit.sha}`,
    sha: commit.sha,
    node_id: nodeId("Commit", commit.sha),
    html_url: `${web}/commit/${commit.sha}`,
    comments_url: `${repo}/commits/${commit.sha}/comments`,
    commit: {
      url: `${repo}/git/commits/${commit.sha}`,
      author: gitPerson(commit.author),
      committer: gitPerson(commit.committer),
      message: commit.message,
      comment_count: 0,
      tree: { sha: commit.tree, url: `${repo}/git/trees/${commit.tree}` },
      verification: {
        verified: false,
        reason: "unsigned",
        signature: null,
        payload: null,
        verified_at: null,
      },
    },
    author: accountOf(commit.author.email),
    committer: accountOf(commit.committer.email),
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${repo}/commits/${sha}`,
      html_url: `${web}/commit/${sha}`,
    })),
  };
}

/** GET /branches/{branch} (GitHub's branch-with-protection), unprotected. */
export function branchResource(
  place: Place,
  branch: string,
  commit: CommitInfo,
  accounts: Account[],
) {
  const repo = `${place.api}/repos/${place.owner}/${place.name}`;
  return {
    name: branch,
    commit: commitResource(place, commit, accounts),
    _links: {
      html: `${place.web}/${place.owner}/${place.name}/tree/${branch}`,
      self: `${repo}/branches/${branch}`,
    },
    protected: false,
    protection: {
      enabled: false,
      required_status_checks: { enforcement_level: "off", contexts: [], checks: [] },
    },
    protection_url: `${repo}/branches/${branch}/protection`,
  };
}

/** A tree and its entries (GitHub's git-tree). */
export function treeResource(place: Place, sha: string, entries: TreeEntry[]) {
  const repo = `${place.api}/repos/${place.owner}/${place.name}`;
  return {
    sha,
    url: `${repo}/git/trees/${sha}`,
    tree: entries.map((entry) => ({
      path: entry.path,
      mode: entry.mode,
      type: entry.type,
      sha: entry.sha,
      ...(entry.type === "blob"
        ? { size: entry.size ?? 0, url: `${repo}/git/blobs/${entry.sha}` }
        : entry.type === "tree"
          ? { url: `${repo}/git/trees/${entry.sha}` }
          : {}),
    })),
    truncated: false,
  };
}

/** Base64 in lines of 60 characters, as GitHub sends a file's content. */
export function base64Lines(bytes: Buffer): string {
  return `${(bytes.toString("base64").match(/.{1,60}/g) ?? []).join("\n")}\n`;
}

/** GET /git/blobs/{sha} (GitHub's blob). */
export function blobResource(place: Place, sha: string, bytes: Buffer) {
  return {
    sha,
    node_id: nodeId("Blob", sha),
    size: bytes.length,
    url: `${place.api}/repos/${place.owner}/${place.name}/git/blobs/${sha}`,
    content: base64Lines(bytes),
    encoding: "base64",
  };
}

/** GET /contents/{path} for a file (GitHub's content-file). */
export function contentFile(place: Place, path: string, ref: string, sha: string, bytes: Buffer) {
  const repo = `${place.api}/repos/${place.owner}/${place.name}`;
  const web = `${place.web}/${place.owner}/${place.name}`;
  const url = `${repo}/contents/${path}?ref=${ref}`;
  return {
    type: "file",
    encoding: "base64",
    size: bytes.length,
    name: path.slice(path.lastIndexOf("/") + 1),
    path,
    content: base64Lines(bytes),
    sha,
    url,
    git_url: `${repo}/git/blobs/${sha}`,
    html_url: `${web}/blob/${ref}/${path}`,
    download_url: null,
    _links: { self: url, git: `${repo}/git/blobs/${sha}`, html: `${web}/blob/${ref}/${path}` },
  };
}

export type StatusRecord = {
  id: number;
  state: "error" | "failure" | "pending" | "success";
  description: string | null;
  target_url: string | null;
  context: string;
  created_at: string;
  updated_at: string;
  creator: Account;
};

/** A commit status (GitHub's status). */
export function statusResource(place: Place, sha: string, status: StatusRecord) {
  return {
    url: `${place.api}/repos/${place.owner}/${place.name}/statuses/${sha}`,
    avatar_url: avatarOf(place, status.creator.login),
    id: status.id,
    node_id: nodeId("StatusContext", status.id),
    state: status.state,
    description: status.description,
    target_url: status.target_url,
    context: status.context,
    created_at: status.created_at,
    updated_at: status.updated_at,
    creator: simpleUser(place, status.creator),
  };
}

/** GET /commits/{ref}/status: the newest status of each context, combined as GitHub does. */
export function combinedStatus(
  place: Place,
  owner: Account,
  sha: string,
  statuses: StatusRecord[],
) {
  const newest = new Map<string, StatusRecord>();
  for (const status of statuses) newest.set(status.context, status);
  const latest = [...newest.values()];
  const state = latest.some((s) => s.state === "error" || s.state === "failure")
    ? "failure"
    : latest.length > 0 && latest.every((s) => s.state === "success")
      ? "success"
      : "pending";
  const repo = `${place.api}/repos/${place.owner}/${place.name}`;
  return {
    state,
    // As a status alone, without who made it.
    statuses: latest.map((status) => {
      const { creator: _, ...listed } = statusResource(place, sha, status);
      return listed;
    }),
    sha,
    total_count: latest.length,
    repository: minimalRepository(place, owner),
    commit_url: `${repo}/commits/${sha}`,
    url: `${repo}/commits/${sha}/status`,
  };
}
