// The editor's backends: Decap's own GitHub and local (proxy) backends, registered again under
// the editor's names (config.ts) with each save of an entry handed to the gate first
// (entry-gate.ts), and each file read recorded as the version its form was filled from
// (entry-versions.ts). Decap calls its backend's persistEntry for every save of an entry, also of
// a draft it brought back; the gate's refusal, thrown, stops the save before anything is written.
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { backendNames } from "./config.ts";
import type { EntryFile, EntryGate } from "./entry-gate.ts";
import type { EntryVersions } from "./entry-versions.ts";
import type { Branch } from "./whole-check.ts";

/** An entry's save as Decap hands it to its backend (decap-cms-lib-util's Implementation). */
export type DecapEntry = { dataFiles: EntryFile[]; assets: { path: string }[] };
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

/** Registers the editor's two backends; `readBranch` reads content/ on GitHub as it is now. */
export function registerGatedBackends(
  cms: { registerBackend(name: string, backend: unknown): void },
  gate: EntryGate,
  versions: EntryVersions,
  readBranch: () => Promise<Branch>,
) {
  /** Decap's entry save through the gate, then the backend's own; the versions written kept. */
  async function gated(
    entry: DecapEntry,
    options: PersistOptions,
    read: (path: string) => Promise<{ text: string | null; branch?: Branch }>,
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
    override persistEntry(entry: DecapEntry, options: PersistOptions) {
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
