// Builds the editor's page into build/client/redigera/. `npm start` rebuilds the site on every
// save in the editor; a save changes only content/, which the editor's page does not contain (it
// reads content/ at run time), so the built page is kept in a cache keyed by a hash of
// everything that goes into it, and a build whose inputs did not change copies it in instead of
// building it again.
// Where the page saves (the repository, from the build's environment) is no part of it: each
// build writes it beside the page, so one built page serves every place it is published; and
// beside it the data files of content/ the build read, which the editor at her own address takes
// where they are still the branch's (editor/github/built-blobs.ts); and the owner's guide, from
// docs/ (scripts/editor-guide.ts).
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { build } from "vite";
import { dataFilesAmong } from "#model/files.ts";
import { contentPaths } from "#model/load.ts";
import { builtFilesFile, builtFromFile, repositoryFile } from "../editor/published-files.ts";
import type { EditorRepository } from "../editor/source/backend.ts";
import { writeGuide } from "./editor-guide.ts";
import { commitFromEnv, repositoryFromEnv } from "./editor-repository.ts";
import { compressBeside, precompress } from "./hosting/precompress.ts";

const root = join(import.meta.dirname, "..");
export const editorCacheDir = join(root, "node_modules", ".cache", "editor");

/**
 * What the page is built from: the editor, the site's components, styles and checks it renders
 * and runs in the preview, the installed packages (by the lockfile), and the settings the build
 * reads its modules by (package.json's `imports`, tsconfig.json's JSX and its compiler options).
 * Broad on purpose: a change to any of these rebuilds the editor, a save of content/ never does.
 */
const inputs = ["editor", "app", "model", "package-lock.json", "package.json", "tsconfig.json"];

async function filesOf(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  // Tests are no part of the page.
  return entries
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every input file's path and bytes, in the project at `from`. */
export async function editorInputHash(from: string = root) {
  const hash = createHash("sha256");
  const files = (await Promise.all(inputs.map((input) => filesOf(join(from, input))))).flat();
  for (const file of files.map((file) => relative(from, file)).sort()) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(join(from, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Older builds of the editor kept besides the newest, for other checkouts sharing the cache. */
const keptBuilds = 3;

async function pruneCache() {
  const entries = await readdir(editorCacheDir, { withFileTypes: true }).catch(() => []);
  const builds = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map(async (entry) => {
        const path = join(editorCacheDir, entry.name);
        return { path, time: (await stat(path)).mtimeMs };
      }),
  );
  builds.sort((a, b) => b.time - a.time);
  await Promise.all(
    builds.slice(keptBuilds).map(({ path }) => rm(path, { recursive: true, force: true })),
  );
}

/** Writes where the editor's page in `editorDir` saves beside it. */
export async function writeRepository(editorDir: string, repository: EditorRepository) {
  await writeFile(join(editorDir, repositoryFile), `${JSON.stringify(repository)}\n`);
}

/** Writes the commit the build is made from beside the editor's page, as the host names it. */
export async function writeBuiltFrom(editorDir: string, env: Record<string, string | undefined>) {
  const builtFrom = { commit: commitFromEnv(env), builtAt: new Date().toISOString() };
  await writeFile(join(editorDir, builtFromFile), `${JSON.stringify(builtFrom)}\n`);
}

/**
 * Writes the data files of `from`/content/ beside the editor's page, each by its path, as text;
 * one that cannot be read is left out (the editor reads it from GitHub), and a content/ that
 * cannot be listed leaves none: they only spare requests, and never stop a build.
 */
export async function writeBuiltFiles(editorDir: string, from: string = root) {
  let paths: string[] = [];
  try {
    paths = contentPaths(from);
  } catch {}
  const files = await Promise.all(
    dataFilesAmong(paths).map(async (file) => {
      const text = await readFile(join(from, "content", file), "utf8").catch(() => null);
      return text === null ? [] : [[file, text] as const];
    }),
  );
  const path = join(editorDir, builtFilesFile);
  await writeFile(path, JSON.stringify(Object.fromEntries(files.flat())));
  await compressBeside(path);
}

/**
 * Writes the editor's page into `clientDir`/redigera/, built or from the cache, and beside it
 * where it saves, read from `env`.
 */
export async function buildEditor(
  clientDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ isCached: boolean }> {
  // Read first: settings that do not hold stop the build before half a minute is spent.
  const repository = repositoryFromEnv(env);
  const key = await editorInputHash();
  const cached = join(editorCacheDir, key);
  const isCached = await stat(cached).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isCached) {
    // Built beside the cache and moved in whole, so a stopped build never leaves half a page there.
    const partial = join(editorCacheDir, `.partial-${key}-${process.pid}`);
    await mkdir(editorCacheDir, { recursive: true });
    await build({
      configFile: join(root, "editor", "vite.config.ts"),
      // `npm start` may build it in its own terminal (scripts/local/fix-first-page.ts).
      logLevel: "error",
      build: { outDir: partial },
    });
    await precompress(partial);
    await rm(cached, { recursive: true, force: true });
    await rename(partial, cached);
    await pruneCache();
  }
  await cp(cached, join(clientDir, "redigera"), { recursive: true });
  await writeRepository(join(clientDir, "redigera"), repository);
  await writeBuiltFrom(join(clientDir, "redigera"), env);
  await writeBuiltFiles(join(clientDir, "redigera"));
  await writeGuide(join(clientDir, "redigera"));
  return { isCached };
}
