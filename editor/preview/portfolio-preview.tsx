// Live preview of a portfolio section: the site's own carousel and before/after comparisons,
// drawn from the draft's photos in the order the owner has put them, once the draft passes the
// build's check of a section.
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { type SectionFile, sectionFile } from "#model/files.ts";
import { assembleGalleries } from "#model/galleries.ts";
import type { PortfolioSection } from "#model/schema.ts";
import { GallerySection, type GalleryView } from "~/components/gallery-section";
import type { CarouselPhoto } from "~/components/photo-carousel";
import { checkDraft } from "../gate/draft-check.ts";
import { CheckMessage, checkTitle, PreviewFrame } from "./preview-frame.tsx";
import { previewPhoto } from "./preview-photo.ts";

type Immutable = { get: (name: string) => unknown; toJS: () => unknown };

function SectionPreview({ entry, fields, getAsset }: PreviewTemplateComponentProps) {
  const draft = (entry.get("data")?.toJS() ?? {}) as { key?: unknown };
  const key = typeof draft.key === "string" ? draft.key : "";
  // A key still being typed names no folder yet; the check names what is wrong with it.
  const file = sectionFile(/^[^/]+$/.test(key) ? key : "ny-nyckel");
  const checked = checkDraft({ [file]: draft } as Record<SectionFile, unknown>);
  if (!checked.ok) return <CheckMessage title={checkTitle} lines={checked.errors} />;
  const [gallery] = assembleGalleries({ [key]: checked.data[file] as PortfolioSection }, [key]);
  if (!gallery) return null;
  // The photo field, whose media folder is the section's own: the editor finds the file there.
  const photosField = fields.find((field) => field?.get("name") === "photos") as
    | Immutable
    | undefined;
  const fileField = (
    photosField?.get("fields") as { find: (test: (f: Immutable) => boolean) => unknown }
  )?.find((field) => field.get("name") === "file");
  // Decap's published types leave out getAsset's second argument, the field.
  const assetOf = getAsset as (path: string, field: unknown) => unknown;
  const items = new Map(
    gallery.photos.map((item): [string, CarouselPhoto] => [
      item.file,
      { photo: previewPhoto(item.file, String(assetOf(item.file, fileField))), alt: item.alt },
    ]),
  );
  // The check has made sure that every pair names two photos of the list.
  const byFile = (name: string) => items.get(name) as CarouselPhoto;
  const view: GalleryView = {
    ...gallery,
    photos: [...items.values()],
    pairs: gallery.pairs.map(([before, after]) => ({
      before: byFile(before),
      after: byFile(after),
    })),
  };
  return (
    <div className="mx-auto max-w-6xl px-5 pb-24 sm:px-8">
      <GallerySection gallery={view} />
    </div>
  );
}

export const PortfolioSectionPreview = (props: PreviewTemplateComponentProps) => (
  <PreviewFrame entry={props.entry}>
    <SectionPreview {...props} />
  </PreviewFrame>
);
