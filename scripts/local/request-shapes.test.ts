// Requests to the local backend of a shape the editor never sends (a list where a path belongs, a
// path that climbs out of content/, a version sent for a file outside it), generated: each is
// refused by both guards, the one at arrival and the saves' own reading, and no file outside
// content/ is read, written or removed. The backend is reached by local processes too, not only
// the editor.
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { photoAction } from "../../editor/content/snapshot.ts";
import { isContentPath } from "./content-path.ts";
import { pathsNamed } from "./editor-backend.ts";
import { applyChanges } from "./save-guard.ts";
import { localSaves } from "./saves.ts";

// The project lies four folders down, so that a path climbing four levels stays in this folder.
let top = "";
let root = "";

/** Every file under `folder` but the project's content/ and cache, by its path. */
async function filesOutsideContent(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(join(root, "content")))
    .sort();
}

beforeAll(async () => {
  top = await mkdtemp(join(tmpdir(), "fotograf-begaran-"));
  root = join(top, "a", "b", "c", "projekt");
  await mkdir(root, { recursive: true });
  await cp(join(import.meta.dirname, "..", "..", "content"), join(root, "content"), {
    recursive: true,
  });
  await writeFile(join(top, "utanfor.txt"), "x");
});
afterAll(() => rm(top, { recursive: true, force: true }));

const outsidePath = fc.oneof(
  fc.constantFrom(
    "../../../../content/pages/payload.txt",
    "content/../package.json",
    "content/../../utanfor.txt",
    "/etc/passwd",
    "..\\content\\x",
    "scripts/build.ts",
    "",
  ),
  fc.string().filter((path) => !isContentPath(path)),
);
/** A value where a path belongs that is not a path in content/. */
const notAContentPath = fc.oneof(
  outsidePath,
  fc.array(fc.oneof(outsidePath, fc.constant("content/terms.yaml")), { maxLength: 3 }),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.record({ path: fc.constant("content/terms.yaml") }),
);
const versionsWith = (path: string) => ({ [path]: "0".repeat(64) });
/** A request of each action the saves answer, with one path of the wrong shape in it. */
const badRequest = fc.oneof(
  notAContentPath.map((path) => ["restoreLastBuilt", { path }] as const),
  outsidePath.map(
    (path) =>
      [
        "restoreLastBuilt",
        { path: "content/terms.yaml", baseVersions: versionsWith(path) },
      ] as const,
  ),
  notAContentPath.map((bad) => ["deleteFiles", { paths: ["content/terms.yaml", bad] }] as const),
  notAContentPath
    .filter((paths) => !(Array.isArray(paths) && paths.every(isContentPath)))
    .map((paths) => ["deleteFiles", { paths }] as const),
  outsidePath.map(
    (path) =>
      ["deleteFiles", { paths: ["content/terms.yaml"], baseVersions: versionsWith(path) }] as const,
  ),
  notAContentPath.map(
    (path) => ["persistEntry", { dataFiles: [{ path, raw: "a: 1" }], assets: [] }] as const,
  ),
  notAContentPath.map(
    (path) =>
      [
        "persistEntry",
        { dataFiles: [], assets: [{ path, content: "", encoding: "base64" }] },
      ] as const,
  ),
  outsidePath.map(
    (path) =>
      [
        "persistEntry",
        {
          dataFiles: [{ path: "content/terms.yaml", raw: "a: 1" }],
          assets: [],
          baseVersions: versionsWith(path),
        },
      ] as const,
  ),
);

it("refuses every save that names a path outside content/ or not as a path, and touches nothing outside content/ (generated)", async () => {
  const save = localSaves(root);
  const before = await filesOutsideContent(top);
  await fc.assert(
    fc.asyncProperty(badRequest, async ([action, params]) => {
      expect(pathsNamed({ action, params }).some((path) => !isContentPath(path))).toBe(true);
      const answer = await save(action, params);
      expect(answer.status).toBe(400);
    }),
    {
      numRuns: 500,
      seed: 20261128,
      examples: [
        [["restoreLastBuilt", { path: ["../../../../content/pages/payload.txt"] }]],
        // Found by a generated run: zod's record passed over this key.
        [
          [
            "restoreLastBuilt",
            { path: "content/terms.yaml", baseVersions: JSON.parse('{"__proto__":"0"}') },
          ],
        ],
      ],
    },
  );
  expect(await filesOutsideContent(top)).toEqual(before);
});

it("refuses at arrival every photo read of a path outside content/ or not as a path (generated)", () => {
  fc.assert(
    fc.property(notAContentPath, (path) => {
      const request = { action: photoAction, params: { path } };
      expect(pathsNamed(request).some((named) => !isContentPath(named))).toBe(true);
    }),
    { numRuns: 500, seed: 20261128 },
  );
});

it("writes no file outside content/, whatever the caller of applyChanges passes", async () => {
  for (const path of ["../utanfor.txt", "content/../../../../../utanfor.txt", "scripts/x.ts"]) {
    await expect(applyChanges(root, [{ path, bytes: new Uint8Array([1]) }])).rejects.toThrow(
      "bara ändra i content/",
    );
  }
  expect(await readdir(top)).toEqual(["a", "utanfor.txt"]);
});
