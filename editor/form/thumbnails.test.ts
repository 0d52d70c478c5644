import { expect, it } from "vitest";
import { thumbnailSize } from "./thumbnails.ts";

it("draws a 12 MP landscape photo at 384 px wide, its height to scale", () => {
  expect(thumbnailSize(4000, 3000)).toEqual({ width: 384, height: 288 });
});

it("draws a portrait photo wide enough to cover the form's 3:2 box", () => {
  expect(thumbnailSize(3000, 4000)).toEqual({ width: 384, height: 512 });
});

it("draws a panorama tall enough to cover the box", () => {
  expect(thumbnailSize(6000, 1000)).toEqual({ width: 1536, height: 256 });
});

it("never enlarges a photo smaller than the box", () => {
  expect(thumbnailSize(300, 200)).toEqual({ width: 300, height: 200 });
});
