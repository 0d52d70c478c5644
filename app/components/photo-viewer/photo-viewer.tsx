// The full-screen viewer, loaded only when a visitor opens a photo (see lazy-photo-viewer.tsx):
// yet-another-react-lightbox gives keyboard, swipe, focus handling and the dialog semantics.
import { useEffect } from "react";
import Lightbox from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import "./photo-viewer.css";
import { pictureSources } from "#app/lib/photo.ts";
import type { CarouselPhoto } from "../photo-carousel";

export type PhotoViewerProps = {
  title: string;
  photos: readonly CarouselPhoto[];
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
};

const labels = {
  Previous: "Föregående bild",
  Next: "Nästa bild",
  Close: "Stäng",
  Lightbox: "Bildvisare",
  Carousel: "bildspel",
  Slide: "bild",
  "{index} of {total}": "{index} av {total}",
};

export default function PhotoViewer({ title, photos, index, onView, onClose }: PhotoViewerProps) {
  // The lightbox does not trap focus itself: the page behind it goes inert while it is open,
  // and Tab wraps round inside it instead of leaving for the browser's own controls.
  useEffect(() => {
    const page = [...document.querySelectorAll<HTMLElement>("body > :not(.yarl__portal)")];
    for (const element of page) element.inert = true;
    const handleTab = (event: KeyboardEvent) => {
      const portal = document.querySelector(".yarl__portal");
      if (event.key !== "Tab" || !portal) return;
      const focusable = [...portal.querySelectorAll<HTMLElement>("button, [tabindex]")].filter(
        (element) => element.tabIndex >= 0 && element.offsetParent !== null,
      );
      const [first] = focusable;
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !portal.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !portal.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", handleTab);
    return () => {
      document.removeEventListener("keydown", handleTab);
      for (const element of page) element.inert = false;
    };
  }, []);

  const slides = photos.map(({ photo, alt }) => ({
    src: photo.src,
    alt,
    width: photo.width,
    height: photo.height,
  }));

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      labels={{ ...labels, "Photo gallery": title }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: current }) => onView(current) }}
      render={{
        // Our own <picture>: AVIF at full-screen widths with the JPEG fallback.
        slide: ({ slide }) => {
          const item = photos.find(({ photo }) => photo.src === slide.src);
          if (!item) return null;
          const { sources, imgSrcSet } = pictureSources(item.photo);
          return (
            <picture className="contents">
              {sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
              ))}
              <img
                src={item.photo.src}
                srcSet={imgSrcSet}
                sizes="100vw"
                alt={item.alt}
                width={item.photo.width}
                height={item.photo.height}
                className="max-h-full max-w-full object-contain"
              />
            </picture>
          );
        },
        controls: () => (
          <p className="absolute top-4 left-4 rounded-full bg-black/60 px-4 py-2 text-sm text-white">
            {title} ·{" "}
            <span data-testid="viewer-position">{`${index + 1} av ${photos.length}`}</span>
          </p>
        ),
      }}
    />
  );
}
