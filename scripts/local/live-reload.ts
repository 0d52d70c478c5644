// Live reload for `npm start`: after each rebuild an open page of the site loads itself again, so
// the owner sees a save without pressing reload. Only the local server adds the script, to the
// pages it sends (never to build/, never to the editor's page, which would lose what is typed);
// it is a file of the site's own origin and listens to an event stream there, so the site's
// policy (script-src 'self', connect-src 'self') allows it as it is.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Problem } from "#model/files.ts";

const scriptPath = "/.lokalt/omladdning.js";
const eventsPath = "/.lokalt/omladdning";

/**
 * The first build number the page hears is the one it shows; any other means a newer build. A
 * stream that reconnects (the server restarted) says its number again, so a page that missed a
 * build while the server was away still loads the new one.
 */
export const liveReloadScript = `const events = new EventSource(${JSON.stringify(eventsPath)});
let shown;
events.addEventListener("bygge", (event) => {
  if (shown === undefined) shown = event.data;
  else if (event.data !== shown) location.reload();
});
`;

/** The page with the script added before its </head>. */
export function withLiveReload(html: string): string {
  const tag = `<script type="module" src="${scriptPath}"></script>`;
  return html.includes("</head>") ? html.replace("</head>", `${tag}</head>`) : html;
}

/** What the editor's page hears of the builds after a save (editor/builds/build-status.ts). */
export type BuildStatus =
  | { state: "bygger" }
  | { state: "klar"; seconds: number }
  /** `problems`: what the build found in content/; `lines`: what it said where it found none. */
  | { state: "fel"; problems: Problem[]; lines: string[] };

/**
 * The event stream and its script; `built()` tells every open page that a new build is served,
 * `status()` tells the editor's page how a rebuild goes.
 */
export function liveReload(headers: () => Record<string, string>) {
  const listeners = new Set<ServerResponse>();
  let build = String(Date.now());
  let lastStatus: BuildStatus | null = null;
  const send = (response: ServerResponse) => {
    response.write(`event: bygge\ndata: ${build}\n\n`);
    // A page opened during a rebuild or after a refused one hears it; a finished one is old news.
    if (lastStatus && lastStatus.state !== "klar") sendStatus(response, lastStatus);
  };
  const sendStatus = (response: ServerResponse, status: BuildStatus) =>
    response.write(`event: status\ndata: ${JSON.stringify(status)}\n\n`);

  const handle = (request: IncomingMessage, response: ServerResponse, path: string): boolean => {
    if (path === scriptPath) {
      response.writeHead(200, {
        ...headers(),
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-cache",
      });
      response.end(request.method === "HEAD" ? undefined : liveReloadScript);
      return true;
    }
    if (path !== eventsPath) return false;
    response.writeHead(200, {
      ...headers(),
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    send(response);
    listeners.add(response);
    request.on("close", () => listeners.delete(response));
    return true;
  };

  const built = () => {
    build = String(Date.now());
    for (const response of listeners) response.write(`event: bygge\ndata: ${build}\n\n`);
  };
  const status = (next: BuildStatus) => {
    lastStatus = next;
    for (const response of listeners) sendStatus(response, next);
  };
  return { handle, built, status };
}
