// The editor's requests to the local backend of `npm start` (scripts/local/saves.ts), watched
// on their way: each file's version as the editor read it goes with a save of that file, so a
// save from a view older than the file is refused instead of overwriting what was saved since;
// and a refused save's Swedish lines reach the status panel, in the editor's own labels, and the
// fields of the open form they name.
import { collections } from "../fields/config.ts";
import { describeProblem, splitProblem } from "../fields/problem-labels.ts";
import { deletionRefusal } from "../gate/deletion-words.ts";
import { showFieldProblems } from "../notices/field-problems.ts";
import { setNotice, staleSaveTitle } from "../notices/notices.ts";

type FileRead = { file?: { path?: string; id?: string | null } };
type Request = { action?: string; params?: Record<string, unknown> };
type Answer = {
  error?: string;
  problems?: string[];
  versions?: Record<string, string | null>;
};

/** The data files a save writes or removes, whose versions the editor knows from reading them. */
function pathsSaved({ action, params = {} }: Request): string[] {
  switch (action) {
    case "persistEntry": {
      const files = (params.dataFiles ?? [params.entry]) as ({ path?: string } | undefined)[];
      return files.flatMap((file) => (file?.path ? [file.path] : []));
    }
    case "deleteFile":
    case "restorePrevious":
    case "restoreLastBuilt":
      return [String(params.path)];
    case "deleteFiles":
      return (params.paths as string[] | undefined) ?? [];
    default:
      return [];
  }
}

let localApi: string | null = null;

/**
 * Asks the local backend for `action` on the file at `path`, through the same checks as a save
 * (a refusal reaches the status panel like a save's); the page then loads afresh, its form filled
 * from the file as it is again.
 */
async function restore(action: string, path: string) {
  if (!localApi) return;
  const response = await fetch(localApi, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify({ action, params: { path } }),
  });
  if (response.ok) window.location.reload();
}

/** Brings the file at `path` back to how it was before its last save. */
export const restorePrevious = (path: string) => restore("restorePrevious", path);

/** Brings the file at `path` back to how it was when the site was last built without a fault. */
export const restoreLastBuilt = (path: string) => restore("restoreLastBuilt", path);

/** Watches every request of the page to `apiUrl`; called before Decap starts. */
export function watchLocalSaves(apiUrl: string) {
  localApi = apiUrl;
  const versions = new Map<string, string | null>();
  // The first read of a file is the one its form was filled from; later reads are the preview's
  // (it reads the saved files again as it redraws), and would hide a save made elsewhere since.
  // A page loaded afresh (every move between entries is one) reads every file anew.
  const remember = (reads: FileRead[]) => {
    for (const { file } of reads) {
      if (file?.path && !versions.has(file.path)) versions.set(file.path, file.id ?? null);
    }
  };
  const send = window.fetch.bind(window);

  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== apiUrl || typeof init?.body !== "string") return send(input, init);
    const request = JSON.parse(init.body) as Request;
    const saved = pathsSaved(request);
    if (saved.length > 0 && request.params) {
      request.params.baseVersions = Object.fromEntries(
        saved.filter((path) => versions.has(path)).map((path) => [path, versions.get(path)]),
      );
      setNotice({ save: null, saved: null });
    }
    const response = await send(input, { ...init, body: JSON.stringify(request) });
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as (Answer & FileRead) | FileRead[] | null;
    if (Array.isArray(answer)) remember(answer);
    else if (answer && request.action === "getEntry") remember([answer]);
    else if (answer?.versions) {
      for (const [path, version] of Object.entries(answer.versions)) {
        if (version === null) versions.delete(path);
        else versions.set(path, version);
      }
      const [file] = saved;
      if (request.action === "persistEntry" && file) {
        setNotice({ saved: { path: file, undo: () => restorePrevious(file) } });
      }
    } else if (answer?.error && saved.length + (request.action === "persistMedia" ? 1 : 0) > 0) {
      // The lines about the file of the open form go under their fields too.
      const [entryFile] = saved;
      if (request.action === "persistEntry" && answer.problems) {
        void showFieldProblems(
          answer.problems.flatMap((line) => {
            const split = splitProblem(line);
            return split && `content/${split.file}` === entryFile
              ? [{ path: split.path, problem: split.problem }]
              : [];
          }),
        );
      }
      const deletion =
        request.action === "deleteFiles" && answer.problems
          ? deletionRefusal(saved, answer.problems, collections)
          : null;
      setNotice({
        save: deletion ?? {
          title: response.status === 409 ? staleSaveTitle : "Ändringen sparades inte",
          lines: answer.problems
            ? answer.problems.map((line) => describeProblem(line, collections))
            : [answer.error],
        },
      });
    }
    return response;
  };
}
