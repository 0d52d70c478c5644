import { expect, it } from "vitest";
import { type EditorRuns, editorMisses } from "./editor-phone.ts";

const runs = (list: number, listKb = 150): EditorRuns => ({
  hero: [{ ms: 1000, kb: 200 }],
  signIn: [{ ms: 1500, kb: 70 }],
  list: [{ ms: list, kb: listKb }],
  listAgain: [{ ms: 1800, kb: 140 }],
  form: [{ ms: 1500, kb: 200 }],
  preview: [{ ms: 1900, kb: 300 }],
});

it("finds nothing where every first screen is within twice the hero photo and 300 KB", () => {
  expect(editorMisses(runs(2000))).toEqual([]);
});

it("names a first screen slower than twice the hero photo, or heavier than 300 KB", () => {
  expect(editorMisses(runs(2500, 320))).toEqual([
    "editor: the list, first visit 2500 ms > 2x the hero photo's 1000 ms",
    "editor: the list, first visit 320 KB > 300 KB",
  ]);
});
