// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSmoothHashScroll } from "./use-smooth-hash-scroll";

function Root() {
  useSmoothHashScroll();
  return <Outlet />;
}

const routes = [
  {
    path: "/",
    element: <Root />,
    children: [
      { path: "a", element: <p>A</p> },
      { path: "b", element: <p id="mitt">B</p> },
    ],
  },
];

let reducedMotion = false;
let scrolls: unknown[] = [];
let smoothWhenFramed: boolean[] = [];

beforeEach(() => {
  reducedMotion = false;
  scrolls = [];
  smoothWhenFramed = [];
  window.scrollTo = ((options: unknown) => scrolls.push(options)) as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
  })) as typeof window.matchMedia;
  // The mark lasts until the next frame: what a frame finds tells whether it was set.
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    smoothWhenFramed.push("smoothScroll" in document.documentElement.dataset);
    callback(0);
    return 1;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function visit(from: string, to: string) {
  const router = createMemoryRouter(routes, { initialEntries: [from] });
  render(<RouterProvider router={router} />);
  await act(() => router.navigate(to));
}

describe("useSmoothHashScroll", () => {
  it("takes another page with a hash to its top first, and marks that one scroll smooth", async () => {
    await visit("/a", "/b#mitt");
    expect(scrolls).toEqual([{ top: 0, left: 0, behavior: "instant" }]);
    expect(smoothWhenFramed).toEqual([true]);
    expect("smoothScroll" in document.documentElement.dataset).toBe(false);
  });

  it("takes another page to its top even when its hash names no element", async () => {
    await visit("/a", "/b#finns-inte");
    expect(scrolls).toEqual([{ top: 0, left: 0, behavior: "instant" }]);
  });

  it("marks nothing under reduced motion, nor for a page without a hash", async () => {
    reducedMotion = true;
    await visit("/a", "/b#mitt");
    expect(smoothWhenFramed).toEqual([]);
    cleanup();
    reducedMotion = false;
    scrolls = [];
    await visit("/a", "/b");
    expect(scrolls).toEqual([]);
    expect(smoothWhenFramed).toEqual([]);
  });
});
