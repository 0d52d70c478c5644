import { resolveObjectURL } from "node:buffer";
import { expect, it } from "vitest";
import { forget, photoAddress, thumbnailOf, thumbnailSize } from "./thumbnails.ts";

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

// Node has no canvas: a photo it cannot draw small is shown from its own bytes, as a browser
// that cannot draw it does; the addresses are the same kind either way.
it("keeps a photo's addresses while it is shown, one of each for the photo", async () => {
  const photo = new Blob(["jpeg"], { type: "image/jpeg" });
  const small = await thumbnailOf(photo);
  expect(await thumbnailOf(photo)).toBe(small);
  expect(photoAddress(photo)).toBe(photoAddress(photo));
  expect(resolveObjectURL(small)).toBeDefined();
  forget(photo);
});

it("lets the tab drop a photo's bytes once it is let go: its addresses revoked, new ones made if shown again", async () => {
  const photo = new Blob(["jpeg"], { type: "image/jpeg" });
  const small = await thumbnailOf(photo);
  const whole = photoAddress(photo);
  forget(photo);
  await Promise.resolve();
  expect(resolveObjectURL(small)).toBeUndefined();
  expect(resolveObjectURL(whole)).toBeUndefined();
  expect(await thumbnailOf(photo)).not.toBe(small);
  expect(photoAddress(photo)).not.toBe(whole);
  forget(photo);
});
