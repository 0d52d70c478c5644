import { describe, expect, it } from "vitest";
import { repositoryFromEnv } from "./backend.ts";

describe("repositoryFromEnv", () => {
  it("takes EDITOR_REPO first, and the branch from BRANCH", () => {
    expect(
      repositoryFromEnv({
        EDITOR_REPO: "firma/sajt",
        REPOSITORY_URL: "https://github.com/annan/sajt",
        BRANCH: "publicera",
      }),
    ).toEqual({ repo: "firma/sajt", branch: "publicera" });
  });

  it("reads Netlify's REPOSITORY_URL, over https or ssh, on the main branch by default", () => {
    for (const url of [
      "https://github.com/firma/foto-sajt",
      "https://github.com/firma/foto-sajt.git",
      "git@github.com:firma/foto-sajt.git",
    ]) {
      expect(repositoryFromEnv({ REPOSITORY_URL: url }), url).toEqual({
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
});
