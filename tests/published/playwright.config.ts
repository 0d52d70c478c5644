import { tmpdir } from "node:os";
import { join } from "node:path";
import { editorSessionsConfig } from "../editor-sessions-config.ts";

const port = Number(process.env.E2E_PORT ?? 4319);
/** The rehearsal's folder, named by its port so that every process of the run finds it. */
export const rehearsalDir = join(tmpdir(), `fotograf-publicering-test-${port}`);

// The published editor, end to end: `npm run start:published` (scripts/start-published.ts) in a
// scratch folder of its own, its saves commits in a git repository behind the GitHub-shaped
// server, each built and published by the rehearsal's host. Nothing of the project is written.
export default editorSessionsConfig({
  port,
  // Each save is a build on the host, some 20–60 s on a busy machine.
  timeout: 6 * 60_000,
  height: 1400,
  webServer: {
    command: "node scripts/start-published.ts",
    cwd: join(import.meta.dirname, "..", ".."),
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), REHEARSAL_DIR: rehearsalDir },
    // The first build of the rehearsal's business, its photos encoded afresh.
    timeout: 5 * 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // As Ctrl+C: the rehearsal stops its host's build and removes its folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
