// Before the WebKit tests: a virtual screen, WebKitGTK's WebDriver on it, and the built site
// served as production serves it, with two additions: each page first loads a console recorder,
// since WebDriver classic has no access to the console (a file of the site's own origin, so the
// pages' Content-Security-Policy lets it run unchanged); and the editor's page is answered by the
// local server's own backend, as under `npm start`, over a copy of content/ in a temporary folder.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { createBuildServer } from "../../scripts/hosting/build-server.ts";
import { editorBackend } from "../../scripts/local/editor-backend.ts";
import { webkitDriverPath, xdotoolPath, xvfbPath } from "../../scripts/webkit.ts";

const recorderPath = "/__webkit-tests/console-recorder.js";
const root = join(import.meta.dirname, "..", "..");

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
    driverPort: number;
    /** A second driver whose windows draw classic scrollbars, as a desktop's GTK may. */
    classicDriverPort: number;
    /** The folder whose content/ the editor reads and saves. */
    editorFolder: string;
  }
}

/** Starts Xvfb on a display it picks itself, and resolves with that display's name. */
function startScreen(): Promise<{ process: ChildProcess; display: string }> {
  // The largest window the tests ask for, with room to spare. An X server resets when its last
  // client leaves, and a browser opened during the reset cannot reach the display ("cannot open
  // display"): each test file's sizes close one browser and open the next, so no reset.
  const screen = spawn(
    xvfbPath,
    ["-displayfd", "3", "-screen", "0", "2000x1000x24", "-nolisten", "tcp", "-noreset"],
    {
      stdio: ["ignore", "ignore", "inherit", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    screen.on("error", reject);
    screen.stdio[3]?.once("data", (data: Buffer) =>
      resolve({ process: screen, display: `:${data.toString().trim()}` }),
    );
  });
}

/** Resolves once the driver answers its status. */
async function driverReady(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await fetch(`http://127.0.0.1:${port}/status`).catch(() => null);
    if (status?.ok) return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

export default async function setup(project: TestProject) {
  const screen = await startScreen();
  // With no window manager the window under the pointer has the keyboard (and the page its
  // focus: `:focus` and a focus ring). The pointer starts in the screen's middle, outside a
  // phone-sized window; every window opens at the top left corner.
  execFileSync(xdotoolPath, ["mousemove", "1", "1"], { env: { DISPLAY: screen.display } });
  const startDriver = async (env: Record<string, string> = {}) => {
    const port = await getPort();
    const driver = spawn(webkitDriverPath, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: screen.display, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await driverReady(port);
    return { port, driver };
  };
  const { port: driverPort, driver } = await startDriver();
  // GTK draws overlay scrollbars unless its settings say otherwise, and WebKitGTK follows them:
  // a settings file of its own for the second driver's windows.
  const gtkSettings = await mkdtemp(join(tmpdir(), "webkit-gtk-settings-"));
  await mkdir(join(gtkSettings, "gtk-3.0"));
  await writeFile(
    join(gtkSettings, "gtk-3.0", "settings.ini"),
    "[Settings]\ngtk-overlay-scrolling=false\n",
  );
  const classic = await startDriver({ XDG_CONFIG_HOME: gtkSettings });

  const recorder = await readFile(join(import.meta.dirname, "console-recorder.js"), "utf8");
  const editorFolder = await mkdtemp(join(tmpdir(), "redigeraren-webkit-"));
  await cp(join(root, "content"), join(editorFolder, "content"), { recursive: true });
  const port = await getPort();
  const editor = editorBackend(editorFolder, port);
  const { server } = await createBuildServer({
    root: join(root, "build", "client"),
    intercept: (request, response, path) => {
      if (path !== recorderPath) return editor(request, response, path);
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      response.end(recorder);
      return true;
    },
    rewritePage: (html) => html.replace("<head>", `<head><script src="${recorderPath}"></script>`),
  });
  await new Promise<void>((listening) => (server as Server).listen(port, "127.0.0.1", listening));

  project.provide("origin", `http://127.0.0.1:${port}`);
  project.provide("driverPort", driverPort);
  project.provide("classicDriverPort", classic.port);
  project.provide("editorFolder", editorFolder);
  return async () => {
    await new Promise((closed) => server.close(closed));
    await rm(editorFolder, { recursive: true, force: true });
    driver.kill();
    classic.driver.kill();
    await rm(gtkSettings, { recursive: true, force: true });
    screen.process.kill();
  };
}
