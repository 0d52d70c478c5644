import { slideLoading } from "#app/lib/eager-window.ts";
import type { Photo as PhotoData } from "#app/lib/photo.ts";
import { Carousel, CarouselSlide, CarouselViewport } from "./carousel/carousel";
import { CarouselNext, CarouselPrevious } from "./carousel/carousel-buttons";
import { useCarousel } from "./carousel/carousel-context";
import { Photo } from "./photo";

export type CarouselPhoto = { photo: PhotoData; alt: string };

// A contained photo takes the slide's width and its own proportions before it has arrived, up to
// 28rem high, and shows whole inside that box: with an auto width it had no size until it
// arrived, and the page grew by a carousel's height then. The picture holds that room also while
// its photo waits (`waits`), not drawn.
const fitClasses = {
  cover: { picture: "h-64", img: "h-full w-full object-cover" },
  contain: {
    picture: "mx-auto aspect-(--photo-ratio) max-h-[28rem]",
    img: "h-full w-full object-contain",
  },
} as const;

// One slide is a third of the page width on large screens, half from sm, all of it on phones.
export const slideSizes =
  "(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

/**
 * A slide's photo, eager near the current slide and lazy elsewhere, as the spec's rule says. It
 * is a button that opens the viewer. `data-photo` (`bostad-3`, as in the viewer's URL) is not
 * an id on purpose: a browser scrolling to an id would scroll the carousel's clipped viewport.
 */
function SlidePhoto({
  index,
  item,
  fit,
  id,
  isPageLead,
  onOpen,
}: {
  index: number;
  item: CarouselPhoto;
  fit: keyof typeof fitClasses;
  id: string;
  isPageLead: boolean;
  onOpen: (index: number) => void;
}) {
  const { isNear, selectedIndex, slideCount } = useCarousel("SlidePhoto");
  const { loading, fetchPriority } = slideLoading(index, selectedIndex, slideCount, isNear);
  return (
    <button
      type="button"
      data-photo={id}
      onClick={() => onOpen(index)}
      aria-label={`${item.alt}, visa i helskärm`}
      className="block w-full cursor-zoom-in rounded-2xl"
    >
      <Photo
        photo={item.photo}
        alt={item.alt}
        sizes={slideSizes}
        loading={loading}
        fetchPriority={fetchPriority}
        fit={fit}
        className={`overflow-hidden rounded-2xl ${fit === "contain" ? "bg-paper-deep py-4" : ""}`}
        pictureClassName={fitClasses[fit].picture}
        imgClassName={fitClasses[fit].img}
        waits={!isPageLead || index > 0}
      />
    </button>
  );
}

/** A portfolio section's photos as an endlessly looping carousel with buttons and arrow keys. */
export function PhotoCarousel({
  labelledBy,
  idPrefix,
  photos,
  fit,
  isPageLead = false,
  onOpen,
}: {
  labelledBy: string;
  /** Slide n is marked `${idPrefix}-${n}`. */
  idPrefix: string;
  photos: readonly CarouselPhoto[];
  fit: keyof typeof fitClasses;
  /**
   * Its first photo is the page's largest paint, requested at once; every other photo of the
   * page waits until it has arrived (Photo's `waits`), so it has the connection to itself.
   */
  isPageLead?: boolean;
  onOpen: (index: number) => void;
}) {
  return (
    <Carousel labelledBy={labelledBy} slideCount={photos.length}>
      <CarouselViewport>
        {photos.map((item, index) => (
          <CarouselSlide key={item.photo.src} index={index}>
            <SlidePhoto
              index={index}
              item={item}
              fit={fit}
              id={`${idPrefix}-${index + 1}`}
              isPageLead={isPageLead}
              onOpen={onOpen}
            />
          </CarouselSlide>
        ))}
      </CarouselViewport>
      <div className="mt-4 flex justify-end gap-3">
        <CarouselPrevious />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
