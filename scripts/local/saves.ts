// The editor's saves on the owner's computer, taken from decap-server so that none reaches
// content/ unchecked: a save is refused when the file changed since the editor read it (another
// tab, another window), and when the build's own check finds a problem the save would bring in
// (scripts/local/save-guard.ts); otherwise each file is written whole. Saves run one at a time.
// The file as it was before each save is kept, so the owner can bring it back (restorePrevious).
import { readFile } from "node:fs/promises";
import { posix } from "node:path";
import {
  applyChanges,
  type Change,
  problemsOfChanges,
  versionOf,
  writeWhole,
} from "./save-guard.ts";

type DataFile = { path: string; raw: string; newPath?: string };
type Asset = { path: string; content: string; encoding: "base64" };

/** What the backend answers: the status and the JSON body. */
export type SaveAnswer = { status: number; body: Record<string, unknown> };

/** The requests this module answers; decap-server answers every other. */
export const saveActions = new Set([
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "restorePrevious",
]);

/** Where the file before each save is kept: the project's cache, by its path in the project. */
const previousOf = (projectRoot: string, path: string) =>
  posix.join(projectRoot, "node_modules", ".cache", "redigeraren", "tidigare", path);

/** The editor sends, beside a save, the version of each file as it read it (editor/local-saves.ts). */
type Versions = Record<string, string | null>;

async function versionNow(projectRoot: string, path: string): Promise<string | null> {
  return readFile(posix.join(projectRoot, path)).then(versionOf, () => null);
}

/** The changes a request of the editor asks for. */
function changesOf(action: string, params: Record<string, unknown>): Change[] {
  switch (action) {
    case "persistEntry": {
      const entry = params.entry as DataFile | undefined;
      const dataFiles = (params.dataFiles as DataFile[] | undefined) ?? (entry ? [entry] : []);
      const assets = (params.assets as Asset[] | undefined) ?? [];
      return [
        ...dataFiles.flatMap(({ path, raw, newPath }) => {
          const bytes = new TextEncoder().encode(raw);
          return newPath && newPath !== path
            ? [
                { path: newPath, bytes },
                { path, bytes: null },
              ]
            : [{ path, bytes }];
        }),
        ...assets.map(({ path, content, encoding }) => ({
          path,
          bytes: Buffer.from(content, encoding),
        })),
      ];
    }
    case "persistMedia": {
      const { path, content, encoding } = params.asset as Asset;
      return [{ path, bytes: Buffer.from(content, encoding) }];
    }
    case "deleteFile":
      return [{ path: params.path as string, bytes: null }];
    case "restorePrevious":
      return [];
    default:
      return ((params.paths as string[] | undefined) ?? []).map((path) => ({ path, bytes: null }));
  }
}

const refusedStale =
  "Filen har ändrats sedan du öppnade den, i en annan flik eller ett annat fönster. Din ändring sparades inte, så inget av det som sparats där skrevs över. Ladda om sidan (Ctrl+R eller ⌘R) för att se det som är sparat nu, och gör din ändring igen.";

/** Saves one at a time: a check and its write are never interleaved with another save's. */
export function localSaves(projectRoot: string) {
  let queue: Promise<unknown> = Promise.resolve();

  async function save(action: string, params: Record<string, unknown>): Promise<SaveAnswer> {
    const changes = changesOf(action, params);
    if (action === "restorePrevious") {
      const path = String(params.path);
      const previous = await readFile(previousOf(projectRoot, path)).catch(() => null);
      if (!previous) {
        return {
          status: 404,
          body: { error: "Det finns ingen tidigare version av filen att ta tillbaka." },
        };
      }
      changes.push({ path, bytes: previous });
    }
    const versions = (params.baseVersions ?? {}) as Versions;
    for (const [path, version] of Object.entries(versions)) {
      if ((await versionNow(projectRoot, path)) !== version) {
        return { status: 409, body: { error: refusedStale, stale: path } };
      }
    }
    const problems = await problemsOfChanges(projectRoot, changes);
    if (problems.length > 0) {
      return {
        status: 422,
        body: { error: `Sparades inte:\n${problems.join("\n")}`, problems },
      };
    }
    // The data files as they were, for restorePrevious; photos are kept in content/ itself.
    for (const { path } of changes.filter((change) => change.path.endsWith(".yaml"))) {
      const before = await readFile(posix.join(projectRoot, path)).catch(() => null);
      if (before) await writeWhole(previousOf(projectRoot, path), before);
    }
    await applyChanges(projectRoot, changes);
    const written = Object.fromEntries(
      changes.map(({ path, bytes }) => [path, bytes === null ? null : versionOf(bytes)]),
    );
    if (action === "persistMedia") {
      const { path, content } = params.asset as Asset;
      const name = posix.basename(path);
      return {
        status: 200,
        body: { id: written[path], name, path, content, encoding: "base64" },
      };
    }
    return { status: 200, body: { message: "sparat", versions: written } };
  }

  return (action: string, params: Record<string, unknown>): Promise<SaveAnswer> => {
    const next = queue.then(() => save(action, params));
    queue = next.catch(() => undefined);
    return next;
  };
}
