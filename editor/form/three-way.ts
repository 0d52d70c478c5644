// Her change laid onto a newer version of its file, field by field: where only she changed a
// value hers is kept, where only the newer version did its value is taken, and where both changed
// the same value differently both are kept beside it for her to choose (hers stands meanwhile).
// Groups are followed into their fields; a list is followed item by item where no one added,
// removed or moved an item, and is one value otherwise (its items' places are what changed).
import type { Path } from "./values.ts";

/** A value both changed: hers and the newer version's, at its place in the file. */
export type Conflict = { path: Path; mine: unknown; theirs: unknown };

export type Merged = { data: unknown; conflicts: Conflict[] };

/** The version her change was made on, where it is not known (a draft kept before it was). */
export const unknownBase: unique symbol = Symbol("unknown base");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function sameValue(one: unknown, other: unknown): boolean {
  if (one === other) return true;
  if (Array.isArray(one) && Array.isArray(other)) {
    return one.length === other.length && one.every((item, index) => sameValue(item, other[index]));
  }
  if (isRecord(one) && isRecord(other)) {
    const keys = new Set([...Object.keys(one), ...Object.keys(other)]);
    return [...keys].every((key) => sameValue(one[key], other[key]));
  }
  return false;
}

/**
 * `mine` (her data, made on `base`) laid onto `theirs` (the file as it is now). `base` is
 * `unknownBase` where her draft did not keep it: then every value that differs is hers to choose.
 */
export function mergeOnto(base: unknown, mine: unknown, theirs: unknown, path: Path = []): Merged {
  if (sameValue(mine, theirs)) return { data: theirs, conflicts: [] };
  if (base !== unknownBase) {
    if (sameValue(base, mine)) return { data: theirs, conflicts: [] };
    if (sameValue(base, theirs)) return { data: mine, conflicts: [] };
  }
  const baseOf = (pick: (value: Record<string, unknown> | unknown[]) => unknown) =>
    base === unknownBase
      ? unknownBase
      : isRecord(base) || Array.isArray(base)
        ? pick(base)
        : undefined;
  if (isRecord(mine) && isRecord(theirs) && (base === unknownBase || isRecord(base))) {
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])];
    const data: Record<string, unknown> = {};
    const conflicts: Conflict[] = [];
    for (const key of keys) {
      const inner = mergeOnto(
        baseOf((group) => (group as Record<string, unknown>)[key]),
        mine[key],
        theirs[key],
        [...path, key],
      );
      if (inner.data !== undefined) data[key] = inner.data;
      conflicts.push(...inner.conflicts);
    }
    return { data, conflicts };
  }
  if (
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    mine.length === theirs.length &&
    (base === unknownBase || (Array.isArray(base) && base.length === mine.length))
  ) {
    const merged = mine.map((item, index) =>
      mergeOnto(
        baseOf((list) => (list as unknown[])[index]),
        item,
        theirs[index],
        [...path, index],
      ),
    );
    return {
      data: merged.map((inner) => inner.data),
      conflicts: merged.flatMap((inner) => inner.conflicts),
    };
  }
  return { data: mine, conflicts: [{ path, mine, theirs }] };
}
