// Where a page's blocking time goes (`npm run bench -- --long-tasks`): each task of 50 ms or more
// on the page's main thread in the trace of an applied-throttling load (the only lens whose
// trace holds the phone's own timing), split into the work the browser did in it, and the script
// that asked for it. A task's script is named by the frames Chromium records: the function a
// script entry (a call, a timer, an event, a script's first run) ran, and the stack of a style or
// layout a script forced by reading a box. Work no script asked for is the browser's own
// (parsing, the frame's style, layout and paint).

/** The part of a Chromium trace event this reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      stackTrace?: Frame[];
    };
    // A forced layout's stack, which Lighthouse's own type of the event leaves out.
    beginData?: { stackTrace?: Frame[]; url?: string };
  };
};
type Frame = { functionName?: string; url: string };

export type LongTask = {
  /** ms from the navigation's start */
  start: number;
  duration: number;
  /** ms of the task by kind of work: script, style, layout, paint, parsing, other */
  work: Record<string, number>;
  /** the scripts that ran in it or forced its style and layout, as "function (file)" */
  scripts: string[];
};

const kinds: Record<string, string> = {
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  "Decode Image": "paint",
  ParseHTML: "parsing",
  ParseAuthorStyleSheet: "parsing",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.parseOnBackground": "script",
  MinorGC: "script",
  MajorGC: "script",
};
const scriptEntries = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "RunMicrotasks",
  "FireIdleCallback",
]);

/** A frame as one looks it up: the function and its file, or the page for an inline script. */
function named(frame: { functionName?: string; url?: string }, page: string) {
  const url = frame.url ?? "";
  const file = url === page ? `inline in ${new URL(url).pathname}` : url.split("/").pop();
  return `${frame.functionName || "(anonymous)"}${file ? ` (${file})` : ""}`;
}

/** The outermost named frame of a stack: the entry a reader recognises. */
function entryOf(stack: Frame[], page: string): string | null {
  const named_ = stack.filter((frame) => frame.functionName);
  const frame = named_.at(-1) ?? stack.at(-1);
  return frame ? named(frame, page) : null;
}

/** The long tasks of the page's main thread in `events`, in the order they ran. */
export function longTasksOf(events: TraceEvent[], minMs = 50): LongTask[] {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL,
  );
  if (!navigation) return [];
  const page = navigation.args?.data?.documentLoaderURL ?? "";
  const onMain = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === "X" &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: LongTask[] = [];
  for (const task of onMain) {
    if (task.name !== "RunTask" || (task.dur ?? 0) < minMs * 1000) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    const work: Record<string, number> = {};
    const scripts = new Set<string>();
    // Each event's own time (less its children's) goes to its kind, or to the script it runs in.
    const open: { event: TraceEvent; own: number; inScript: boolean }[] = [];
    const close = () => {
      const done = open.pop();
      if (!done || done.own <= 0) return;
      const kind =
        kinds[done.event.name] ??
        (done.inScript || scriptEntries.has(done.event.name) ? "script" : "other");
      work[kind] = (work[kind] ?? 0) + done.own / 1000;
    };
    for (const event of inside) {
      while (open.length > 0) {
        const last = open.at(-1) as (typeof open)[number];
        if (last.event.ts + (last.event.dur ?? 0) > event.ts) break;
        close();
      }
      const parent = open.at(-1);
      if (parent) parent.own -= event.dur ?? 0;
      const data = event.args?.data;
      if (scriptEntries.has(event.name) && data?.url) scripts.add(named(data, page));
      const stack = event.args?.beginData?.stackTrace ?? data?.stackTrace;
      const forcedBy = stack ? entryOf(stack, page) : null;
      if (forcedBy) scripts.add(forcedBy);
      const inScript = (parent?.inScript ?? false) || scriptEntries.has(event.name);
      open.push({ event, own: event.dur ?? 0, inScript });
    }
    while (open.length > 0) close();
    tasks.push({
      start: (task.ts - navigation.ts) / 1000,
      duration: (task.dur ?? 0) / 1000,
      work,
      scripts: [...scripts],
    });
  }
  return tasks;
}

/** One line of a task: when, how long, its work by kind, and whose it is. */
export function taskLine(task: LongTask): string {
  const work = Object.entries(task.work)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(", ");
  const whose = task.scripts.length > 0 ? task.scripts.join("; ") : "the browser's own";
  return `at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms (${work}): ${whose}`;
}
