// @vitest-environment jsdom
// The form's state as her edits and whatever finishes later reach it in any order (generated
// with fast-check's model-based commands): her typing, and photo reads begun in an older render
// that finish after it. Each completion writes only what it owns, from the latest value, so no
// edit of hers is ever lost, and what each update gives back is what her draft keeps.
import { act, cleanup, renderHook } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, expect, it } from "vitest";
import { useLatestState } from "./latest-state.ts";

afterEach(cleanup);

type Data = Record<string, string>;
type Update = (next: (latest: Data) => Data) => Data;
type Real = {
  result: { current: [Data, Update, () => Data] };
  /** Reads begun and not yet finished: each the update of the render it began in. */
  reading: { field: string; value: string; update: Update }[];
  /** What the last update gave back: her draft as kept. */
  kept: Data | null;
};
type Model = { data: Data; reading: { field: string; value: string }[]; counts: Counts };
type Counts = { typed: number; begun: number; finished: number; typedDuringRead: number };

const fields = ["title", "alt", "price"];
const slots = ["photo0", "photo1"];

class Type implements fc.Command<Model, Real> {
  constructor(
    readonly field: string,
    readonly value: string,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    const [, update] = real.result.current;
    act(() => {
      real.kept = update((latest) => ({ ...latest, [this.field]: this.value }));
    });
    model.data[this.field] = this.value;
    model.counts.typed++;
    if (model.reading.length > 0) model.counts.typedDuringRead++;
    expect(real.result.current[0]).toEqual(model.data);
    expect(real.kept).toEqual(model.data);
  }
  toString = () => `type ${this.field}=${this.value}`;
}

class BeginRead implements fc.Command<Model, Real> {
  constructor(
    readonly field: string,
    readonly value: string,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    // The pick's handler holds the update of the render in which she picked.
    real.reading.push({ field: this.field, value: this.value, update: real.result.current[1] });
    model.reading.push({ field: this.field, value: this.value });
    model.counts.begun++;
  }
  toString = () => `begin ${this.field}=${this.value}`;
}

class FinishRead implements fc.Command<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.reading.length > 0;
  run(model: Model, real: Real) {
    const at = this.index % model.reading.length;
    const [read] = real.reading.splice(at, 1);
    const [owned] = model.reading.splice(at, 1);
    if (!read || !owned) throw new Error("no read to finish");
    act(() => {
      real.kept = read.update((latest) => ({ ...latest, [read.field]: read.value }));
    });
    model.data[owned.field] = owned.value;
    model.counts.finished++;
    expect(real.result.current[0]).toEqual(model.data);
    expect(real.kept).toEqual(model.data);
    expect(real.result.current[2]()).toEqual(model.data);
  }
  toString = () => `finish ${this.index}`;
}

it("keeps every edit of hers and every finished read, in whatever order they come (generated)", () => {
  const counts: Counts = { typed: 0, begun: 0, finished: 0, typedDuringRead: 0 };
  const text = fc.string({ maxLength: 3 });
  const commands = [
    fc.tuple(fc.constantFrom(...fields), text).map(([field, value]) => new Type(field, value)),
    fc
      .tuple(fc.constantFrom(...slots), fc.constantFrom("kok-1.jpg", "hall.jpg"))
      .map(([field, value]) => new BeginRead(field, value)),
    fc.nat(5).map((index) => new FinishRead(index)),
  ];
  fc.assert(
    fc.property(fc.commands(commands, { maxCommands: 30 }), (cmds) => {
      const initial: Data = { title: "Kök" };
      const { result, unmount } = renderHook(() => useLatestState<Data>(initial));
      fc.modelRun(
        () => ({
          model: { data: { ...initial }, reading: [], counts },
          real: { result, reading: [], kept: null },
        }),
        cmds,
      );
      unmount();
    }),
    { numRuns: 200 },
  );
  // Runs that typed while a read was under way and finished it afterwards reached the checks.
  expect(counts.typedDuringRead, JSON.stringify(counts)).toBeGreaterThan(100);
  expect(counts.finished, JSON.stringify(counts)).toBeGreaterThan(100);
});
