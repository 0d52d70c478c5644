import { describe, expect, it } from "vitest";
import { editorInputHash } from "./build-editor.ts";

describe("editorInputHash", () => {
  it("is the same for the same inputs, so an unchanged editor is not built again", async () => {
    expect(await editorInputHash({})).toBe(await editorInputHash({}));
  });

  it("changes with the repository the published editor saves to", async () => {
    expect(await editorInputHash({ EDITOR_REPO: "firma/sajt" })).not.toBe(
      await editorInputHash({ EDITOR_REPO: "firma/annan" }),
    );
  });
});
