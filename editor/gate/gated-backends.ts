// The editor's backends: Decap's own GitHub and local (proxy) backends, registered again under
// the editor's names (config.ts) with each change handed to the gate first (entry-gate.ts), and
// each file read recorded as the version its form was filled from (entry-versions.ts). Decap calls
// its backend's persistEntry for every save of an entry, also of a draft it brought back, and
// published, persistMedia and deleteFiles for the media library's uploads and deletions; the
// gate's refusal, thrown, stops the change before anything is written. On the owner's computer
// the local server checks uploads and deletions with the build itself.
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { backendNames } from "../fields/config.ts";
import type { CommitGate, EntryFile, EntryGate, EntrySave } from "./entry-gate.ts";
import type { EntryVersions } from "./entry-versions.ts";
import type { Branch } from "./whole-check.ts";

/** A photo uploaded, as Decap hands it to its backend (decap-cms-lib-util's AssetProxy). */
export type DecapMedia = { path: string; fileObj?: File };
/** An entry's save as Decap hands it to its backend (decap-cms-lib-util's Implementation). */
export type DecapEntry = { dataFiles: EntryFile[]; assets: DecapMedia[] };
export type PersistOptions = { collectionName?: string; newEntry?: boolean };

type Reader = {
  getEntry(path: string): Promise<{ data: string }>;
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ file: { path: string } }[]>;
};

/** The files (from content/) a new section's or text page's address is checked against. */
async function contentPaths(reader: Reader, collection: string | undefined) {
  const folders: Record<string, [string, number]> = {
    portfolio: ["content/portfolio", 2],
    textsidor: ["content/pages", 1],
  };
  const folder = collection ? folders[collection] : undefined;
  if (!folder) return [];
  const entries = await reader.entriesByFolder(folder[0], "yaml", folder[1]);
  return entries.map((entry) => entry.file.path.replace(/^content\//, ""));
}

/** The photos as their commit writes them. */
const photoFiles = (media: readonly DecapMedia[]) =>
  Promise.all(
    media.map(async ({ path, fileObj }) => ({
      path,
      bytes: new Uint8Array(fileObj ? await fileObj.arrayBuffer() : []),
    })),
  );

/**
 * Registers the editor's two backends; `readBranch` reads content/ on GitHub as it is now, which
 * `commitGate` checks the published editor's other commits on.
 */
export function registerGatedBackends(
  cms: { registerBackend(name: string, backend: unknown): void },
  gate: EntryGate,
  commitGate: CommitGate,
  versions: EntryVersions,
  readBranch: () => Promise<Branch>,
) {
  /** Decap's entry save through the gate, then the backend's own; the versions written kept. */
  async function gated(
    entry: DecapEntry,
    options: PersistOptions,
    read: EntrySave["read"],
    persist: (entry: DecapEntry) => Promise<void>,
  ) {
    const dataFiles = await gate(entry.dataFiles, {
      collection: options.collectionName ?? "",
      isNew: Boolean(options.newEntry),
      photos: entry.assets.map((asset) => asset.path),
      read,
    });
    await persist({ ...entry, dataFiles });
    for (const file of dataFiles) await versions.saved(file.newPath ?? file.path, file.raw);
  }

  /** The first read of a file is the version its form was filled from. */
  async function recorded<Read extends { data: string }>(path: string, reading: Promise<Read>) {
    const read = await reading;
    await versions.read(path, read.data);
    return read;
  }

  class GatedGitHub extends GitHubBackend {
    override getEntry(path: string) {
      // Decap's GitHub backend answers an unreadable file with no text: no version is known then.
      return super.getEntry(path).then(async (read) => {
        if (read.data !== "") await versions.read(path, read.data);
        return read;
      });
    }
    override async persistEntry(entry: DecapEntry, options: PersistOptions) {
      if (entry.assets.length > 0) await commitGate(await photoFiles(entry.assets));
      return gated(
        entry,
        options,
        async (path) => {
          const branch = await readBranch();
          const bytes = branch.bytesOf(path.replace(/^content\//, "") as never);
          return { text: bytes ? new TextDecoder().decode(bytes) : null, branch };
        },
        (passed) => super.persistEntry(passed, options),
      );
    }
    override async persistMedia(mediaFile: DecapMedia, options: unknown) {
      await commitGate(await photoFiles([mediaFile]));
      return super.persistMedia(mediaFile, options);
    }
    override async deleteFiles(paths: string[], commitMessage: string) {
      await commitGate(paths.map((path) => ({ path, bytes: null })));
      return super.deleteFiles(paths, commitMessage);
    }
  }

  class GatedLocal extends ProxyBackend {
    override getEntry(path: string) {
      return recorded(path, super.getEntry(path));
    }
    override persistEntry(entry: DecapEntry, options: PersistOptions) {
      const reader: Reader = {
        getEntry: (path) => super.getEntry(path),
        entriesByFolder: (folder, extension, depth) =>
          super.entriesByFolder(folder, extension, depth),
      };
      return gated(
        entry,
        options,
        async (path) => ({
          text: options.newEntry ? null : (await reader.getEntry(path)).data,
          paths: await contentPaths(reader, options.collectionName),
        }),
        (passed) => super.persistEntry(passed, options),
      );
    }
  }

  cms.registerBackend(backendNames.github, GatedGitHub);
  cms.registerBackend(backendNames.local, GatedLocal);
}
