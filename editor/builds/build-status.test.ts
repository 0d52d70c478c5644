// The status panel's word on `npm start`'s rebuilds (build-status.ts): a failure's problems said
// in the form's labels, and the local server's stream followed only where it is served.
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  type BuildNotice,
  currentNotices,
  setNotice,
  subscribeToNotices,
} from "../notices/notices.ts";
import { followLocalBuilds, inHerWords, type LocalBuild } from "./build-status.ts";

/** A problem the build's check found with a value of the terms. */
const broken = { file: "content/terms.yaml", path: "deliveryHours", words: "måste vara ett tal" };

/** The browser's EventSource as the live reload's stream: the streams opened, and a way to speak. */
class Stream {
  static opened: Stream[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    Stream.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  say(type: string, build: LocalBuild) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(build) }));
  }
}

/** The page's fetch answering the probe for the live reload's script with `answer`. */
function probeAnswers(answer: () => Promise<Response>) {
  const probe = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", probe);
  vi.stubGlobal("EventSource", Stream);
  return probe;
}

beforeEach(() => {
  Stream.opened = [];
  setNotice({ build: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test("a build that did not fail is said as it is", async () => {
  const done: BuildNotice = { state: "klar", seconds: 3 };
  expect(await inHerWords(done)).toBe(done);
});

test("a failed build's problems are said in the form's labels, a line it said as it is", async () => {
  const said = await inHerWords({
    state: "fel",
    problems: [broken],
    lines: ["Något annat gick fel"],
  });
  expect(said.state).toBe("fel");
  const lines = said.state === "fel" ? said.lines : [];
  expect(lines[0]).toMatch(/ › .*: måste vara ett tal$/);
  expect(lines[0]).not.toContain("content/");
  expect(lines[1]).toBe("Något annat gick fel");
});

test("asks only for the head of the live reload's script, as `npm start` serves it", async () => {
  const probe = probeAnswers(async () => new Response(null, { status: 404 }));
  await followLocalBuilds();
  expect(probe).toHaveBeenCalledWith("/.lokalt/omladdning.js", { method: "HEAD" });
});

test("follows nothing where the local server serves no live reload", async () => {
  probeAnswers(async () => new Response(null, { status: 404 }));
  await followLocalBuilds();
  expect(Stream.opened).toEqual([]);
});

test("follows nothing where the page's server does not answer", async () => {
  probeAnswers(() => Promise.reject(new TypeError("Failed to fetch")));
  await expect(followLocalBuilds()).resolves.toBeUndefined();
  expect(Stream.opened).toEqual([]);
});

test("says each rebuild `npm start` reports, in the order reported, a failure in her words", async () => {
  probeAnswers(async () => new Response(null, { status: 200 }));
  const said: (BuildNotice | null)[] = [];
  const stop = subscribeToNotices(() => said.push(currentNotices().build));
  try {
    await followLocalBuilds();
    expect(Stream.opened.map((stream) => stream.url)).toEqual(["/.lokalt/omladdning"]);
    const [stream] = Stream.opened;
    stream?.say("status", { state: "fel", problems: [broken], lines: [] });
    stream?.say("status", { state: "bygger" });
    await vi.waitFor(() => expect(said).toHaveLength(2));
    expect(said.map((build) => build?.state)).toEqual(["fel", "bygger"]);
    const [failed] = said;
    expect(failed?.state === "fel" && failed.lines[0]).toMatch(/ › .*: måste vara ett tal$/);
  } finally {
    stop();
  }
});
