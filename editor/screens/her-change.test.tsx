// @vitest-environment jsdom
// Her change to a file while the file is saved beside her (another tab, a restore, GitHub): the
// form filled afresh where she changed nothing, her change laid onto the newest version where she
// did, a value both changed left for her to choose with hers standing; each edit kept in her
// draft at once, and an offered draft laid onto the file where it was saved since.
import { act, renderHook, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { stringify } from "yaml";
import { snapshot } from "../checks/on-disk.fixture.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { collections } from "../fields/collections.ts";
import { newDrafts, source } from "./a-tab.fixture.ts";
import { entriesOf } from "./entries.ts";
import { type EntryFile, entryFile } from "./entry-file.ts";
import { useHerChange } from "./her-change.ts";

const path = "content/terms.yaml";
const found = collections
  .flatMap((collection) => entriesOf(collection, snapshot))
  .find((candidate) => candidate.path === path);
if (!found) throw new Error(`no entry for ${path}`);
const entry = found;
type Terms = Record<string, number>;
const asRead = entryFile(entry, snapshot).read.data as Terms;
const [mineKey = "", theirKey = ""] = Object.keys(asRead);

/** content/ with terms.yaml saved beside her as `data`, at `version`. */
const savedBeside = (data: Terms, version: string): Snapshot => ({
  ...snapshot,
  files: { ...snapshot.files, [path]: { raw: stringify(data), version } },
});

function open(first: Snapshot = snapshot, drafts = newDrafts()) {
  const checked: unknown[] = [];
  const hook = renderHook(
    ({ file }: { file: EntryFile }) =>
      useHerChange({
        file,
        source,
        drafts,
        photosNow: () => ({}),
        check: (data) => checked.push(data),
        onNewerRead: () => {},
      }),
    { initialProps: { file: entryFile(entry, first) } },
  );
  const fileSaved = (data: Terms, version: string) =>
    hook.rerender({ file: entryFile(entry, savedBeside(data, version)) });
  return { ...hook, drafts, checked, fileSaved };
}

it("fills the form afresh from a file saved beside her where she changed nothing", async () => {
  const { result, fileSaved, checked } = open();
  await waitFor(() => expect(result.current.offer).toBeNull());
  const theirs = { ...asRead, [theirKey]: (asRead[theirKey] ?? 0) + 1 };
  fileSaved(theirs, "deras");
  expect(result.current.data).toEqual(theirs);
  expect(result.current.newer).toBeNull();
  expect(checked).toEqual([theirs]);
});

it("lays her change onto a file saved beside her, each side's change kept", async () => {
  const { result, fileSaved } = open();
  act(() => void result.current.update((latest) => ({ ...(latest as Terms), [mineKey]: 1000 })));
  const theirs = { ...asRead, [theirKey]: (asRead[theirKey] ?? 0) + 1 };
  act(() => fileSaved(theirs, "deras"));
  expect(result.current.data).toEqual({ ...theirs, [mineKey]: 1000 });
  expect(result.current.newer?.conflicts).toEqual([]);
  expect(result.current.baseNow()).toEqual({ version: "deras", data: theirs });
});

it("leaves a value both changed for her to choose, hers standing until she does", async () => {
  const { result, fileSaved } = open();
  act(() => void result.current.update((latest) => ({ ...(latest as Terms), [mineKey]: 1000 })));
  act(() => fileSaved({ ...asRead, [mineKey]: 2000 }, "deras"));
  expect((result.current.data as Terms)[mineKey]).toBe(1000);
  expect(result.current.newer?.conflicts).toEqual([{ path: [mineKey], mine: 1000, theirs: 2000 }]);
});

it("keeps each edit in her draft at once, with the version it is made on", async () => {
  const { result, drafts } = open();
  act(() => void result.current.update((latest) => ({ ...(latest as Terms), [mineKey]: 1000 })));
  const kept = await drafts.offered(path);
  expect(kept?.data).toEqual({ ...asRead, [mineKey]: 1000 });
  expect(kept?.base).toBe(snapshot.files[path]?.version);
});

it("lays her offered draft onto the file where it was saved since she made it", async () => {
  const drafts = newDrafts();
  await drafts.keep(path, { ...asRead, [mineKey]: 1000 }, { version: "min", data: asRead });
  const theirs = { ...asRead, [theirKey]: (asRead[theirKey] ?? 0) + 1 };
  const { result } = open(savedBeside(theirs, "deras"), drafts);
  await waitFor(() => expect(result.current.offer).not.toBeUndefined());
  const offer = result.current.offer;
  if (!offer) throw new Error("her draft was not offered");
  act(() => result.current.take(offer));
  expect(result.current.data).toEqual({ ...theirs, [mineKey]: 1000 });
  expect(result.current.newer?.conflicts).toEqual([]);
  expect(result.current.offer).toBeNull();
});
