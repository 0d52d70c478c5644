import { describe, expect, it } from "vitest";
import { localServerAnswers, readRepository, repositoryFromEnv } from "./backend.ts";

describe("repositoryFromEnv", () => {
  it("takes EDITOR_REPO first, and the branch from BRANCH", () => {
    expect(
      repositoryFromEnv({
        EDITOR_REPO: "firma/sajt",
        REPOSITORY_URL: "https://github.com/annan/sajt",
        BRANCH: "publicera",
      }),
    ).toEqual({
      repo: "firma/sajt",
      branch: "publicera",
      apiRoot: "https://api.github.com",
      signInRoot: "https://api.netlify.com",
    });
  });

  it("reads Netlify's REPOSITORY_URL, over https or ssh, on the main branch by default", () => {
    for (const url of [
      "https://github.com/firma/foto-sajt",
      "https://github.com/firma/foto-sajt.git",
      "git@github.com:firma/foto-sajt.git",
    ]) {
      expect(repositoryFromEnv({ REPOSITORY_URL: url }), url).toMatchObject({
        repo: "firma/foto-sajt",
        branch: "main",
      });
    }
  });

  it("knows no repository for another host or none", () => {
    expect(repositoryFromEnv({ REPOSITORY_URL: "https://gitlab.com/firma/sajt" }).repo).toBeNull();
    expect(repositoryFromEnv({}).repo).toBeNull();
  });

  it("stops a build whose EDITOR_REPO is not owner/name, in Swedish", () => {
    expect(() => repositoryFromEnv({ EDITOR_REPO: "https://github.com/firma/sajt" })).toThrow(
      /EDITOR_REPO ska skrivas som ägare\/namn/,
    );
  });

  it("takes stand-ins for GitHub's API and the sign-in, and refuses what is not a web address", () => {
    expect(
      repositoryFromEnv({
        EDITOR_REPO: "firma/sajt",
        EDITOR_GITHUB_API: "http://127.0.0.1:4400/",
        EDITOR_SIGN_IN: "http://127.0.0.1:4400",
      }),
    ).toMatchObject({ apiRoot: "http://127.0.0.1:4400", signInRoot: "http://127.0.0.1:4400" });
    for (const bad of ["api.github.com", "javascript:alert(1)", "https://x.se/?a=1"]) {
      expect(() => repositoryFromEnv({ EDITOR_GITHUB_API: bad }), bad).toThrow(
        /EDITOR_GITHUB_API ska vara en webbadress/,
      );
    }
  });
});

describe("readRepository", () => {
  const answering = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;

  it("reads the settings the build wrote beside the page", async () => {
    const written = {
      repo: "firma/sajt",
      branch: "main",
      apiRoot: "https://api.github.com",
      signInRoot: "https://api.netlify.com",
    };
    expect(await readRepository(answering(200, JSON.stringify(written)))).toEqual(written);
  });

  it("knows no repository when the file is missing or not JSON", async () => {
    expect((await readRepository(answering(404, "Not found"))).repo).toBeNull();
    expect((await readRepository(answering(200, "<html>"))).repo).toBeNull();
  });
});

describe("localServerAnswers", () => {
  it("is true only for an answer that names a repository, as Decap's own check", async () => {
    const with_ = (body: string, status = 200) =>
      localServerAnswers(
        "http://localhost/redigera/api/v1",
        (async () => new Response(body, { status })) as unknown as typeof fetch,
      );
    expect(await with_(JSON.stringify({ repo: "sajt", type: "local_fs" }))).toBe(true);
    expect(await with_("Not Found", 404)).toBe(false);
    expect(await with_("<!doctype html>")).toBe(false);
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await localServerAnswers("http://localhost/x", offline)).toBe(false);
    const asked: string[] = [];
    const recording = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ repo: "sajt" }));
    }) as unknown as typeof fetch;
    expect(await localServerAnswers("https://www.foto.se/redigera/api/v1", recording)).toBe(false);
    expect(asked).toEqual([]);
  });
});
