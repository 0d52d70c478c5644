// What `npm start` hears of content/: every change to a file or folder under it, however it is
// written. Each folder is watched, not each file: Node's recursive watch on Linux follows a file,
// and loses it once an editor or `sed -i` replaces it with a new one (a rename over it).
import { watch } from "chokidar";

/** Calls `changed` on every change under `folder`; resolves once it listens. */
export async function watchContent(folder: string, changed: () => void) {
  const watcher = watch(folder, { ignoreInitial: true }).on("all", changed);
  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  return { close: () => watcher.close() };
}
