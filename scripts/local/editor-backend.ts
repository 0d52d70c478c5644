// The editor's local backend for `npm start`, on the site's own origin at /redigera/api/v1 and
// writing into this project's content/: the editor's reads (all its data files, a photo made
// small) are answered by scripts/local/reads.ts, every save by scripts/local/saves.ts, which
// checks it before it writes. Only scripts/start.ts serves it to the owner; the server of the
// browser tests (scripts/serve.ts) writes nothing. Two guards before any action: the request must
// come from the local site itself (Host and Origin, so no other page in the owner's browser and no
// DNS rebinding can reach it), and every path it names must lie in content/.
import type { IncomingMessage, ServerResponse } from "node:http";
import { photoAction, readAction } from "../../editor/content/snapshot.ts";
import { infoAction, localAnswer, localApiPath } from "../../editor/source/backend.ts";
import { isContentPath } from "./content-path.ts";
import { readContent, readPhoto } from "./reads.ts";
import { localSaves, saveActions } from "./saves.ts";

/** The largest request taken: a save's photos travel in it, as base64. */
export const bodyLimit = 50 * 1024 * 1024;

/**
 * Every value a request to the backend names as a path (a file, each of the files, the files
 * whose versions it sends), whatever its action and whatever its type: a value that is not a
 * string is named too, so that it is refused rather than passed over.
 */
export function pathsNamed(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(pathsNamed);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]): unknown[] => {
    if (key === "path") return [inner];
    if (key === "paths") return Array.isArray(inner) ? inner : [inner];
    if (key === "baseVersions" && typeof inner === "object" && inner !== null) {
      return Object.keys(inner);
    }
    return pathsNamed(inner);
  });
}

/** Whether a request comes from the local site itself (the address bar's host, and its page). */
export function isOwnOrigin(request: IncomingMessage, port: number): boolean {
  const own = [`localhost:${port}`, `127.0.0.1:${port}`];
  const { host, origin } = request.headers;
  if (!own.includes(host ?? "")) return false;
  return origin === undefined || own.some((name) => origin === `http://${name}`);
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

const refuse = (response: ServerResponse, status: number, error: string) =>
  answer(response, status, { error });

/**
 * The request's body, or null once it passes `bodyLimit`. The rest of a body too large is still
 * read and dropped, so that the answer reaches a client that is still sending.
 */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    let tooLarge = Number(request.headers["content-length"]) > bodyLimit;
    if (tooLarge) resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      tooLarge ||= size > bodyLimit;
      if (!tooLarge) chunks.push(chunk);
      else {
        chunks.length = 0;
        resolve(null);
      }
    });
    request.on("end", () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The body as JSON, or undefined when it is not JSON. */
function parsed(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The backend for the project in `projectRoot`, served on `port`: a handler for the local server
 * that answers requests to /redigera/api/v1 and returns false for every other path.
 */
export function editorBackend(projectRoot: string, port: number) {
  const save = localSaves(projectRoot);

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    if (body === null) {
      refuse(
        response,
        413,
        `Det som skulle sparas är större än ${bodyLimit / 1024 / 1024} MB. Spara färre eller mindre bilder åt gången.`,
      );
      return;
    }
    const json = parsed(body);
    if (json === undefined) {
      refuse(response, 400, "Redigeraren skickade något annat än JSON");
      return;
    }
    const outside = pathsNamed(json).filter((path) => !isContentPath(path));
    if (outside.length > 0) {
      refuse(
        response,
        403,
        `Redigeraren får bara ändra i content/, inte i ${JSON.stringify(outside[0])}`,
      );
      return;
    }
    const { action, params } = (typeof json === "object" && json !== null ? json : {}) as {
      action?: unknown;
      params?: Record<string, unknown>;
    };
    if (action === infoAction) {
      // The editor's page asks whether it is on her computer, where its saves go here.
      answer(response, 200, localAnswer);
    } else if (action === readAction) {
      await readContent(projectRoot).then(
        (snapshot) => answer(response, 200, snapshot),
        (error: Error) =>
          refuse(response, 500, `Det gick inte att läsa content/: ${error.message}`),
      );
    } else if (action === photoAction && typeof params?.path === "string") {
      await readPhoto(projectRoot, params.path).then(
        (base64) =>
          base64 ? answer(response, 200, { base64 }) : refuse(response, 404, "Bilden finns inte"),
        (error: Error) => refuse(response, 500, `Bilden gick inte att läsa: ${error.message}`),
      );
    } else if (typeof action === "string" && saveActions.has(action)) {
      await save(action, params ?? {}).then(
        ({ status, body }) => answer(response, status, body),
        (error: Error) => refuse(response, 500, `Det gick inte att spara: ${error.message}`),
      );
    } else {
      refuse(response, 404, "Okänd begäran");
    }
  }

  return (request: IncomingMessage, response: ServerResponse, path: string): boolean => {
    if (path !== localApiPath) return false;
    if (!isOwnOrigin(request, port)) {
      refuse(response, 403, "Redigeraren tar bara emot ändringar från sajten på den här datorn");
    } else if (request.method !== "POST") {
      response.setHeader("Allow", "POST");
      refuse(response, 405, "Redigerarens server tar bara emot POST");
    } else {
      // A request that breaks off while it is read has no one left to answer.
      serve(request, response).catch(() => response.destroy());
    }
    return true;
  };
}
