import { execFileSync } from "node:child_process";
import { appendFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths, projectRoot } from "#model/load.ts";
import { readBuiltBlobs } from "../editor/github/built-blobs.ts";
import { builtFilesFile } from "../editor/published-files.ts";
import { readRepository } from "../editor/source/backend.ts";
import {
  editorInputHash,
  writeBuiltFiles,
  writeBuiltFrom,
  writeRepository,
} from "./build-editor.ts";
import { repositoryFromEnv } from "./editor-repository.ts";

describe("editorInputHash", () => {
  // A project in miniature, with a file of each kind the editor's page is built from and of each
  // kind it is not.
  const files = {
    "editor/main.tsx": "export const editor = 1;\n",
    "editor/fields/list.tsx": "export const list = 1;\n",
    "editor/fields/list.test.tsx": "it('lists');\n",
    "app/components/photo.tsx": "export const photo = 1;\n",
    "app/app.css": "body { color: black; }\n",
    "model/schema.ts": "export const schema = 1;\n",
    "package-lock.json": '{ "lockfileVersion": 3 }\n',
    "package.json": '{ "imports": { "#app/*": "./app/*" } }\n',
    "tsconfig.json": '{ "compilerOptions": { "jsx": "react-jsx" } }\n',
    "content/home.yaml": "hero:\n  heading: Ljusa bilder\n",
    "content/portfolio/bostad/01.jpg": "photo",
    "scripts/build.ts": "export {};\n",
    "docs/decisions/001.md": "# Beslut\n",
    "README.md": "# Fotograf\n",
  };

  /** The key before and after `change` is made to a fresh copy of the miniature project. */
  async function keysAround(change: (project: string) => Promise<void>) {
    const project = await mkdtemp(join(tmpdir(), "editor-inputs-"));
    try {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(dirname(join(project, file)), { recursive: true });
        await writeFile(join(project, file), text);
      }
      const before = await editorInputHash(project);
      await change(project);
      return { before, after: await editorInputHash(project) };
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  }
  const edit = (file: string) => (project: string) =>
    appendFile(join(project, file), "// changed\n");

  it("is the same for the same inputs in another checkout, so an unchanged editor is not built again", async () => {
    const one = await keysAround(async () => {});
    const other = await keysAround(async () => {});
    expect(other.before).toBe(one.before);
  });

  it.each([
    "editor/main.tsx",
    "editor/fields/list.tsx",
    "app/components/photo.tsx",
    "app/app.css",
    "model/schema.ts",
    "package-lock.json",
    "package.json",
    "tsconfig.json",
  ])("changes when %s changes, so the editor is built again", async (file) => {
    const { before, after } = await keysAround(edit(file));
    expect(after).not.toBe(before);
  });

  it("changes when a file is added to the editor", async () => {
    const { before, after } = await keysAround((project) =>
      writeFile(join(project, "editor", "fields", "new.tsx"), "export const added = 1;\n"),
    );
    expect(after).not.toBe(before);
  });

  it("changes when a file of the editor is renamed, its bytes the same", async () => {
    const { before, after } = await keysAround((project) =>
      rename(join(project, "editor", "main.tsx"), join(project, "editor", "start.tsx")),
    );
    expect(after).not.toBe(before);
  });

  it.each([
    "content/home.yaml",
    "content/portfolio/bostad/01.jpg",
    "editor/fields/list.test.tsx",
    "scripts/build.ts",
    "docs/decisions/001.md",
    "README.md",
  ])("stays the same when %s changes, which is no part of the page", async (file) => {
    const { before, after } = await keysAround(edit(file));
    expect(after).toBe(before);
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
