// The local backend of `npm start` served in the test's own process over the project at `root`,
// as npm start serves it: its API's address, and how to stop it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { localApiPath } from "../../editor/source/backend.ts";
import { editorBackend } from "./editor-backend.ts";

export async function serveEditorBackend(root: string) {
  let backend: ReturnType<typeof editorBackend> = () => false;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    if (!backend(request, response, path)) response.writeHead(418).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  backend = editorBackend(root, port);
  return {
    api: `http://127.0.0.1:${port}${localApiPath}`,
    close: () => new Promise((done) => server.close(done)),
  };
}
