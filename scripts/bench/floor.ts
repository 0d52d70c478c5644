// The floor: a bare page, a heading and a paragraph with no stylesheet, font or script, served by
// the same nginx configuration as the site (HTTPS, HTTP/2, brotli). What no page of the site can
// beat on the machine of the moment: the bench measures it in the same rounds as the pages and
// states each page's distance to it, since absolute times drift with the machine's load.
import { chmod, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { precompress } from "../hosting/precompress.ts";

const barePage = `<!doctype html>
<html lang="sv">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Golvet</title>
<link rel="icon" href="data:,">
<meta name="description" content="En sida utan stilmall, typsnitt eller skript: det ingen sida kan slå.">
<main>
<h1>Golvet</h1>
<p>En rubrik och ett stycke, utan stilmall, typsnitt eller skript.</p>
</main>
`;

/**
 * A build folder holding only the bare page, ready for startNginx. Its icon is empty, so the
 * browser asks for no /favicon.ico that is not there.
 */
export async function floorBuild(): Promise<string> {
  const buildDir = await mkdtemp(join(tmpdir(), "fotograf-bench-floor-"));
  // mkdtemp makes the folder for its owner alone; nginx's workers read it as another user.
  await chmod(buildDir, 0o755);
  const client = join(buildDir, "client");
  await mkdir(client);
  await writeFile(join(client, "index.html"), barePage);
  await precompress(client);
  return buildDir;
}
