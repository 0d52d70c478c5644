// Her change laid onto a newer file, on generated files: each value of a file of groups and a list
// is changed by her, by the newer version, by both alike, by both differently or by no one, and
// the merge must keep hers, take theirs, or offer both, value by value. Every kind of outcome is
// counted, so the property cannot pass on files where one never happens.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Conflict, mergeOnto, sameValue, unknownBase } from "./three-way.ts";
import { pathKey } from "./values.ts";

/** One value's three versions: as her change began, as she left it, as the file has it now. */
const versionsOfValue = fc.record({
  base: fc.constantFrom("a", "b", 1, true),
  mine: fc.constantFrom("a", "b", "c", 1, true),
  theirs: fc.constantFrom("a", "b", "d", 1, true),
});
type Versions = fc.Arbitrary<{ base: unknown; mine: unknown; theirs: unknown }>;

// A file's shape as the content has it: values, a group, and a list of groups whose length no
// one changed.
const fileOf = (value: Versions) =>
  fc.record({
    title: value,
    price: value,
    terms: fc.record({ hours: value, fee: value }),
    photos: fc.array(fc.record({ file: value, alt: value }), { minLength: 1, maxLength: 3 }),
  });

type Leaves = { path: (string | number)[]; base: unknown; mine: unknown; theirs: unknown }[];

function leavesOf(file: Record<string, unknown>, path: (string | number)[] = []): Leaves {
  if ("base" in file && "mine" in file && "theirs" in file) {
    return [{ path, base: file.base, mine: file.mine, theirs: file.theirs }];
  }
  return Object.entries(file).flatMap(([key, inner]) =>
    Array.isArray(inner)
      ? inner.flatMap((item, index) => leavesOf(item, [...path, key, index]))
      : leavesOf(inner as Record<string, unknown>, [...path, key]),
  );
}

/** One of the three versions of the whole file. */
function versionOf(file: unknown, which: "base" | "mine" | "theirs"): unknown {
  if (Array.isArray(file)) return file.map((item) => versionOf(item, which));
  const record = file as Record<string, unknown>;
  if ("base" in record && "mine" in record) return record[which];
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [key, versionOf(inner, which)]),
  );
}

const valueAtPath = (data: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], data);

describe("her change laid onto a newer version of its file", () => {
  it("keeps hers where only she changed a value, takes theirs where only they did, and offers both where both did (generated)", () => {
    const seen = { hers: 0, theirs: 0, alike: 0, conflict: 0 };
    fc.assert(
      fc.property(fileOf(versionsOfValue), (file) => {
        const merged = mergeOnto(
          versionOf(file, "base"),
          versionOf(file, "mine"),
          versionOf(file, "theirs"),
        );
        const conflicts = new Map(merged.conflicts.map((c) => [pathKey(c.path), c]));
        for (const { path, base, mine, theirs } of leavesOf(file)) {
          const value = valueAtPath(merged.data, path);
          if (mine !== base && theirs !== base && mine !== theirs) {
            seen.conflict++;
            expect(conflicts.get(pathKey(path))).toEqual<Conflict>({ path, mine, theirs });
            expect(value).toBe(mine);
            continue;
          }
          expect(conflicts.has(pathKey(path))).toBe(false);
          if (mine === theirs) {
            seen.alike++;
            expect(value).toBe(mine);
          } else if (mine !== base) {
            seen.hers++;
            expect(value).toBe(mine);
          } else {
            seen.theirs++;
            expect(value).toBe(theirs);
          }
        }
        expect(merged.conflicts.length).toBe(
          leavesOf(file).filter(
            (leaf) =>
              leaf.mine !== leaf.base && leaf.theirs !== leaf.base && leaf.mine !== leaf.theirs,
          ).length,
        );
      }),
      { numRuns: 300 },
    );
    expect(
      Object.values(seen).every((count) => count > 0),
      JSON.stringify(seen),
    ).toBe(true);
  });

  it("offers a list whose items she and they added or removed as one value", () => {
    const base = { photos: [{ file: "01.jpg" }] };
    const mine = { photos: [{ file: "01.jpg" }, { file: "02.jpg" }] };
    const theirs = { photos: [] };
    expect(mergeOnto(base, mine, theirs)).toEqual({
      data: mine,
      conflicts: [{ path: ["photos"], mine: mine.photos, theirs: [] }],
    });
  });

  it("takes a list she did not touch as they left it, items added or not", () => {
    const base = { title: "Kök", photos: [{ file: "01.jpg" }] };
    const mine = { title: "Kök och bad", photos: [{ file: "01.jpg" }] };
    const theirs = { title: "Kök", photos: [{ file: "01.jpg" }, { file: "02.jpg" }] };
    expect(mergeOnto(base, mine, theirs)).toEqual({
      data: { title: "Kök och bad", photos: theirs.photos },
      conflicts: [],
    });
  });

  it("removes a value she removed, where they left it", () => {
    expect(mergeOnto({ note: "x", a: 1 }, { a: 1 }, { note: "x", a: 2 })).toEqual({
      data: { a: 2 },
      conflicts: [],
    });
  });

  it("without the version her change was made on, offers every value that differs", () => {
    expect(mergeOnto(unknownBase, { title: "Hem", price: 1 }, { title: "Hem", price: 2 })).toEqual({
      data: { title: "Hem", price: 1 },
      conflicts: [{ path: ["price"], mine: 1, theirs: 2 }],
    });
  });
});

/** Values as a content file holds them, from a few, so that equal pairs are drawn too. */
const { value: smallValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom<unknown>("a", "ab", "", 1, 2, true, false, null),
    fc.array(tie("value"), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom("a", "b", "0"), tie("value"), {
      maxKeys: 2,
      noNullPrototype: true,
    }),
  ),
}));

describe("whether two values are the same", () => {
  it("agrees with a deep comparison on values as a file holds them (generated)", () => {
    const seen = { same: 0, different: 0 };
    fc.assert(
      fc.property(smallValue, smallValue, (one, other) => {
        const expected = isDeepStrictEqual(one, other);
        seen[expected ? "same" : "different"]++;
        expect(sameValue(one, other)).toBe(expected);
      }),
      { numRuns: 500 },
    );
    expect(seen.same > 0 && seen.different > 0, JSON.stringify(seen)).toBe(true);
  });

  it("finds a copy of a value the same as it (generated)", () => {
    fc.assert(
      fc.property(smallValue, (value) => {
        expect(sameValue(value, structuredClone(value))).toBe(true);
      }),
    );
  });

  it("does not take a list of one text for that text", () => {
    expect(sameValue(["a"], "a")).toBe(false);
  });

  it("does not take an empty group for a number", () => {
    expect(sameValue({}, 1)).toBe(false);
  });

  it("does not take an emptied value for a group", () => {
    expect(sameValue(null, { a: 1 })).toBe(false);
  });

  it("takes a group with a name left out for one where that name has no value", () => {
    expect(sameValue({ title: "Hem" }, { title: "Hem", note: undefined })).toBe(true);
  });
});

describe("her change laid onto a newer version of its file, where its shape changed", () => {
  it("leaves out, not empties, a name that she and they both removed", () => {
    const merged = mergeOnto({ note: "x", a: 1 }, { a: 2 }, { a: 1 });
    expect(Object.keys(merged.data as object)).toEqual(["a"]);
  });

  it("leaves out a name she removed where they left it", () => {
    const merged = mergeOnto({ note: "x", a: 1 }, { a: 1 }, { note: "x", a: 2 });
    expect(merged.data).toStrictEqual({ a: 2 });
  });

  it("offers her group and their text as one value each, where she changed it and they made it a text", () => {
    expect(mergeOnto({ a: 1 }, { a: 2 }, "ab")).toEqual({
      data: { a: 2 },
      conflicts: [{ path: [], mine: { a: 2 }, theirs: "ab" }],
    });
  });

  it("offers a group that both added, differently, as one value", () => {
    const mine = { terms: { hours: "9–17" } };
    const theirs = { terms: { fee: "500 kr" } };
    expect(mergeOnto({}, mine, theirs)).toEqual({
      data: mine,
      conflicts: [{ path: ["terms"], mine: mine.terms, theirs: theirs.terms }],
    });
  });

  it("offers a list that both added, differently, as one value", () => {
    expect(mergeOnto({}, { tags: ["kök"] }, { tags: ["bad"] })).toEqual({
      data: { tags: ["kök"] },
      conflicts: [{ path: ["tags"], mine: ["kök"], theirs: ["bad"] }],
    });
  });

  it("offers a list to which both added an item, differently, as one value", () => {
    const base = { tags: ["kök"] };
    const mine = { tags: ["kök", "bad"] };
    const theirs = { tags: ["kök", "hall"] };
    expect(mergeOnto(base, mine, theirs)).toEqual({
      data: mine,
      conflicts: [{ path: ["tags"], mine: mine.tags, theirs: theirs.tags }],
    });
  });

  it("offers her list and their text as one value each, even of the same letters", () => {
    expect(mergeOnto(unknownBase, { tags: ["a", "b"] }, { tags: "ab" })).toEqual({
      data: { tags: ["a", "b"] },
      conflicts: [{ path: ["tags"], mine: ["a", "b"], theirs: "ab" }],
    });
  });
});

describe("her change laid onto a newer version, without the version it was made on", () => {
  it("offers a value only they have", () => {
    expect(mergeOnto(unknownBase, { title: "Hem" }, { title: "Hem", price: 2 })).toEqual({
      data: { title: "Hem" },
      conflicts: [{ path: ["price"], mine: undefined, theirs: 2 }],
    });
  });

  it("follows a list of as many items as theirs item by item", () => {
    expect(mergeOnto(unknownBase, ["kök", "bad"], ["kök", "hall"])).toEqual({
      data: ["kök", "bad"],
      conflicts: [{ path: [1], mine: "bad", theirs: "hall" }],
    });
  });

  it("offers a list of more items than theirs as one value", () => {
    expect(mergeOnto(unknownBase, ["kök", "bad"], ["kök"])).toEqual({
      data: ["kök", "bad"],
      conflicts: [{ path: [], mine: ["kök", "bad"], theirs: ["kök"] }],
    });
  });
});
