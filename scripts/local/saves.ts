// The editor's saves on the owner's computer, each checked before it reaches content/: a save is
// refused when a file changed since the editor read it (another tab, another window, a hand
// edit), and when the build's own check finds a problem the save would bring in
// (scripts/local/save-guard.ts); otherwise each file is written whole. Saves run one at a time.
// A file broken by hand is brought back as the last good build read it (restoreLastBuilt).
import { readFile } from "node:fs/promises";
import { posix } from "node:path";
import { z } from "zod";
import { lineOf } from "#model/files.ts";
import { staleSaveLine } from "../../editor/notices/notices.ts";
import { isContentPath } from "./content-path.ts";
import { lastBuilt } from "./last-built.ts";
import { applyChanges, type Change, problemsOfChanges, versionOf } from "./save-guard.ts";

/** What the backend answers: the status and the JSON body. */
export type SaveAnswer = { status: number; body: Record<string, unknown> };

// The shape of each request this module answers, read before anything else: every path a string
// in content/, every file's bytes a string. Anything else a request carries is not read.
const contentPath = z.string().refine(isContentPath);
/** The editor sends, beside a save, the version of each file as it read it (editor/local/local-source.ts). */
// Every key is read as a path first: zod's record passes over a key such as `__proto__`, which
// must be refused like any other name that is not a file in content/.
const baseVersions = z
  .custom<unknown>(
    (value) =>
      typeof value === "object" && value !== null && Object.keys(value).every(isContentPath),
  )
  .pipe(z.record(contentPath, z.string().nullable()))
  .default({});
const dataFile = z.object({ path: contentPath, raw: z.string() });
const asset = z.object({ path: contentPath, content: z.string(), encoding: z.literal("base64") });
const requests = {
  persistEntry: z.object({
    dataFiles: z.array(dataFile).default([]),
    assets: z.array(asset).default([]),
    baseVersions,
  }),
  deleteFiles: z.object({ paths: z.array(contentPath), baseVersions }),
  restoreLastBuilt: z.object({ path: contentPath, baseVersions }),
};
type Requests = typeof requests;
type SaveRequest = {
  [Action in keyof Requests]: { action: Action; params: z.infer<Requests[Action]> };
}[keyof Requests];

/** The actions this module answers. */
export const saveActions = new Set(Object.keys(requests));

/** The request as this module reads it, or null when it is not of the shape the editor sends. */
function readRequest(action: string, params: unknown): SaveRequest | null {
  if (!Object.hasOwn(requests, action)) return null;
  const parsed = requests[action as keyof Requests].safeParse(params);
  return parsed.success ? ({ action, params: parsed.data } as SaveRequest) : null;
}

async function versionNow(projectRoot: string, path: string): Promise<string | null> {
  return readFile(posix.join(projectRoot, path)).then(versionOf, () => null);
}

/** The changes a request of the editor asks for. */
function changesOf({ action, params }: SaveRequest): Change[] {
  switch (action) {
    case "persistEntry":
      return [
        ...params.dataFiles.map(({ path, raw }) => ({
          path,
          bytes: new TextEncoder().encode(raw),
        })),
        ...params.assets.map(({ path, content, encoding }) => ({
          path,
          bytes: Buffer.from(content, encoding),
        })),
      ];
    case "deleteFiles":
      return params.paths.map((path) => ({ path, bytes: null }));
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
        body: { error: `Sparades inte:\n${problems.map(lineOf).join("\n")}`, problems },
      };
    }
    await applyChanges(projectRoot, changes);
    const written = Object.fromEntries(
      changes.map(({ path, bytes }) => [path, bytes === null ? null : versionOf(bytes)]),
    );
    return { status: 200, body: { message: "sparat", versions: written } };
  }

  return (action: string, params: unknown): Promise<SaveAnswer> => {
    const next = queue.then(() => save(action, params));
    queue = next.catch(() => undefined);
    return next;
  };
}
