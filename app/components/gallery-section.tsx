import { type CarouselPhoto, PhotoCarousel } from "./photo-carousel";

export type GalleryView = {
  key: string;
  title: string;
  fit: "cover" | "contain";
  photos: readonly CarouselPhoto[];
};

/** One portfolio section: its heading, then its carousel, or a note while it has no photos. */
export function GallerySection({ gallery }: { gallery: GalleryView }) {
  const headingId = `${gallery.key}-rubrik`;
  return (
    <section id={gallery.key} className="mt-16 sm:mt-20">
      <h2 id={headingId} className="mb-6 text-3xl font-semibold tracking-tight">
        {gallery.title}
      </h2>
      {gallery.photos.length > 0 ? (
        <PhotoCarousel labelledBy={headingId} photos={gallery.photos} fit={gallery.fit} />
      ) : (
        <p className="rounded-3xl border border-dashed border-line p-10 text-center text-lg text-muted">
          Bilder kommer snart
        </p>
      )}
    </section>
  );
}
