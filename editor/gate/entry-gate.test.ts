// @module-tag content
// The gate every save of an entry passes (entry-gate.ts): the file's check, the version its form
// was filled from (a draft brought back keeps its own), the comments of the file as it is now, and
// the refusal said with its lines.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "../fields/config.ts";
import { staleSaveTitle } from "../notices/notices.ts";
import type { SaveProblem } from "./check-before-save.ts";
import { commitGate, type EntrySave, entryGate, Refusal } from "./entry-gate.ts";
import {
  entryVersions,
  gitBlobOf,
  overwritesNewer,
  versionOf,
  whenChanged,
} from "./entry-versions.ts";
import { keptYamlFormat } from "./kept-yaml.ts";
import type { CommitFile } from "./tree-check.ts";
import type { Branch } from "./whole-check.ts";

const path = "content/pages/bokningsvillkor.yaml";
const original = readFileSync(join(import.meta.dirname, "..", "..", path), "utf8");

/** A gate whose refusals are kept rather than shown. */
function gateWith(versions = entryVersions()) {
  const told: { title: string; lines: string[] }[] = [];
  const gate = entryGate(collections, versions, {
    clear: () => told.splice(0),
    refused: (title: string, problems: readonly SaveProblem[]) =>
      told.push({ title, lines: problems.map(({ line }) => line) }),
  });
  return { gate, versions, told };
}

/** Decap's save of the terms page with its title changed, the file being `now` on the branch. */
function save(title: string, now: string | null): [{ path: string; raw: string }[], EntrySave] {
  const data = { ...(parse(original) as object), title };
  return [
    [{ path, raw: keptYamlFormat.toFile(data) }],
    { collection: "textsidor", isNew: false, photos: [], read: async () => ({ text: now }) },
  ];
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Refusal ? error : Promise.reject(error)),
  );

describe("the gate", () => {
  it("writes the save into the file as it is now, its comments kept", async () => {
    const { gate, versions } = gateWith();
    await versions.read(path, original);
    const [passed] = await gate(...save("Villkor för bokning", original));
    expect(passed?.raw.startsWith(original.slice(0, original.indexOf("\ntitle:")))).toBe(true);
    const before = original.split("\n");
    const after = passed?.raw.split("\n") ?? [];
    expect(after.filter((line) => !before.includes(line))).toEqual(["title: Villkor för bokning"]);
  });

  it("refuses a save from a form filled from an older version, and writes nothing", async () => {
    const { gate, versions, told } = gateWith();
    await versions.read(path, original);
    const newer = original.replace("Bokningsvillkor", "Villkor");
    expect(await refusal(gate(...save("Mina villkor", newer)))).toBeInstanceOf(Refusal);
    expect(told[0]?.title).toMatch(/filen har ändrats sedan du öppnade den/);
  });

  it("checks a draft brought back against the version its form was made from, and says its time", async () => {
    const { gate, versions, told } = gateWith();
    // Reloaded after another tab's save: the page reads the newer file first.
    const newer = original.replace("Bokningsvillkor", "Villkor");
    await versions.read(path, newer);
    const draftAt = new Date(2026, 10, 28, 14, 32).getTime();
    versions.restoreDraft(path, { version: await versionOf(original), draftAt });
    expect(await refusal(gate(...save("Mina villkor", newer)))).toBeInstanceOf(Refusal);
    expect(told[0]?.lines[0]).toContain(`efter din osparade ändring från ${whenChanged(draftAt)}`);
    // The same draft on the file it was made from goes through, into that file.
    const [passed] = await gate(...save("Mina villkor", original));
    expect(parse(passed?.raw ?? "")).toMatchObject({ title: "Mina villkor" });
  });

  it("refuses what the build refuses, with the field's line", async () => {
    const { gate, told } = gateWith();
    expect(await refusal(gate(...save("", original)))).toBeInstanceOf(Refusal);
    expect(told[0]?.lines.join("\n")).toMatch(/Rubrik|titel|Titel/);
  });

  it("says in Swedish why a file that cannot be read was not saved", async () => {
    const { gate, told } = gateWith();
    const [files, entry] = save("Villkor", original);
    const offline = { ...entry, read: () => Promise.reject(new TypeError("Failed to fetch")) };
    expect(await refusal(gate(files, offline))).toBeInstanceOf(Refusal);
    expect(told[0]?.lines[0]).toMatch(/ingen kontakt med GitHub/);
    const signedOut = { ...entry, read: () => Promise.reject(new Error("GitHub: 401")) };
    expect(await refusal(gate(files, signedOut))).toBeInstanceOf(Refusal);
    expect(told[0]?.lines[0]).toMatch(/inloggning hos GitHub har gått ut/);
  });
});

describe("the gate of commits", () => {
  const photo = "content/portfolio/kok/hall.jpg";
  /** The branch with the terms page as `terms`, and the photo there (as the blob given) or not. */
  const branchWith = (terms: string | null, photoThere: boolean, blob = "b0"): Branch => ({
    paths: [
      ...(terms === null ? [] : ["pages/bokningsvillkor.yaml"]),
      ...(photoThere ? [photo.slice(8)] : []),
    ],
    bytesOf: (file) =>
      file === "pages/bokningsvillkor.yaml" && terms !== null
        ? new TextEncoder().encode(terms)
        : null,
    blobOf: (file) => (photoThere && file === photo.slice(8) ? blob : null),
  });
  const bytes = new Uint8Array([1]);

  it("lets through what overwrites nothing saved since this page read it", async () => {
    const versions = entryVersions();
    await versions.saved(path, original);
    const none = () => false;
    // Her own save taken back; a new photo; a photo she agreed to replace; the same photo sent
    // again (as Decap does with a photo added in a form, at each save of it); a deletion.
    expect(
      await overwritesNewer([{ path, bytes }], branchWith(original, false), versions, none),
    ).toBeNull();
    expect(
      await overwritesNewer([{ path: photo, bytes }], branchWith(original, false), versions, none),
    ).toBeNull();
    expect(
      await overwritesNewer(
        [{ path: photo, bytes }],
        branchWith(original, true),
        versions,
        (name) => name === "hall.jpg",
      ),
    ).toBeNull();
    const same = branchWith(original, true, await gitBlobOf(bytes));
    expect(await overwritesNewer([{ path: photo, bytes }], same, versions, none)).toBeNull();
    expect(
      await overwritesNewer(
        [{ path: photo, bytes: null }],
        branchWith(original, true),
        versions,
        none,
      ),
    ).toBeNull();
  });

  it("refuses what would overwrite a save made since, saying which, and writes nothing", async () => {
    const versions = entryVersions();
    await versions.read(path, original);
    const newer = original.replace("Bokningsvillkor", "Villkor");
    const told: string[] = [];
    const tell = { clear: () => told.splice(0), refused: (title: string) => told.push(title) };
    const cases: [CommitFile, Branch, string][] = [
      // An undo or a restore of the terms page, saved again elsewhere, or deleted there.
      [{ path, bytes }, branchWith(newer, false), staleSaveTitle],
      [{ path, bytes: null }, branchWith(null, false), staleSaveTitle],
      // A photo uploaded elsewhere under the name since the library listed its folder.
      [{ path: photo, bytes }, branchWith(original, true), "Bilden laddades inte upp"],
      // A photo deleted elsewhere since.
      [{ path: photo, bytes: null }, branchWith(original, false), "Bilden raderades inte"],
    ];
    for (const [file, branch, title] of cases) {
      const gate = commitGate(
        collections,
        async () => branch,
        versions,
        () => false,
        tell,
      );
      expect(await refusal(gate([file])), file.path).toBeInstanceOf(Refusal);
      expect(told).toEqual([title]);
    }
  });
});

describe("whenChanged", () => {
  it("says today's time, or the date with it", () => {
    const now = new Date(2026, 10, 28, 18, 0).getTime();
    expect(whenChanged(new Date(2026, 10, 28, 9, 5).getTime(), now)).toBe("i dag kl. 9.05");
    expect(whenChanged(new Date(2026, 10, 27, 14, 32).getTime(), now)).toBe(
      "27 november 2026 kl. 14.32",
    );
  });
});
