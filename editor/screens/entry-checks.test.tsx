// @vitest-environment jsdom
// Her draft checked as the build checks it: once she pauses (each edit in the pause starting the
// wait again), and a new entry's empty form told what it lacks only once she presses Publicera.
import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { snapshot } from "../checks/on-disk.fixture.ts";
import { collections } from "../fields/collections.ts";
import { entriesOf, newEntryAt } from "./entries.ts";
import { useEntryChecks } from "./entry-checks.ts";
import { entryFile } from "./entry-file.ts";

afterEach(() => void vi.useRealTimers());

const path = "content/terms.yaml";
const terms = collections
  .flatMap((collection) => entriesOf(collection, snapshot))
  .find((candidate) => candidate.path === path);
if (!terms) throw new Error(`no entry for ${path}`);
const file = entryFile(terms, snapshot);
const asRead = file.read.data as Record<string, unknown>;
const [key = ""] = Object.keys(asRead);

const checksOf = (opened: typeof file) =>
  renderHook(() =>
    useEntryChecks({ snapshot, file: opened, data: opened.read.data, photosNow: () => [] }),
  );

it("checks her draft once she pauses, an edit in the pause starting the wait again", () => {
  vi.useFakeTimers();
  const { result } = checksOf(file);
  expect(result.current.shown.fields.size).toBe(0);
  act(() => result.current.checkSoon({ ...asRead, [key]: "många" }));
  act(() => void vi.advanceTimersByTime(200));
  act(() => result.current.checkSoon({ ...asRead, [key]: "fler" }));
  act(() => void vi.advanceTimersByTime(200));
  expect(result.current.shown.fields.size).toBe(0);
  act(() => void vi.advanceTimersByTime(100));
  expect([...result.current.shown.fields.keys()]).toEqual([key]);
});

it("tells a new entry's empty form what it lacks only once she presses Publicera", () => {
  const entry = newEntryAt("portfolio");
  if (!entry) throw new Error("the portfolio takes no new section");
  const { result } = checksOf(entryFile(entry, snapshot));
  expect(result.current.shown.problems).toEqual([]);
  act(() => result.current.pressed());
  expect(result.current.shown.problems.length).toBeGreaterThan(0);
});
