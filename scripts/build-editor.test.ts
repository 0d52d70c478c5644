import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import { readRepository } from "../editor/fields/backend.ts";
import { builtFilesFile } from "../editor/published-files.ts";
import { readBuiltBlobs } from "../editor/saves/built-blobs.ts";
import {
  editorInputHash,
  writeBuiltFiles,
  writeBuiltFrom,
  writeRepository,
} from "./build-editor.ts";
import { repositoryFromEnv } from "./editor-repository.ts";

describe("editorInputHash", () => {
  it("is the same for the same inputs, so an unchanged editor is not built again", async () => {
    expect(await editorInputHash()).toBe(await editorInputHash());
  });
});

describe("writeRepository", () => {
  it("writes where the page saves beside it, as the page reads it", async () => {
    const folder = await mkdtemp(join(tmpdir(), "editor-build-"));
    try {
      const repository = repositoryFromEnv({ EDITOR_REPO: "firma/sajt", BRANCH: "publicera" });
      await writeRepository(folder, repository);
      const text = await readFile(join(folder, "publicering.json"), "utf8");
      const page = (async () => new Response(text)) as unknown as typeof fetch;
      expect(await readRepository(page)).toEqual(repository);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("writeBuiltFrom", () => {
  it("names the commit the host builds from beside the page, or none where it names none", async () => {
    const folder = await mkdtemp(join(tmpdir(), "editor-build-"));
    const read = async () =>
      JSON.parse(await readFile(join(folder, "byggd.json"), "utf8")) as { commit: unknown };
    try {
      const commit = "0123456789abcdef0123456789abcdef01234567";
      await writeBuiltFrom(folder, { COMMIT_REF: commit });
      expect((await read()).commit).toBe(commit);
      await writeBuiltFrom(folder, {});
      expect((await read()).commit).toBeNull();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("writeBuiltFiles", () => {
  it("writes content/'s data files beside the page, each read there as the blob git names it", async () => {
    const folder = await mkdtemp(join(tmpdir(), "editor-build-"));
    try {
      await writeBuiltFiles(folder);
      const text = await readFile(join(folder, builtFilesFile), "utf8");
      const blobs = await readBuiltBlobs(async () => new Response(text));
      const files = dataFilesAmong(contentPaths(projectRoot)).map((file) =>
        join(projectRoot, "content", file),
      );
      const shas = execFileSync("git", ["hash-object", ...files], { encoding: "utf8" });
      expect([...blobs.keys()].sort()).toEqual(shas.trim().split("\n").sort());
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("writes none where content/ cannot be listed, and the build goes on", async () => {
    const folder = await mkdtemp(join(tmpdir(), "editor-build-"));
    try {
      await writeBuiltFiles(folder, join(folder, "no-project"));
      expect(JSON.parse(await readFile(join(folder, builtFilesFile), "utf8"))).toEqual({});
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
