// The GitHub-shaped server, held to GitHub's published OpenAPI description (@octokit/openapi):
// every route it answers is an operation there, and every answer, errors included, is valid
// against that operation's schema for its status code. And what the answers say is git's truth:
// the calls the editor makes to save a file land as a commit in the repository.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { gitRepository } from "./git-repository.ts";
import { createGitHubServer } from "./github-server.ts";

type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
};
const description = JSON.parse(
  await readFile(
    join(import.meta.dirname, "../../node_modules/@octokit/openapi/generated/api.github.com.json"),
    "utf8",
  ),
) as OpenApi;
/**
 * OpenAPI 3.0's `nullable` beside a `$ref` or `allOf` (Ajv knows it only beside `type`), written
 * as the JSON Schema it means: that schema, or null.
 */
function nullableAsJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsJsonSchema);
  if (!node || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableAsJsonSchema(value)]);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (schema.nullable !== true || "type" in schema) return schema;
  const { nullable: _, ...rest } = schema;
  return { anyOf: [rest, { type: "null" }] };
}
// GitHub's description is OpenAPI 3.0: its schemas carry keywords of their own (example,
// x-github), which a strict JSON Schema validator would refuse.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(nullableAsJsonSchema(description) as object, "github");

const pointer = (...tokens: string[]) =>
  tokens.map((token) => encodeURIComponent(token.replaceAll("~", "~0").replaceAll("/", "~1")));

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
/** The validator of `template`'s answer with `status`, read from GitHub's description. */
function validatorFor(method: string, template: string, status: number) {
  const key = `${method} ${template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const operation = description.paths[template]?.[method.toLowerCase()];
    const response = operation?.responses[String(status)];
    if (!response) throw new Error(`GitHub documents no ${status} for ${key}`);
    const base = response.$ref
      ? response.$ref.slice(2).split("/")
      : ["paths", template, method.toLowerCase(), "responses", String(status)];
    const ref = `github#/${pointer(...base, "content", "application/json", "schema").join("/")}`;
    validate = ajv.compile({ $ref: ref });
    validators.set(key, validate);
  }
  return validate;
}

// Each test is many requests to a server that runs git: seconds on a machine busy with the run.
vi.setConfig({ testTimeout: 30_000 });

const token = "ägarens-nyckel";
const readerToken = "läsarens-nyckel";
const owner = { login: "fotograf", id: 7, name: "Fotografen", email: "foto@firma.se" };
let gitDir: string;
let origin: string;
let close: () => void;
const pushes: string[] = [];
let routes: { method: string; template: string; pattern: RegExp }[] = [];

const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8" }).trim();

beforeAll(async () => {
  gitDir = await mkdtemp(join(tmpdir(), "github-api-test-"));
  git("init", "--bare", "--quiet", "--initial-branch=main");
  const repository = gitRepository(gitDir);
  const home = await repository.writeBlob(Buffer.from("hero:\n  heading: Ljusa bilder\n"));
  const photo = await repository.writeBlob(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  const tree = await repository.writeTree(null, [
    { path: "content/home.yaml", mode: "100644", sha: home },
    { path: "content/images/hero.jpg", mode: "100644", sha: photo },
  ]);
  const first = await repository.writeCommit(tree, [], "Första", owner);
  git("update-ref", "refs/heads/main", first);
  const options = {
    repository,
    place: { api: "", web: "http://github.test", owner: "fotograf", name: "sajt" },
    branch: "main",
    owner,
    sessions: new Map([
      [token, { account: owner, canPush: true }],
      [readerToken, { account: { ...owner, login: "läsare", id: 8 }, canPush: false }],
    ]),
    signInToken: token,
    onPush: (sha: string) => pushes.push(sha),
  };
  const server = createGitHubServer(options);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  options.place.api = origin;
  close = () => server.close();
  const { gitHubApi } = await import("./github-api.ts");
  routes = gitHubApi(options).routes;
});
afterAll(async () => {
  close();
  await rm(gitDir, { recursive: true, force: true });
});

/** Calls the server as the editor does and checks the answer against GitHub's description. */
async function call(method: string, path: string, body?: unknown, as = token) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: `token ${as}`, "Content-Type": "application/json; charset=utf-8" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown> & unknown[];
  const bare = decodeURIComponent(new URL(path, origin).pathname.slice(1));
  const route = routes.find((r) => r.method === method && r.pattern.test(bare));
  if (route) {
    const validate = validatorFor(method, route.template, response.status);
    expect(
      validate(json),
      `${method} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}`,
    ).toBe(true);
  }
  return { status: response.status, json, headers: response.headers };
}

describe("the GitHub-shaped server", () => {
  test("answers only operations of GitHub's OpenAPI description", () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, template } of routes) {
      expect(
        description.paths[template]?.[method.toLowerCase()],
        `${method} ${template}`,
      ).toBeDefined();
    }
  });

  test("signs in: the user, and a repository the owner may push to and a reader may not", async () => {
    const user = await call("GET", "/user");
    expect(user.status).toBe(200);
    expect(user.json.login).toBe("fotograf");
    expect((await call("GET", "/repos/fotograf/sajt")).json.permissions).toMatchObject({
      push: true,
    });
    const reader = await call("GET", "/repos/fotograf/sajt", undefined, readerToken);
    expect(reader.json.permissions).toMatchObject({ push: false });
    expect((await call("GET", "/user", undefined, "fel")).status).toBe(401);
    expect((await call("GET", "/repos/fotograf/annan")).status).toBe(404);
  });

  test("sends GitHub's cross-origin and rate-limit headers, and answers a preflight", async () => {
    const { headers } = await call("GET", "/user");
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(Number(headers.get("x-ratelimit-remaining"))).toBeLessThan(5000);
    const preflight = await fetch(`${origin}/user`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
  });

  test("a save as the editor makes it becomes a commit on the branch, with git's own shas", async () => {
    const branch = await call("GET", "/repos/fotograf/sajt/branches/main");
    const head = (branch.json.commit as { sha: string }).sha;
    expect(head).toBe(git("rev-parse", "main"));

    const folder = await call(
      "GET",
      `/repos/fotograf/sajt/git/trees/main:${encodeURIComponent("content")}`,
    );
    const entries = folder.json.tree as { path: string; sha: string }[];
    expect(entries.map((e) => e.path)).toEqual(["home.yaml", "images"]);
    const deep = await call("GET", "/repos/fotograf/sajt/git/trees/main:content?recursive=1");
    expect((deep.json.tree as { path: string }[]).map((e) => e.path)).toContain("images/hero.jpg");

    const homeSha = entries.find((e) => e.path === "home.yaml")?.sha ?? "";
    const blob = await call("GET", `/repos/fotograf/sajt/git/blobs/${homeSha}`);
    expect(Buffer.from(String(blob.json.content), "base64").toString()).toMatch(/Ljusa bilder/);

    const text = "hero:\n  heading: Bilder som säljer\n";
    const created = await call("POST", "/repos/fotograf/sajt/git/blobs", {
      content: Buffer.from(text).toString("base64"),
      encoding: "base64",
    });
    expect(created.status).toBe(201);
    expect(created.json.sha).toBe(
      execFileSync("git", ["hash-object", "--stdin"], { input: text, encoding: "utf8" }).trim(),
    );
    const baseTree = (branch.json.commit as { commit: { tree: { sha: string } } }).commit.tree.sha;
    const tree = await call("POST", "/repos/fotograf/sajt/git/trees", {
      base_tree: baseTree,
      tree: [
        { path: "content/home.yaml", mode: "100644", type: "blob", sha: created.json.sha },
        { path: "content/images/hero.jpg", mode: "100644", type: "blob", sha: null },
      ],
    });
    expect(tree.status).toBe(201);
    const commit = await call("POST", "/repos/fotograf/sajt/git/commits", {
      message: "Redigeraren: ändrade home",
      tree: tree.json.sha,
      parents: [head],
    });
    expect(commit.status).toBe(201);
    const moved = await call("PATCH", "/repos/fotograf/sajt/git/refs/heads/main", {
      sha: commit.json.sha,
      force: false,
    });
    expect(moved.status).toBe(200);
    expect(git("rev-parse", "main")).toBe(commit.json.sha);
    expect(git("show", "main:content/home.yaml")).toMatch(/Bilder som säljer/);
    expect(git("ls-tree", "-r", "--name-only", "main")).not.toMatch(/hero\.jpg/);
    expect(pushes.at(-1)).toBe(commit.json.sha);

    const history = await call(
      "GET",
      "/repos/fotograf/sajt/commits?path=content/home.yaml&sha=main",
    );
    expect(history.json.map((c) => (c as { sha: string }).sha)).toEqual([commit.json.sha, head]);
    const file = await call("GET", "/repos/fotograf/sajt/contents/content/home.yaml?ref=main");
    expect(Buffer.from(String(file.json.content), "base64").toString()).toBe(text);
  });

  test("a ref update that is not a fast-forward is refused with 422 and moves nothing", async () => {
    const head = git("rev-parse", "main");
    const parent = git("rev-parse", "main^");
    const stale = await call("POST", "/repos/fotograf/sajt/git/commits", {
      message: "Från en gammal vy",
      tree: git("rev-parse", "main^^{tree}"),
      parents: [parent],
    });
    const refused = await call("PATCH", "/repos/fotograf/sajt/git/refs/heads/main", {
      sha: stale.json.sha,
      force: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe("Update is not a fast forward");
    expect(git("rev-parse", "main")).toBe(head);
  });

  test("commit statuses are kept per commit and combined as GitHub combines them", async () => {
    const head = git("rev-parse", "main");
    expect((await call("GET", `/repos/fotograf/sajt/commits/${head}/status`)).json.state).toBe(
      "pending",
    );
    await call("POST", `/repos/fotograf/sajt/statuses/${head}`, {
      state: "pending",
      context: "netlify/bygge",
      description: "Bygger",
    });
    await call("POST", `/repos/fotograf/sajt/statuses/${head}`, {
      state: "failure",
      context: "netlify/bygge",
      description: "Bygget stoppades",
      target_url: "http://127.0.0.1/bygge",
    });
    const combined = await call("GET", "/repos/fotograf/sajt/commits/main/status");
    expect(combined.json).toMatchObject({ state: "failure", sha: head, total_count: 1 });
  });

  test("what does not exist answers 404, a reader cannot write, bad input 422", async () => {
    const zeros = "0".repeat(40);
    expect((await call("GET", `/repos/fotograf/sajt/git/blobs/${zeros}`)).status).toBe(404);
    expect((await call("GET", "/repos/fotograf/sajt/git/trees/main:finns-inte")).status).toBe(404);
    expect((await call("GET", "/repos/fotograf/sajt/branches/finns-inte")).status).toBe(404);
    expect((await call("GET", "/repos/fotograf/sajt/contents/finns-inte.yaml")).status).toBe(404);
    const write = await call(
      "POST",
      "/repos/fotograf/sajt/git/blobs",
      { content: "x" },
      readerToken,
    );
    expect(write.status).toBe(404);
    const bad = await call("POST", "/repos/fotograf/sajt/git/commits", {
      message: "x",
      tree: zeros,
      parents: [],
    });
    expect(bad.status).toBe(422);
  });
});
