// The editor's saves on the owner's computer, taken from decap-server so that none reaches
// content/ unchecked: a save is refused when the file changed since the editor read it (another
// tab, another window), and when the build's own check finds a problem the save would bring in
// (scripts/local/save-guard.ts); otherwise each file is written whole. Saves run one at a time.
// The file as it was before each save is kept, so the owner can bring it back (restorePrevious);
// a file broken by hand is brought back as the last good build read it (restoreLastBuilt).
import { readFile } from "node:fs/promises";
import { posix } from "node:path";
import { z } from "zod";
import { staleSaveLine } from "../../editor/notices/notices.ts";
import { isContentPath } from "./content-path.ts";
import { lastBuilt } from "./last-built.ts";
import {
  applyChanges,
  type Change,
  problemsOfChanges,
  versionOf,
  writeWhole,
} from "./save-guard.ts";

/** What the backend answers: the status and the JSON body. */
export type SaveAnswer = { status: number; body: Record<string, unknown> };

// The shape of each request this module answers, read before anything else: every path a string
// in content/, every file's bytes a string. Decap sends more (a branch, a slug, options), unread.
const contentPath = z.string().refine(isContentPath);
/** The editor sends, beside a save, the version of each file as it read it (editor/saves/local-saves.ts). */
// Every key is read as a path first: zod's record passes over a key such as `__proto__`, which
// must be refused like any other name that is not a file in content/.
const baseVersions = z
  .custom<unknown>(
    (value) =>
      typeof value === "object" && value !== null && Object.keys(value).every(isContentPath),
  )
  .pipe(z.record(contentPath, z.string().nullable()))
  .default({});
const dataFile = z.object({ path: contentPath, raw: z.string(), newPath: contentPath.nullish() });
const asset = z.object({ path: contentPath, content: z.string(), encoding: z.literal("base64") });
const requests = {
  persistEntry: z.object({
    entry: dataFile.optional(),
    dataFiles: z.array(dataFile).optional(),
    assets: z.array(asset).default([]),
    baseVersions,
  }),
  persistMedia: z.object({ asset, baseVersions }),
  deleteFile: z.object({ path: contentPath, baseVersions }),
  deleteFiles: z.object({ paths: z.array(contentPath), baseVersions }),
  restorePrevious: z.object({ path: contentPath, baseVersions }),
  restoreLastBuilt: z.object({ path: contentPath, baseVersions }),
};
type Requests = typeof requests;
type SaveRequest = {
  [Action in keyof Requests]: { action: Action; params: z.infer<Requests[Action]> };
}[keyof Requests];

/** The requests this module answers; decap-server answers every other. */
export const saveActions = new Set(Object.keys(requests));

/** The request as this module reads it, or null when it is not of the shape Decap sends. */
function readRequest(action: string, params: unknown): SaveRequest | null {
  if (!Object.hasOwn(requests, action)) return null;
  const parsed = requests[action as keyof Requests].safeParse(params);
  return parsed.success ? ({ action, params: parsed.data } as SaveRequest) : null;
}

/** Where the file before each save is kept: the project's cache, by its path in the project. */
const previousOf = (projectRoot: string, path: string) =>
  posix.join(projectRoot, "node_modules", ".cache", "redigeraren", "tidigare", path);

async function versionNow(projectRoot: string, path: string): Promise<string | null> {
  return readFile(posix.join(projectRoot, path)).then(versionOf, () => null);
}

/** The changes a request of the editor asks for. */
function changesOf({ action, params }: SaveRequest): Change[] {
  switch (action) {
    case "persistEntry": {
      const { entry, assets } = params;
      const dataFiles = params.dataFiles ?? (entry ? [entry] : []);
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
      const { path, content, encoding } = params.asset;
      return [{ path, bytes: Buffer.from(content, encoding) }];
    }
    case "deleteFile":
      return [{ path: params.path, bytes: null }];
    case "deleteFiles":
      return params.paths.map((path) => ({ path, bytes: null }));
    case "restorePrevious":
    case "restoreLastBuilt":
      return [];
  }
}

const refusedStale = staleSaveLine;

/** Saves one at a time: a check and its write are never interleaved with another save's. */
export function localSaves(projectRoot: string) {
  let queue: Promise<unknown> = Promise.resolve();

  async function save(action: string, params: unknown): Promise<SaveAnswer> {
    const request = readRequest(action, params);
    if (!request) return { status: 400, body: { error: "Redigeraren skickade en okänd ändring" } };
    const changes = changesOf(request);
    if (request.action === "restorePrevious") {
      const { path } = request.params;
      const previous = await readFile(previousOf(projectRoot, path)).catch(() => null);
      if (!previous) {
        return {
          status: 404,
          body: { error: "Det finns ingen tidigare version av filen att ta tillbaka." },
        };
      }
      changes.push({ path, bytes: previous });
    }
    if (request.action === "restoreLastBuilt") {
      const { path } = request.params;
      const good = await lastBuilt(projectRoot, path);
      if (!good) {
        return {
          status: 404,
          body: {
            error:
              "Det finns ingen version av filen som sajten har byggts med. Rätta raden i filen i stället.",
          },
        };
      }
      changes.push({ path, bytes: good });
    }
    for (const [path, version] of Object.entries(request.params.baseVersions)) {
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
    if (request.action === "persistMedia") {
      const { path, content } = request.params.asset;
      const name = posix.basename(path);
      return {
        status: 200,
        body: { id: written[path], name, path, content, encoding: "base64" },
      };
    }
    return { status: 200, body: { message: "sparat", versions: written } };
  }

  return (action: string, params: unknown): Promise<SaveAnswer> => {
    const next = queue.then(() => save(action, params));
    queue = next.catch(() => undefined);
    return next;
  };
}
