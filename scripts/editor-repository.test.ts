import { describe, expect, it } from "vitest";
import { commitFromEnv, repositoryFromEnv } from "./editor-repository.ts";

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

const mine = "a".repeat(40);

describe("commitFromEnv", () => {
  it("reads the commit as Netlify, Cloudflare Pages and GitHub Actions name it", () => {
    expect(commitFromEnv({ COMMIT_REF: mine })).toBe(mine);
    expect(commitFromEnv({ CF_PAGES_COMMIT_SHA: mine })).toBe(mine);
    expect(commitFromEnv({ GITHUB_SHA: mine })).toBe(mine);
    expect(commitFromEnv({})).toBeNull();
    expect(commitFromEnv({ COMMIT_REF: "HEAD" })).toBeNull();
  });
});
