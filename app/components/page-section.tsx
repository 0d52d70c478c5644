import { createContext, type ReactNode, use } from "react";

const HeadingId = createContext<string | null>(null);

/** The id of the heading that labels the section `id`. */
export const sectionHeadingId = (id: string) => `${id}-rubrik`;

/**
 * A part of a page that a link can name: `<section id>` labelled by its heading, whose id
 * (`${id}-rubrik`) it hands to the <SectionHeading> or heading inside it (useSectionHeadingId).
 * The browser renders and React hydrates it with the rest of the page: on real photos nothing
 * deferred earned its keep (docs/decisions/007).
 */
export function PageSection({
  id,
  isRegion = true,
  className,
  children,
}: {
  id: string;
  /**
   * false when a region inside is labelled by the heading instead (a portfolio section's
   * carousel): two landmarks of one name would tell a screen reader the same thing twice.
   */
  isRegion?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = sectionHeadingId(id);
  return (
    <HeadingId value={headingId}>
      <section id={id} aria-labelledby={isRegion ? headingId : undefined} className={className}>
        {children}
      </section>
    </HeadingId>
  );
}

/** The id the enclosing <PageSection> is labelled by: put it on the section's heading. */
export function useSectionHeadingId(): string {
  const id = use(HeadingId);
  if (!id) throw new Error("A section heading must sit inside a <PageSection>.");
  return id;
}
