import { describe, expect, it } from "vitest";
import { durationText, progressLine, timeLeft } from "./progress.ts";

const minute = 60_000;

describe("progressLine", () => {
  it("says how many of how many, which file and about how long is left", () => {
    // 12 photos in 60 s: 5 s each, so the 38 left take about 190 s.
    expect(
      progressLine({
        done: 12,
        total: 50,
        file: "content/portfolio/bostad/07.jpg",
        elapsedMs: minute,
      }),
    ).toBe("Bilder: 12 av 50 klara – content/portfolio/bostad/07.jpg – ungefär 3 min kvar");
  });

  it("says how long it took once the last photo is done", () => {
    expect(
      progressLine({ done: 50, total: 50, file: "content/images/hero.jpg", elapsedMs: 7 * minute }),
    ).toBe("Bilder: 50 av 50 klara – content/images/hero.jpg – klart på 7 min");
  });
});

describe("timeLeft", () => {
  it("estimates at the pace of the photos done so far", () => {
    expect(timeLeft({ done: 1, total: 50, elapsedMs: 8_000 })).toBe("ungefär 7 min kvar");
    expect(timeLeft({ done: 25, total: 50, elapsedMs: 4 * minute })).toBe("ungefär 4 min kvar");
    expect(timeLeft({ done: 10, total: 200, elapsedMs: 4 * minute })).toBe(
      "ungefär 1 h 16 min kvar",
    );
  });

  it("gives no false precision under a minute", () => {
    expect(timeLeft({ done: 49, total: 50, elapsedMs: 4 * minute })).toBe("under en minut kvar");
    expect(timeLeft({ done: 9, total: 10, elapsedMs: 9 * 59_000 })).toBe("under en minut kvar");
    expect(timeLeft({ done: 9, total: 10, elapsedMs: 9 * 61_000 })).toBe("ungefär 1 min kvar");
  });
});

describe("durationText", () => {
  it("counts seconds under a minute, minutes under an hour, then hours and minutes", () => {
    expect(durationText(0)).toBe("1 s");
    expect(durationText(44_600)).toBe("45 s");
    expect(durationText(59_400)).toBe("59 s");
    expect(durationText(59_600)).toBe("1 min");
    expect(durationText(4 * minute + 29_000)).toBe("4 min");
    expect(durationText(60 * minute)).toBe("1 h");
    expect(durationText(125 * minute)).toBe("2 h 5 min");
  });
});
