// The editor's local backend for `npm start`: decap-server's own file-system middlewares (the
// ones its `npx decap-server` runs), answering on the site's origin at /redigera/api/v1 and
// writing into this project's content/. Only scripts/start.ts mounts it; the server of the browser
// tests (scripts/serve.ts) writes nothing. Three guards before it: the request must come from the
// local site itself (Host and Origin, so no other page in the owner's browser and no DNS
// rebinding can write), and every path it names must lie in content/. Every save (an entry, a
// photo, a deletion) is answered by scripts/local/saves.ts, which checks it before it writes;
// the editor's reads of content/ (all its data files, a photo made small) by scripts/local/reads.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { localApiPath } from "../../editor/fields/backend.ts";
import { photoAction, readAction } from "../../editor/source/snapshot.ts";
import { isContentPath } from "./content-path.ts";
import { readContent, readPhoto } from "./reads.ts";
import { localSaves, saveActions } from "./saves.ts";

type Next = (error?: unknown) => void;
type Handler = (request: IncomingMessage, response: ServerResponse, next: Next) => void;
type JsonRequest = IncomingMessage & { body?: unknown };
/** The part of an express 4 application this file uses. */
type ExpressApp = Handler & {
  use(
    path: string,
    handler: (request: JsonRequest, response: ServerResponse, next: Next) => void,
  ): void;
  use(handler: Handler): void;
};
type Express = (() => ExpressApp) & { json(options: { limit: string }): Handler };

const require = createRequire(import.meta.url);
const { registerLocalFs } = require("decap-server/dist/middlewares") as {
  registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void>;
};
// The express its middlewares are written for, resolved from decap-server itself.
const express = createRequire(require.resolve("decap-server/package.json"))("express") as Express;

/**
 * Every value a request to the backend names as a path (entries, media, folders, the versions it
 * sends), whatever its action and whatever its type: a value that is not a string is named too,
 * so that it is refused rather than passed over.
 */
export function pathsNamed(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(pathsNamed);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]): unknown[] => {
    // Decap leaves newPath empty when an entry keeps its file.
    if (key === "newPath" && (inner === undefined || inner === null)) return [];
    if (["path", "newPath", "folder", "mediaFolder"].includes(key)) return [inner];
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
 * The backend for the project in `projectRoot`, served on `port`: a handler for the local server
 * that answers requests to /redigera/api/v1 and returns false for every other path.
 */
export async function editorBackend(projectRoot: string, port: number) {
  // decap-server reads the project's folder from its environment when it is registered.
  process.env.GIT_REPO_DIRECTORY = projectRoot;
  const app = express();
  app.use(express.json({ limit: "50mb" }));
  app.use("/api/v1", (request, response, next) => {
    const outside = pathsNamed(request.body).filter((path) => !isContentPath(path));
    if (outside.length === 0) next();
    else
      refuse(
        response,
        403,
        `Redigeraren får bara ändra i content/, inte i ${JSON.stringify(outside[0])}`,
      );
  });
  const save = localSaves(projectRoot);
  app.use("/api/v1", (request, response, next) => {
    const { action, params } = (request.body ?? {}) as {
      action?: string;
      params?: Record<string, unknown>;
    };
    if (action === readAction) {
      readContent(projectRoot).then(
        (snapshot) => answer(response, 200, snapshot),
        (error: Error) =>
          refuse(response, 500, `Det gick inte att läsa content/: ${error.message}`),
      );
      return;
    }
    if (action === photoAction && typeof params?.path === "string") {
      readPhoto(projectRoot, params.path).then(
        (base64) =>
          base64 ? answer(response, 200, { base64 }) : refuse(response, 404, "Bilden finns inte"),
        (error: Error) => refuse(response, 500, `Bilden gick inte att läsa: ${error.message}`),
      );
      return;
    }
    if (!action || !saveActions.has(action)) {
      next();
      return;
    }
    save(action, params ?? {}).then(
      ({ status, body }) => answer(response, status, body),
      (error: Error) => refuse(response, 500, `Det gick inte att spara: ${error.message}`),
    );
  });
  await registerLocalFs(app, { logLevel: "error" });

  return (request: IncomingMessage, response: ServerResponse, path: string): boolean => {
    if (path !== localApiPath) return false;
    if (!isOwnOrigin(request, port)) {
      refuse(response, 403, "Redigeraren tar bara emot ändringar från sajten på den här datorn");
      return true;
    }
    request.url = "/api/v1";
    app(request, response, () => refuse(response, 404, "Okänd begäran"));
    return true;
  };
}
