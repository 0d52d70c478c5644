// @vitest-environment jsdom
// A file's bytes as GitHub sends and takes them: base64, wrapped in lines. Node's own encoder is
// the reference the editor's decoding and the browser's encoding are held to.
import fc from "fast-check";
import { expect, it } from "vitest";
import { base64Bytes, blobBase64 } from "./base64.ts";

/** `bytes` as GitHub sends a file's content: base64 in lines of 60 characters. */
const asGitHubSends = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString("base64")
      .match(/.{1,60}/g) ?? []
  ).join("\n");

it("reads the bytes of a file GitHub sent, across its line breaks (generated)", () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      expect(base64Bytes(asGitHubSends(bytes))).toEqual(new Uint8Array(bytes));
    }),
  );
});

it("reads a photo's first bytes, the JPEG's mark, from its base64", () => {
  expect([...base64Bytes("/9j/\n4AAQ\r\n")]).toEqual([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
});

it("writes a photo's bytes as base64, with nothing of the data address before them (generated)", async () => {
  await fc.assert(
    fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 200 }), async (bytes) => {
      const written = await blobBase64(new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }));
      expect(written).toBe(Buffer.from(bytes).toString("base64"));
    }),
    { numRuns: 50 },
  );
});
