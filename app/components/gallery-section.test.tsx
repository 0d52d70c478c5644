// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Photo } from "#app/lib/photo.ts";
import { CarouselNext, CarouselPrevious } from "./carousel/carousel-buttons";
import { GallerySection } from "./gallery-section";
import { Photo as PhotoView } from "./photo";

const photo = (n: number): Photo => ({
  file: `content/portfolio/bostad/0${n}.jpg`,
  width: 2400,
  height: 1600,
  placeholderClass: "ph-test",
  src: `/assets/bostad-0${n}-800.jpg`,
  sources: [
    {
      type: "image/avif",
      srcSet: `/assets/bostad-0${n}-480.avif 480w, /assets/bostad-0${n}-800.avif 800w`,
    },
    {
      type: "image/jpeg",
      srcSet: `/assets/bostad-0${n}-480.jpg 480w, /assets/bostad-0${n}-800.jpg 800w`,
    },
  ],
});

// jsdom lacks the IntersectionObserver a carousel watches to learn when it is near: this stand-in
// reports nothing until `comeNear()`. Embla itself only starts on a visitor's first use.
const watching = new Set<IntersectionObserverCallback>();
class StandInObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    watching.add(this.callback);
  }
  disconnect() {
    watching.delete(this.callback);
  }
}
Object.assign(window, { IntersectionObserver: StandInObserver });
const comeNear = () =>
  act(() => {
    for (const callback of watching) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.photos;
  vi.restoreAllMocks();
});

describe("GallerySection", () => {
  it("says photos are coming when a section has none", () => {
    render(
      <GallerySection
        gallery={{ key: "foretag", title: "Företagsfotografering", fit: "cover", photos: [] }}
      />,
      { wrapper: MemoryRouter },
    );
    // With no carousel to be the landmark, the section is one, named by its heading.
    const section = screen.getByRole("region", { name: "Företagsfotografering" });
    expect([...section.children].map((child) => [child.tagName, child.textContent])).toEqual([
      ["H2", "Företagsfotografering"],
      ["P", "Bilder kommer snart"],
    ]);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("shows a labelled carousel of labelled slides", () => {
    const photos = [1, 2, 3].map((n) => ({
      photo: photo(n),
      alt: `Bostadsfotografering – bild ${n}`,
    }));
    render(
      <GallerySection
        gallery={{ key: "bostad", title: "Bostadsfotografering", fit: "cover", photos }}
      />,
      { wrapper: MemoryRouter },
    );
    const region = screen.getByRole("region", { name: "Bostadsfotografering" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 av 3",
      "2 av 3",
      "3 av 3",
    ]);
  });

  it("puts a previous and a next button in its carousel, each marked with its step for the page's starter", () => {
    const photos = [1, 2, 3].map((n) => ({ photo: photo(n), alt: `Bild ${n}` }));
    render(
      <GallerySection
        gallery={{ key: "bostad", title: "Bostadsfotografering", fit: "cover", photos }}
      />,
      { wrapper: MemoryRouter },
    );
    const carousel = within(screen.getByRole("region", { name: "Bostadsfotografering" }));
    // A press before the app runs is carried out by the step it says (start-app.ts).
    const steps = ["Föregående bild", "Nästa bild"].map(
      (name) => carousel.getByRole("button", { name }).dataset.carouselStep,
    );
    expect(steps).toEqual(["-1", "1"]);
  });

  it("loads its photos lazily until the visitor is near and the first screen's photos have arrived, then by the eager window", async () => {
    const photos = [1, 2, 3, 4, 5, 6].map((n) => ({ photo: photo(n), alt: `Bild ${n}` }));
    const gallery = { key: "bostad", title: "Bostadsfotografering", fit: "cover", photos } as const;
    const loadingOf = () =>
      screen
        .getAllByRole("img")
        .map(
          (img) => `${img.getAttribute("loading")}/${img.getAttribute("fetchpriority") ?? "auto"}`,
        );

    render(<GallerySection gallery={gallery} />, { wrapper: MemoryRouter });
    expect(loadingOf()).toEqual(Array(6).fill("lazy/auto"));
    comeNear();
    expect(loadingOf()).toEqual(Array(6).fill("lazy/auto"));
    // What the page's starter marks once the first screen's photos have arrived.
    await act(async () => {
      document.documentElement.dataset.photos = "all";
    });
    expect(loadingOf()).toEqual([
      "eager/high",
      "eager/auto",
      "eager/auto",
      "lazy/auto",
      "eager/auto",
      "eager/auto",
    ]);
  });
});

describe("carousel controls", () => {
  it("throw a clear error outside a carousel", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CarouselNext />)).toThrow(
      "<CarouselNext> must be rendered inside a <Carousel>; it has no carousel to control.",
    );
    expect(() => render(<CarouselPrevious />)).toThrow(
      /<CarouselPrevious> must be rendered inside a <Carousel>/,
    );
  });
});

describe("Photo", () => {
  it("offers AVIF first, JPEG to the browsers without it, and reserves the photo's space", () => {
    const { container } = render(<PhotoView photo={photo(1)} alt="Ett kök" sizes="100vw" />);
    const sources = [...container.querySelectorAll("source")].map((source) => [
      source.getAttribute("type"),
      source.getAttribute("srcset"),
    ]);
    expect(sources).toEqual([["image/avif", photo(1).sources[0]?.srcSet]]);
    const img = screen.getByRole("img", { name: "Ett kök" });
    expect(img.getAttribute("srcset")).toBe(photo(1).sources[1]?.srcSet);
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["2400", "1600"]);
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  // jsdom has neither matchMedia nor element.animate: stand-ins record what the photo asks for.
  function arrive({
    reducedMotion,
    loading = "lazy",
  }: {
    reducedMotion: boolean;
    loading?: "lazy" | "eager";
  }) {
    window.matchMedia = ((query: string) => ({
      matches: reducedMotion && query === "(prefers-reduced-motion: reduce)",
    })) as typeof window.matchMedia;
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    const { container } = render(
      <PhotoView photo={photo(1)} alt="Ett kök" sizes="100vw" loading={loading} />,
    );
    const frame = container.firstElementChild;
    expect(frame?.hasAttribute("data-status")).toBe(false);
    fireEvent.load(screen.getByRole("img"));
    expect(frame?.getAttribute("data-status")).toBe("loaded");
    return animate;
  }

  it("shows the skeleton until the photo arrives, then fades the photo in", () => {
    const animate = arrive({ reducedMotion: false });
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]?.[0]).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    // A second load (the browser picked another width) does not fade it again.
    fireEvent.load(screen.getByRole("img"));
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it("shows an arriving photo at once when the visitor asks for reduced motion", () => {
    expect(arrive({ reducedMotion: true })).not.toHaveBeenCalled();
  });

  it("never fades an eager photo, the page's largest paint", () => {
    expect(arrive({ reducedMotion: false, loading: "eager" })).not.toHaveBeenCalled();
  });

  it("shows a placeholder and warns with the file name when it fails", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(<PhotoView photo={photo(2)} alt="Ett kök" sizes="100vw" />);
    const frame = container.firstElementChild;
    const img = screen.getByRole("img");
    expect(frame?.textContent).toBe("");
    fireEvent.error(img);
    expect(frame?.textContent).toBe("Kunde inte ladda bild");
    // The browser's broken-image sign is hidden behind the placeholder.
    expect(img.classList.contains("opacity-0")).toBe(true);
    expect(warn).toHaveBeenCalledWith("Kunde inte ladda bild: content/portfolio/bostad/02.jpg");
  });
});
