// What each file of a save is made on: the form's file as her form read it, another file as
// content/ was read, a new photo as none (it must not be there yet), and a photo removed with its
// section whatever its version.
import { expect, it } from "vitest";
import type { Snapshot } from "../content/snapshot.ts";
import { versionsOf } from "./entry-saves.ts";

const snapshot: Snapshot = {
  paths: [
    "content/portfolio/kok/avsnitt.yaml",
    "content/portfolio/kok/01.jpg",
    "content/portfolio.yaml",
  ],
  files: {
    "content/portfolio/kok/avsnitt.yaml": { raw: "title: Kök\n", version: "v-lasning" },
    "content/portfolio.yaml": { raw: "sections: [kok]\n", version: "v-portfolio" },
  },
};
const base = { path: "content/portfolio/kok/avsnitt.yaml", version: "v-formularet" };

it("sends the form's file as her form read it, not as content/ was read since", () => {
  expect(versionsOf([{ path: base.path, raw: "title: Köket\n" }], base, snapshot)).toEqual({
    [base.path]: "v-formularet",
  });
});

it("sends a new photo as one that must not be there yet", () => {
  const photo = { path: "content/portfolio/kok/02.jpg", base64: "AA==" };
  expect(versionsOf([photo], base, snapshot)).toEqual({ [photo.path]: null });
});

it("sends another data file as content/ was read", () => {
  const order = { path: "content/portfolio.yaml", raw: "sections: []\n" };
  expect(versionsOf([order], base, snapshot)).toEqual({ [order.path]: "v-portfolio" });
});

it("removes a section's photo whatever its version, and its file as her form read it", () => {
  const removed = [base.path, "content/portfolio/kok/01.jpg"].map((path) => ({
    path,
    removed: true as const,
  }));
  expect(versionsOf(removed, base, snapshot)).toEqual({ [base.path]: "v-formularet" });
});
