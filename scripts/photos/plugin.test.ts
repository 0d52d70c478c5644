import { describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import { photos, placeholderClassName, placeholderRule } from "./plugin.ts";

const { site } = contentOf();

const gradient = "linear-gradient(#101010,#101010)";

type Hook = (this: { error: (message: string) => never }, id: string) => unknown;
const hook = (name: "resolveId" | "load") =>
  photos({ rights: site.photoRights })[name] as unknown as Hook;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("photo placeholders as classes", () => {
  const look = { placeholder: gradient, ratio: "3/2" };
  it("names a photo's look by its content, so photos that look alike share one rule", () => {
    expect(placeholderClassName(look)).toMatch(/^ph-[0-9a-f]{10}$/);
    expect(placeholderClassName(look)).toBe(placeholderClassName({ ...look }));
    expect(placeholderClassName(look)).not.toBe(
      placeholderClassName({ ...look, placeholder: `${gradient} ` }),
    );
    expect(placeholderClassName(look)).not.toBe(placeholderClassName({ ...look, ratio: "2/3" }));
  });

  it("writes the class's placeholder and proportions as custom properties of one rule", () => {
    expect(placeholderRule("ph-0123456789", look)).toBe(
      `.ph-0123456789{--photo-placeholder:${gradient};--photo-ratio:3/2}\n`,
    );
  });

  it("resolves only its own stylesheet ids, and refuses a class no photo has", async () => {
    const resolveId = hook("resolveId");
    expect(resolveId.call(context, "photo-placeholder:ph-0123456789.css")).toBe(
      "\0photo-placeholder:ph-0123456789.css",
    );
    expect(resolveId.call(context, "./app.css")).toBeNull();
    await expect(
      Promise.resolve().then(() =>
        hook("load").call(context, "\0photo-placeholder:ph-0123456789.css"),
      ),
    ).rejects.toThrow("No photo has the placeholder class ph-0123456789");
  });
});
