import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
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
export function GallerySection({ gallery }: { gallery: GalleryView }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const openerId = useRef<string | null>(null);

  // A photo's address opens it, whether the page was opened with it or the visitor follows it
  // on the page (a new navigation each time, also to the address already shown). The viewer's
  // own moves change the address without a navigation (showInUrl), so they do not come here.
  const { key: navigation } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation is the trigger; its hash is read from the address itself.
  useEffect(() => {
    const index = photoIndexFromHash(window.location.hash, gallery.key, gallery.photos.length);
    if (index !== null) {
      openerId.current = `${gallery.key}-${index + 1}`;
      setViewerIndex(index);
    }
  }, [navigation, gallery.key, gallery.photos.length]);

  const handleOpen = (index: number) => {
    openerId.current = `${gallery.key}-${index + 1}`;
    setViewerIndex(index);
    showInUrl(`#${gallery.key}-${index + 1}`);
  };
  const handleView = (index: number) => {
    setViewerIndex(index);
    showInUrl(`#${gallery.key}-${index + 1}`);
  };
  const handleClose = () => {
    setViewerIndex(null);
    showInUrl(`#${gallery.key}`);
  };

  // Back to the slide the viewer was opened from, once the page behind it is no longer inert.
  useEffect(() => {
    if (viewerIndex !== null || !openerId.current) return;
    document.querySelector<HTMLElement>(`[data-photo="${openerId.current}"]`)?.focus();
    openerId.current = null;
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
          onOpen={handleOpen}
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
                <BeforeAfter pair={pair} label={`Jämför före och efter, rum ${index + 1}`} />
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
          onView={handleView}
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
