// On the owner's computer, `npm start` tells the editor's page how each rebuild after a save
// goes (scripts/local/live-reload.ts); the status panel shows it. Published, or served by another
// local server, there is no such stream: the host builds the site.
import { describeProblem } from "../fields/problem-labels.ts";
import { type BuildNotice, setNotice } from "../notices/notices.ts";

/** The live reload's script, which only `npm start` serves (scripts/local/live-reload.ts). */
const localScript = "/.lokalt/omladdning.js";

/** A build's notice with the build's lines in the form's labels. */
export const inHerWords = (build: BuildNotice): BuildNotice =>
  build.state === "fel" ? { ...build, lines: build.lines.map(describeProblem) } : build;

/** Called where `npm start`'s local server answers (editor-start.tsx). */
export async function followLocalBuilds() {
  // Another local server (the browser tests', `npm run preview`) has no stream to follow.
  const probe = await fetch(localScript, { method: "HEAD" }).catch(() => null);
  if (!probe?.ok) return;
  const events = new EventSource("/.lokalt/omladdning");
  events.addEventListener("status", (event) => {
    setNotice({ build: inHerWords(JSON.parse((event as MessageEvent<string>).data)) });
  });
}
