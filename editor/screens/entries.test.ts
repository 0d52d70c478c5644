// What removing an entry takes with it: a section its whole folder, photos included; a text page
// its file alone.
import { expect, it } from "vitest";
import type { Snapshot } from "../content/snapshot.ts";
import { collections } from "../fields/collections.ts";
import { entriesOf, removedWith } from "./entries.ts";

const snapshot: Snapshot = {
  paths: [
    // In the order the backends list them: the photos before the section's file.
    "content/portfolio/kok/01.jpg",
    "content/portfolio/kok/02.jpg",
    "content/portfolio/kok/avsnitt.yaml",
    "content/portfolio/kokare/avsnitt.yaml",
    "content/pages/om-oss.yaml",
    "content/pages/villkor.yaml",
  ],
  files: {
    "content/portfolio/kok/avsnitt.yaml": { raw: "title: Kök\n", version: "1" },
    "content/portfolio/kokare/avsnitt.yaml": { raw: "title: Kokare\n", version: "2" },
    "content/pages/om-oss.yaml": { raw: "title: Om oss\n", version: "3" },
    "content/pages/villkor.yaml": { raw: "title: Villkor\n", version: "4" },
  },
};
// Each lookup that finds nothing throws, naming what it missed: a renamed collection fails here,
// not as an entry missing from a list that was never read.
const entry = (collection: string, name: string) => {
  const inCollection = collections.find((candidate) => candidate.name === collection);
  if (!inCollection) throw new Error(`no collection named ${collection}`);
  const found = entriesOf(inCollection, snapshot).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no entry ${name} in ${collection}`);
  return found;
};

it("removes a section with every photo in its folder, and nothing of a folder named like it", () => {
  const kok = entry("portfolio", "kok");
  expect(removedWith(kok, snapshot)).toEqual([
    "content/portfolio/kok/avsnitt.yaml",
    "content/portfolio/kok/01.jpg",
    "content/portfolio/kok/02.jpg",
  ]);
});

it("removes a text page's file alone", () => {
  const page = entry("textsidor", "om-oss");
  expect(removedWith(page, snapshot)).toEqual(["content/pages/om-oss.yaml"]);
});
