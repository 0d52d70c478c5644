// On the owner's computer, `npm start` tells the editor's page how each rebuild after a save
// goes (scripts/local/live-reload.ts); the status panel shows it. Published, or served by another
// local server, there is no such stream: the host builds the site.
import type { Problem } from "#model/files.ts";
import { type BuildNotice, setNotice } from "../notices/notices.ts";

/** The live reload's script, which only `npm start` serves (scripts/local/live-reload.ts). */
const localScript = "/.lokalt/omladdning.js";

/**
 * How a rebuild goes, as `npm start` sends it (scripts/local/live-reload.ts): a failure with the
 * problems the build found in content/, as data, and what it said where it found none.
 */
export type LocalBuild =
  | { state: "bygger" }
  | { state: "klar"; seconds: number }
  | { state: "fel"; problems: Problem[]; lines: string[] };

/**
 * A rebuild's notice, its problems said in the form's labels, which come with the forms' module
 * (loaded already where a save of hers is being built).
 */
export async function inHerWords(build: LocalBuild): Promise<BuildNotice> {
  if (build.state !== "fel") return build;
  const { describeProblem } = await import("../fields/problem-labels.ts");
  return { state: "fel", lines: [...build.problems.map(describeProblem), ...build.lines] };
}

/** Called where `npm start`'s local server answers (editor-start.tsx). */
export async function followLocalBuilds() {
  // Another local server (the browser tests', `npm run preview`) has no stream to follow.
  const probe = await fetch(localScript, { method: "HEAD" }).catch(() => null);
  if (!probe?.ok) return;
  const events = new EventSource("/.lokalt/omladdning");
  // Said in the order they came, a failure's labels read or not.
  let said = Promise.resolve();
  events.addEventListener("status", (event) => {
    const build = JSON.parse((event as MessageEvent<string>).data) as LocalBuild;
    said = said.then(async () => setNotice({ build: await inHerWords(build) }));
  });
}
