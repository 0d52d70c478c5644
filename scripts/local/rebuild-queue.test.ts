import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rebuildQueue } from "./rebuild-queue.ts";

/** A build that stays running until `finish()` is called. */
function fakeBuilds() {
  const finishes: (() => void)[] = [];
  const build = vi.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
  return { build, finish: () => finishes.shift()?.() };
}

describe("rebuildQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("builds once after a burst of changes has been quiet", async () => {
    const { build } = fakeBuilds();
    const queue = rebuildQueue({ quietMs: 300, build });
    queue.changed();
    await vi.advanceTimersByTimeAsync(200);
    queue.changed();
    await vi.advanceTimersByTimeAsync(200);
    queue.changed();
    expect(build).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("never runs two builds at once, and builds once more after changes during a build", async () => {
    const { build, finish } = fakeBuilds();
    const queue = rebuildQueue({ quietMs: 300, build });
    queue.changed();
    await vi.advanceTimersByTimeAsync(300);
    queue.changed();
    await vi.advanceTimersByTimeAsync(300);
    queue.changed();
    await vi.advanceTimersByTimeAsync(300);
    expect(build).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(build).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("goes on building after a build that failed", async () => {
    const build = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error("failed"))
      .mockResolvedValue();
    const queue = rebuildQueue({ quietMs: 10, build });
    queue.changed();
    await vi.advanceTimersByTimeAsync(10);
    queue.changed();
    await vi.advanceTimersByTimeAsync(10);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
