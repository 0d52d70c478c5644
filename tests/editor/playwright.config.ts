import { join } from "node:path";
import { editorSessionsConfig } from "../editor-sessions-config.ts";

const port = Number(process.env.E2E_PORT ?? 4318);

// The owner's editor session, against `npm start` (scripts/start.ts) in a copy of the project:
// its saves write into that copy's content/ and rebuild it. Run by scripts/owner-edit-check.ts
// on its copy, after the site's tests there, never on the repository itself.
export default editorSessionsConfig({
  port,
  // Each save rebuilds the site, some 30–90 s on a busy machine.
  timeout: 12 * 60_000,
  height: 2400,
  webServer: {
    // The copy was built just before: serve that build, and rebuild on the editor's saves.
    command: "node scripts/start.ts --befintligt-bygge",
    cwd: join(import.meta.dirname, "..", ".."),
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
