// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type GetAsset, loadingAssetPath, withSavedThumbnails } from "./saved-photo-thumbnails.tsx";

/** Decap's image field as it behaves: one ask per value, field and getAsset. */
function ImageField({ value, getAsset }: { value: string; getAsset: GetAsset }) {
  const [src, setSrc] = useState("");
  useEffect(() => setSrc(getAsset(value, null)?.path ?? ""), [value, getAsset]);
  // As Decap draws it: decoration, with no text.
  // biome-ignore lint/a11y/useAltText: Decap's own thumbnail, which the wrapper under test names.
  return <img role="presentation" src={src || undefined} />;
}

describe("a saved photo's thumbnail", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is asked for again until the photo has loaded, then no more", async () => {
    vi.useFakeTimers();
    let isLoaded = false;
    const getAsset = vi.fn<GetAsset>(() => ({ path: isLoaded ? "01.jpg" : loadingAssetPath }));
    const Field = withSavedThumbnails(ImageField);
    render(<Field value="01.jpg" getAsset={getAsset} />);
    // Named by the photo it shows.
    expect(screen.getByRole("img", { name: "Bilden 01.jpg" })).toHaveProperty(
      "src",
      expect.stringContaining(loadingAssetPath),
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    isLoaded = true;
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole("img", { name: "Bilden 01.jpg" })).toHaveProperty(
      "src",
      expect.stringContaining("01.jpg"),
    );
    const asked = getAsset.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(getAsset).toHaveBeenCalledTimes(asked);
  });
});
