import { describe, expect, test } from "vitest";
import { longTasksOf, type TraceEvent } from "./long-tasks.ts";

const page = "https://127.0.0.1:4443/portfolio";
const main = { pid: 1, tid: 7 };
/** An event of `ms` from `at` ms after the navigation's start (the trace counts µs). */
const event = (name: string, at: number, ms: number, args?: TraceEvent["args"]): TraceEvent => ({
  name,
  ph: "X",
  ts: 1_000_000 + at * 1000,
  dur: ms * 1000,
  ...main,
  args,
});
const navigation: TraceEvent = {
  name: "navigationStart",
  ph: "R",
  ts: 1_000_000,
  ...main,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: page } },
};
const forcedBy = (functionName: string) => ({
  beginData: {
    stackTrace: [
      { functionName: "", url: page },
      { functionName, url: page },
    ],
  },
});

describe("the long tasks of a load", () => {
  const trace = [
    navigation,
    // A promise callback of an inline script that reads boxes: 120 ms, 70 of them layout.
    event("RunTask", 1000, 120),
    event("RunMicrotasks", 1000, 118),
    event("Layout", 1010, 40, forcedBy("addUnlessItMoves")),
    event("UpdateLayoutTree", 1060, 10, forcedBy("addUnlessItMoves")),
    event("Layout", 1080, 30, forcedBy("addUnlessItMoves")),
    // A short task, and one of the browser's own frame.
    event("RunTask", 1200, 30),
    event("RunTask", 1300, 60),
    event("Layout", 1300, 35),
    event("Paint", 1340, 20),
    // Another thread's task is not the page's.
    { ...event("RunTask", 1400, 200), tid: 8 },
    // A script's first run, in a file.
    event("RunTask", 1700, 80),
    event("EvaluateScript", 1700, 80, { data: { url: "https://127.0.0.1:4443/assets/entry.js" } }),
    event("v8.compile", 1700, 5),
  ];
  const tasks = longTasksOf(trace);

  test("are the page's main thread's tasks of 50 ms or more, timed from the navigation", () => {
    expect(tasks.map(({ start, duration }) => [start, duration])).toEqual([
      [1000, 120],
      [1300, 60],
      [1700, 80],
    ]);
  });

  test("split into the work done, what a script forced counted as style and layout", () => {
    expect(tasks[0]?.work).toEqual({ script: 38, layout: 70, style: 10, other: 2 });
    expect(tasks[1]?.work).toEqual({ layout: 35, paint: 20, other: 5 });
    expect(tasks[2]?.work).toEqual({ script: 80 });
  });

  test("named after the scripts that ran or forced the work, else the browser's own", () => {
    expect(tasks.map((task) => task.scripts)).toEqual([
      ["addUnlessItMoves (inline in /portfolio)"],
      [],
      ["(anonymous) (entry.js)"],
    ]);
  });
});
