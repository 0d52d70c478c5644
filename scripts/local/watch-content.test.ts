import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { watchContent } from "./watch-content.ts";

let folder = "";
let close = async () => {};
afterEach(async () => {
  await close();
  await rm(folder, { recursive: true, force: true });
});

it("hears a file edited after it was replaced, as sed -i and many editors save", async () => {
  folder = await mkdtemp(join(tmpdir(), "bevakning-"));
  await mkdir(join(folder, "portfolio", "kok"), { recursive: true });
  const file = join(folder, "portfolio", "kok", "avsnitt.yaml");
  await writeFile(file, "title: Kök\n");
  let heard = 0;
  let lastHeard = 0;
  ({ close } = await watchContent(folder, () => {
    heard++;
    lastHeard = performance.now();
  }));
  // The events of one change can come a while apart on a busy machine, and a change made before
  // they are all in may be told with them: the next change waits until they have stopped.
  const settled = () =>
    expect.poll(() => performance.now() - lastHeard > 300, { timeout: 10_000 }).toBe(true);

  // Replaced: a new file renamed over the old one.
  await writeFile(`${file}.tmp`, "title: Köket\n");
  await rename(`${file}.tmp`, file);
  await expect.poll(() => heard, { timeout: 10_000 }).toBeGreaterThan(0);
  await settled();
  const afterReplace = heard;
  await writeFile(file, "title: Kök och bad\n");
  await expect.poll(() => heard, { timeout: 10_000 }).toBeGreaterThan(afterReplace);

  // A folder made since: its files are heard too.
  await settled();
  const beforeFolder = heard;
  await mkdir(join(folder, "portfolio", "bad"));
  await expect.poll(() => heard, { timeout: 10_000 }).toBeGreaterThan(beforeFolder);
  await settled();
  const afterFolder = heard;
  await writeFile(join(folder, "portfolio", "bad", "avsnitt.yaml"), "title: Bad\n");
  await expect.poll(() => heard, { timeout: 10_000 }).toBeGreaterThan(afterFolder);
  // About 1 s when quiet. Each wait above gives up after 10 s and says which change went unheard;
  // the test's own limit is above their sum, so a slow machine never cuts one short.
}, 90_000);
