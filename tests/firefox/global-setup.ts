// Before the Firefox tests: the built site, served as production serves it.
import type { Server } from "node:http";
import { join } from "node:path";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { createBuildServer } from "../../scripts/hosting/build-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await getPort();
  const { server } = await createBuildServer({
    root: join(import.meta.dirname, "..", "..", "build", "client"),
  });
  await new Promise<void>((listening) => (server as Server).listen(port, "127.0.0.1", listening));
  project.provide("origin", `http://127.0.0.1:${port}`);
  return () => new Promise((closed) => server.close(closed));
}
