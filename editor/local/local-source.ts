// content/ on the owner's computer, through the local server of `npm start`
// (scripts/local/editor-backend.ts): one read of every file, and saves that the server checks as
// the build does and refuses where a file changed since its version was read.

import type { Problem } from "#model/files.ts";
import {
  type FileChange,
  photoAction,
  readAction,
  type SaveAnswer,
  type Snapshot,
} from "../content/snapshot.ts";
import { staleSaveLine } from "../notices/notices.ts";
import type { ContentSource } from "../source/content-source.ts";

type ServerAnswer = {
  error?: string;
  /** The build's check's problems, as data (scripts/local/saves.ts). */
  problems?: Problem[];
  versions?: Record<string, string | null>;
};

const unreachable =
  "Redigeraren når inte innehållet. På din dator: starta sajten med npm start och öppna redigeraren på adressen den skriver ut. På nätet: sajten byggdes utan att veta vilket förråd på GitHub den sparar i; låt Netlify bygga den från ditt förråd (se Publicera i ägarens guide, docs/agarens-guide.md).";

export function localSource(api: string): ContentSource {
  const post = (action: string, params: unknown) =>
    fetch(api, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ action, params }),
    });
  const photos = new Map<string, Promise<string | null>>();
  return {
    kind: "local",
    async read() {
      const response = await post(readAction, {});
      // No local server here, and the build named no repository (docs/agarens-guide.md, Publicera).
      if (!response.ok) throw new Error(unreachable);
      return (await response.json()) as Snapshot;
    },
    /** The photo made small by the server, read once per path while the page is open. */
    photoUrl(path: string) {
      let url = photos.get(path);
      if (!url) {
        url = post(photoAction, { path })
          .then((response) => response.json())
          .then((answer: { base64?: string }) =>
            answer.base64 ? `data:image/jpeg;base64,${answer.base64}` : null,
          )
          .catch(() => null);
        photos.set(path, url);
      }
      return url;
    },
    async restore(path: string, version: string | null) {
      const params = { path, baseVersions: { [path]: version } };
      return answerOf(await post("restoreLastBuilt", params).catch(() => null));
    },
    async save(changes: readonly FileChange[], baseVersions: Record<string, string | null>) {
      const removed = changes.flatMap((change) => ("removed" in change ? [change.path] : []));
      const request =
        removed.length > 0
          ? { action: "deleteFiles", params: { paths: removed, baseVersions } }
          : {
              action: "persistEntry",
              params: {
                dataFiles: changes.flatMap((change) =>
                  "raw" in change ? [{ path: change.path, raw: change.raw }] : [],
                ),
                assets: changes.flatMap((change) =>
                  "base64" in change
                    ? [{ path: change.path, content: change.base64, encoding: "base64" }]
                    : [],
                ),
                baseVersions,
              },
            };
      return answerOf(await post(request.action, request.params).catch(() => null));
    },
  };
}

/** The server's answer to a save, or to none (a server that has stopped). */
async function answerOf(response: Response | null): Promise<SaveAnswer> {
  const answer = ((await response?.json().catch(() => null)) ?? {}) as ServerAnswer;
  if (response?.ok && answer.versions) return { ok: true, versions: answer.versions };
  const stale = response?.status === 409;
  return {
    ok: false,
    stale,
    error: stale
      ? staleSaveLine
      : (answer.error ?? "Den lokala servern svarar inte. Kör npm start och försök igen."),
    problems: answer.problems ?? [],
  };
}
