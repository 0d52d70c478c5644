import { ImageOff } from "lucide-react";
import { useCallback, useRef } from "react";
import { type Photo as PhotoData, pictureSources } from "#app/lib/photo.ts";
import { useImageStatus } from "./use-image-status";

export type PhotoProps = {
  photo: PhotoData;
  /** Required: say what the photo shows, or "" when the text beside it already does. */
  alt: string;
  /** The width the photo is shown at, so the browser picks the right file. */
  sizes: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  fit?: "cover" | "contain";
  className?: string;
  imgClassName?: string;
  /**
   * Makes the `<picture>` a block of its own room with these classes: a height, or the photo's
   * proportions (`aspect-(--photo-ratio)`). A photo that `waits` keeps its room by it.
   */
  pictureClassName?: string;
  /**
   * Requested only once the page's first screen has its photos, or the visitor moves: until then
   * its picture is not drawn, so not requested (`data-waits`, app.css). Where the page has no
   * scripting, it does not wait.
   */
  waits?: boolean;
};

/**
 * Every photo on the site: AVIF with a JPEG fallback in several widths, reserved space, a grey
 * skeleton with an image icon while loading (`.photo-skeleton` in app.css), a fade-in (unless
 * reduced motion), and a placeholder if it fails.
 */
export function Photo({
  photo,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  fit = "cover",
  className = "",
  imgClassName = "h-full w-full object-cover",
  pictureClassName,
  waits = false,
}: PhotoProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const handleFail = useCallback(
    () => console.warn(`Kunde inte ladda bild: ${photo.file}`),
    [photo.file],
  );
  const { isFailed, handleLoad, handleError } = useImageStatus(
    frame,
    image,
    loading === "lazy",
    handleFail,
  );
  const isCover = fit === "cover";
  const { sources, imgSrcSet } = pictureSources(photo);

  // Spans, not divs: a photo may sit inside a button or a link, which allow only phrasing content.
  return (
    <span
      ref={frame}
      data-status={isFailed ? "failed" : undefined}
      className={`photo-skeleton relative block bg-stone-200 bg-cover bg-center ${photo.placeholderClass} ${isCover ? "bg-(image:--photo-placeholder)" : ""} ${className}`}
    >
      <picture
        data-waits={waits ? "" : undefined}
        className={pictureClassName ? `block ${pictureClassName}` : undefined}
      >
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          ref={image}
          src={photo.src}
          srcSet={imgSrcSet}
          alt={alt}
          width={photo.width}
          height={photo.height}
          sizes={sizes}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onLoad={handleLoad}
          onError={handleError}
          className={`relative motion-safe:transition-transform motion-safe:duration-500 ${isFailed ? "opacity-0" : ""} ${imgClassName}`}
        />
      </picture>
      {isFailed && (
        <span className="absolute inset-0 flex items-center justify-center bg-stone-200 text-stone-600">
          <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
          <span className="sr-only">Kunde inte ladda bild</span>
        </span>
      )}
    </span>
  );
}
