import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Photo } from "#app/lib/photo.ts";
import type { Gallery } from "#model/schema.ts";
import { BeforeAfter, type BeforeAfterPair } from "./before-after";
import { PageSection, sectionHeadingId, useSectionHeadingId } from "./page-section";
import { type CarouselPhoto, PhotoCarousel } from "./photo-carousel";
import { LazyPhotoViewer } from "./photo-viewer/lazy-photo-viewer";

export type GalleryView = {
  key: string;
  title: string;
  fit: "cover" | "contain";
  photos: readonly CarouselPhoto[];
  pairs?: readonly BeforeAfterPair[];
};

/**
 * A section of content/ as this component draws it, each photo found by `photoOf` from its file
 * name: the site's encoded by the build (portfolio-photos.ts), the editor's preview's as picked.
 */
export function galleryView(gallery: Gallery, photoOf: (file: string) => Photo): GalleryView {
  const items = new Map(
    gallery.photos.map((item) => [item.file, { photo: photoOf(item.file), alt: item.alt }]),
  );
  // The content check has made sure that every pair names two photos of the list.
  const byFile = (file: string) => items.get(file) as CarouselPhoto;
  return {
    ...gallery,
    photos: [...items.values()],
    pairs: gallery.pairs.map(([before, after]) => ({
      before: byFile(before),
      after: byFile(after),
    })),
  };
}

/** "#bostad-3" -> 2 for the section "bostad"; null when the hash names no photo of it. */
export function photoIndexFromHash(hash: string, key: string, count: number): number | null {
  const match = hash.match(new RegExp(`^#${key}-(\\d+)$`));
  const n = Number(match?.[1]);
  return n >= 1 && n <= count ? n - 1 : null;
}

// The URL follows the viewer without adding history entries, so it can be shared as it is.
function showInUrl(hash: string) {
  window.history.replaceState(window.history.state, "", hash);
}

/** One portfolio section: its heading, its carousel and viewer, or a note while it is empty. */
export function GallerySection({
  gallery,
  isPageLead = false,
}: {
  gallery: GalleryView;
  /** Its carousel's first photo is the page's largest paint (PhotoCarousel's `isPageLead`). */
  isPageLead?: boolean;
}) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  // The photo the viewer showed last, whose slide takes the focus as it closes.
  const shownId = useRef<string | null>(null);
  const photoId = (index: number) => `${gallery.key}-${index + 1}`;

  // A photo's address opens it: the page opened with it, a navigation of the app to it (from
  // another page, a new key each time), and every jump within the page, by a link or the address
  // bar. A jump leaves no state in the history, so the app sees the same key for each one; the
  // browser's hashchange is the one sign of it. The viewer's own moves change the address without
  // either (showInUrl), so they do not come here.
  const { key: navigation } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation is the trigger; its hash is read from the address itself.
  useEffect(() => {
    const openFromAddress = () => {
      const index = photoIndexFromHash(window.location.hash, gallery.key, gallery.photos.length);
      if (index !== null) setViewerIndex(index);
    };
    openFromAddress();
    window.addEventListener("hashchange", openFromAddress);
    return () => window.removeEventListener("hashchange", openFromAddress);
  }, [navigation, gallery.key, gallery.photos.length]);

  // A slide opened, or the viewer moved to another photo.
  const handleShow = (index: number) => {
    setViewerIndex(index);
    showInUrl(`#${photoId(index)}`);
  };
  const handleClose = () => {
    if (viewerIndex !== null) shownId.current = photoId(viewerIndex);
    setViewerIndex(null);
    showInUrl(`#${gallery.key}`);
  };

  // The slide of the photo the viewer showed takes the focus once the page behind it is no longer
  // inert, and its carousel shows it (<Carousel> brings a focused slide into view).
  useEffect(() => {
    if (viewerIndex !== null || !shownId.current) return;
    document.querySelector<HTMLElement>(`[data-photo="${shownId.current}"]`)?.focus();
    shownId.current = null;
  }, [viewerIndex]);

  return (
    <PageSection id={gallery.key} isRegion={gallery.photos.length === 0} className="mt-16 sm:mt-20">
      <GalleryHeading title={gallery.title} />
      {gallery.photos.length > 0 ? (
        <PhotoCarousel
          labelledBy={sectionHeadingId(gallery.key)}
          idPrefix={gallery.key}
          photos={gallery.photos}
          fit={gallery.fit}
          isPageLead={isPageLead}
          onOpen={handleShow}
        />
      ) : (
        <p className="rounded-3xl border border-line border-dashed p-10 text-center text-lg text-muted">
          Bilder kommer snart
        </p>
      )}
      {gallery.pairs && gallery.pairs.length > 0 && (
        <div className="mt-12">
          <h3 className="mb-4 font-semibold text-2xl">Före och efter</h3>
          <ul className="grid gap-8 md:grid-cols-2">
            {gallery.pairs.map((pair, index) => (
              <li key={pair.after.photo.src}>
                <BeforeAfter pair={pair} label={`Jämför före och efter, rum ${index + 1}`} waits />
              </li>
            ))}
          </ul>
        </div>
      )}
      {viewerIndex !== null && (
        <LazyPhotoViewer
          title={gallery.title}
          photos={gallery.photos}
          index={viewerIndex}
          onView={handleShow}
          onClose={handleClose}
        />
      )}
    </PageSection>
  );
}

function GalleryHeading({ title }: { title: string }) {
  return (
    <h2 id={useSectionHeadingId()} className="mb-6 font-semibold text-3xl tracking-tight">
      {title}
    </h2>
  );
}
