// The local backend's saves against a copy of content/: the build's own check decides, nothing is
// written when it refuses or when the file changed since the editor read it, and a deletion that
// other content refers to names what refers to it.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { keepLastBuilt } from "./last-built.ts";
import { versionOf } from "./save-guard.ts";
import { localSaves } from "./saves.ts";

let root = "";
const file = (path: string) => join(root, path);
const packages = "content/packages.yaml";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fotograf-sparningar-"));
  await cp(join(import.meta.dirname, "..", "..", "content"), join(root, "content"), {
    recursive: true,
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const persist = (path: string, raw: string, baseVersions?: Record<string, string>) => ({
  dataFiles: [{ path, raw }],
  assets: [],
  ...(baseVersions ? { baseVersions } : {}),
});

describe("localSaves", () => {
  it("refuses a save the build would refuse, with the check's problems, and writes nothing", async () => {
    const save = localSaves(root);
    const before = await readFile(file(packages), "utf8");
    const emptied = { ...parse(before), packages: [] };
    const answer = await save("persistEntry", persist(packages, stringify(emptied)));
    expect(answer.status).toBe(422);
    expect(answer.body.problems).toEqual([
      { file: "content/packages.yaml", path: "packages", words: "ange minst ett paket" },
    ]);
    expect(await readFile(file(packages), "utf8")).toBe(before);
  }, 60_000);

  it("writes a save the build takes, and answers the file's new version", async () => {
    const save = localSaves(root);
    const before = await readFile(file(packages), "utf8");
    const raw = before.replace(/price: [\d.]+ kr/, "price: 1.234 kr");
    const answer = await save(
      "persistEntry",
      persist(packages, raw, { [packages]: versionOf(Buffer.from(before)) }),
    );
    expect(answer.status).toBe(200);
    expect(await readFile(file(packages), "utf8")).toBe(raw);
    expect(answer.body.versions).toEqual({ [packages]: versionOf(Buffer.from(raw)) });
  }, 60_000);

  it("refuses a save from a view older than the file, and keeps what was saved since", async () => {
    const save = localSaves(root);
    const now = await readFile(file(packages), "utf8");
    const older = versionOf(Buffer.from(`${now}# en äldre version\n`));
    const answer = await save(
      "persistEntry",
      persist(packages, now.replace("Bas", "Bas plus"), { [packages]: older }),
    );
    expect(answer.status).toBe(409);
    expect(String(answer.body.error)).toContain("Ladda om sidan");
    expect(await readFile(file(packages), "utf8")).toBe(now);
  }, 60_000);

  it("refuses to delete a portfolio section that other content links to, and names what does", async () => {
    const save = localSaves(root);
    const { sections } = parse(await readFile(file("content/portfolio.yaml"), "utf8")) as {
      sections: string[];
    };
    const [key] = sections;
    const section = `content/portfolio/${key}/avsnitt.yaml`;
    const answer = await save("deleteFiles", { paths: [section] });
    expect(answer.status).toBe(422);
    expect(answer.body.problems).toContainEqual(
      expect.objectContaining({
        file: "content/portfolio.yaml",
        path: "sections[0]",
        missing: section,
      }),
    );
    expect(await readFile(file(section), "utf8")).toContain(`key: ${key}`);
  }, 60_000);
});

it("brings a file broken by hand back as the last good build read it, and says when none did", async () => {
  const save = localSaves(root);
  const home = "content/home.yaml";
  const good = await readFile(file(home), "utf8");
  const site = "content/site.yaml";
  // site.yaml is broken while the build that succeeds runs: no version of it is kept.
  const siteBefore = await readFile(file(site), "utf8");
  await writeFile(file(site), `${siteBefore}\tbroken: [\n`);
  await keepLastBuilt(root);
  await writeFile(file(site), siteBefore);

  // A tab indent typed by hand, with the editor open.
  await writeFile(file(home), good.replace("\n  ", "\n\t"));
  const restored = await save("restoreLastBuilt", { path: home });
  expect(restored.status).toBe(200);
  expect(await readFile(file(home), "utf8")).toBe(good);
  // The folder is no repository, so nothing else stands in.
  const none = await save("restoreLastBuilt", { path: site });
  expect(none.status).toBe(404);
  expect(none.body.error).toBe(
    "Det finns ingen version av filen som sajten har byggts med. Rätta raden i filen i stället.",
  );
}, 60_000);
