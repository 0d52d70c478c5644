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
  ({ close } = await watchContent(folder, () => heard++));

  // Replaced: a new file renamed over the old one.
  await writeFile(`${file}.tmp`, "title: Köket\n");
  await rename(`${file}.tmp`, file);
  await expect.poll(() => heard).toBeGreaterThan(0);
  const afterReplace = heard;
  await writeFile(file, "title: Kök och bad\n");
  await expect.poll(() => heard).toBeGreaterThan(afterReplace);

  // A folder made since: its files are heard too.
  const afterEdit = heard;
  await mkdir(join(folder, "portfolio", "bad"));
  await writeFile(join(folder, "portfolio", "bad", "avsnitt.yaml"), "title: Bad\n");
  await expect.poll(() => heard).toBeGreaterThan(afterEdit);
});
