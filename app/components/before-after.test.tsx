// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Photo } from "#app/lib/photo.ts";
import { BeforeAfter, comparisonText } from "./before-after";
import { photoIndexFromHash } from "./gallery-section";

const photo = (name: string): Photo => ({
  file: `content/portfolio/digitalstyling/${name}.jpg`,
  width: 2400,
  height: 1600,
  placeholderClass: "ph-test",
  src: `/assets/${name}.jpg`,
  sources: [{ type: "image/avif", srcSet: `/assets/${name}.avif 800w` }],
});
const pair = {
  before: { photo: photo("01"), alt: "Tomt vardagsrum" },
  after: { photo: photo("02"), alt: "Möblerat vardagsrum" },
};

describe("BeforeAfter", () => {
  it("prerenders the slider at its middle, so the app's start changes no box", () => {
    const html = renderToString(<BeforeAfter pair={pair} label="Jämför" />);
    expect(html).toContain(">Före</figcaption>");
    expect(html).toContain(">Efter</figcaption>");
    expect(html).toMatch(/<input type="range"[^>]*value="50"/);
    expect(html).toContain("[clip-path:inset(0_0_0_50%)]");
    // The pages' Content-Security-Policy refuses style attributes in their HTML.
    expect(html).not.toContain("style=");
  });

  it("keeps its prerendered photos, and a slider moved before the app ran, as it hydrates", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<BeforeAfter pair={pair} label="Jämför" />);
    const prerendered = [...container.querySelectorAll("img")];
    const input = container.querySelector<HTMLInputElement>('input[type="range"]');
    if (!input) throw new Error("no slider in the prerendered pair");
    // A visitor drags before the scripts have run: the input moves, nothing else can yet.
    input.value = "20";
    const root = await act(async () =>
      hydrateRoot(container, <BeforeAfter pair={pair} label="Jämför" />),
    );
    const slider = screen.getByRole("slider", { name: "Jämför" });
    expect(slider.getAttribute("aria-valuetext")).toBe(comparisonText(20));
    expect(container.querySelectorAll("figure figure")[1]?.getAttribute("style")).toContain(
      "inset(0 0 0 20%)",
    );
    expect([...container.querySelectorAll("img")]).toEqual(prerendered);
    expect(prerendered.map((img) => img.isConnected)).toEqual([true, true]);
    act(() => root.unmount());
    container.remove();
  });

  it("becomes a slider that says what it shows", () => {
    render(<BeforeAfter pair={pair} label="Jämför före och efter" />);
    const slider = screen.getByRole("slider", { name: "Jämför före och efter" });
    expect(slider.getAttribute("aria-valuetext")).toBe("Visar 50 % före och 50 % efter");
    fireEvent.change(slider, { target: { value: "80" } });
    expect(slider.getAttribute("aria-valuetext")).toBe(comparisonText(80));
    expect(comparisonText(80)).toBe("Visar 80 % före och 20 % efter");
  });
});

describe("photoIndexFromHash", () => {
  it("reads a photo link of its own section only", () => {
    expect(photoIndexFromHash("#bostad-3", "bostad", 13)).toBe(2);
    expect(photoIndexFromHash("#bostad-14", "bostad", 13)).toBeNull();
    expect(photoIndexFromHash("#bostad-0", "bostad", 13)).toBeNull();
    expect(photoIndexFromHash("#bostad", "bostad", 13)).toBeNull();
    expect(photoIndexFromHash("#dronare-2", "bostad", 13)).toBeNull();
  });
});
