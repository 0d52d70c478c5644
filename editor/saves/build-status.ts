// On the owner's computer, `npm start` tells the editor's page how each rebuild after a save
// goes (scripts/local/live-reload.ts); the status panel shows it. Published, or served by another
// local server, there is no such stream: the host builds the site.
import { collections } from "../fields/collections.ts";
import { describeProblem } from "../fields/problem-labels.ts";
import { type BuildNotice, setNotice } from "../notices/notices.ts";

const isLocal = (hostname: string) => hostname === "localhost" || hostname === "127.0.0.1";

/** The live reload's script, which only `npm start` serves (scripts/local/live-reload.ts). */
const localScript = "/.lokalt/omladdning.js";

export async function followLocalBuilds() {
  if (!isLocal(window.location.hostname)) return;
  // Another local server (the browser tests', `npm run preview`) has no stream to follow.
  const probe = await fetch(localScript, { method: "HEAD" }).catch(() => null);
  if (!probe?.ok) return;
  const events = new EventSource("/.lokalt/omladdning");
  events.addEventListener("status", (event) => {
    const build = JSON.parse((event as MessageEvent<string>).data) as BuildNotice;
    setNotice({
      build:
        build.state === "fel"
          ? { ...build, lines: build.lines.map((line) => describeProblem(line, collections)) }
          : build,
    });
  });
}
