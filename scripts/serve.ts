// Serves the build as the production hosts do (scripts/hosting/build-server.ts), nothing more:
// no editor backend, nothing written anywhere. Used by `npm run preview` and the browser tests;
// the owner's `npm start` is scripts/start.ts.
import { join } from "node:path";
import { createBuildServer } from "./hosting/build-server.ts";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

let server: Awaited<ReturnType<typeof createBuildServer>>["server"];
try {
  ({ server } = await createBuildServer({ root }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

server.listen(port, host, () => {
  const address = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  console.log(`Sajten visas på ${address} – öppna adressen i webbläsaren. Stoppa med Ctrl+C.`);
});
