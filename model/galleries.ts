// The portfolio as the page shows it, put together from its sections' files: the sections in the
// order portfolio.yaml lists them, then any other section (one just added in the editor) by
// its key; each photo with its alt text, and the before/after pairs its styled photos name.
import type { Gallery, PortfolioSection } from "./schema.ts";

/** The alt text of the n-th photo (1-based) of a portfolio section. */
export function photoAltText(sectionTitle: string, n: number, override?: string): string {
  return override?.trim() || `${sectionTitle} – bild ${n}`;
}

export function assembleGalleries(
  sections: Readonly<Record<string, PortfolioSection>>,
  order: readonly string[],
): Gallery[] {
  const listed = order.filter((key) => Object.hasOwn(sections, key));
  const others = Object.keys(sections)
    .filter((key) => !order.includes(key))
    .sort();
  return [...listed, ...others].map((key) => {
    const { photos, ...section } = sections[key] as PortfolioSection;
    return {
      ...section,
      photos: photos.map((photo, index) => ({
        file: photo.file,
        alt: photoAltText(section.title, index + 1, photo.alt),
      })),
      pairs: photos.flatMap((photo) => (photo.before ? [[photo.before, photo.file] as const] : [])),
    };
  });
}
