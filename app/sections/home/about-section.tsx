import { PageSection } from "#app/components/page-section.tsx";
import { Photo } from "#app/components/photo.tsx";
import { ReviewsWidget } from "#app/components/reviews-widget.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { Photo as PhotoData } from "#app/lib/photo.ts";
import type { Home, Site } from "#model/schema.ts";

export type AboutText = Omit<Home["about"], "portrait">;

export function AboutSection({
  text,
  portrait,
  portraitAlt,
  yearsOfExperience,
  reviews,
}: {
  text: AboutText;
  portrait: PhotoData;
  portraitAlt: string;
  yearsOfExperience: string | undefined;
  reviews: Site["reviews"];
}) {
  // The widget and the lines about it, when the owner has a reviews service.
  const { widgetUrl, provider, loadOnClick } = reviews;
  return (
    <PageSection
      id="om-mig"
      className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[2fr_3fr] lg:gap-16"
    >
      <div className="relative mx-auto w-full max-w-sm self-start lg:max-w-none">
        <Photo
          photo={portrait}
          alt={portraitAlt}
          sizes="(min-width: 1024px) 420px, (min-width: 640px) 384px, 90vw"
          className="aspect-[4/5] overflow-hidden rounded-3xl"
        />
        {yearsOfExperience && (
          <p className="absolute -right-2 -bottom-5 rounded-2xl bg-accent px-5 py-3 text-white shadow-lg sm:-right-5">
            <span className="block font-display text-3xl font-semibold">{yearsOfExperience}</span>
            <span className="block text-sm">{text.experienceLabel}</span>
          </p>
        )}
      </div>
      <div>
        <SectionHeading title={text.heading} />
        <div className="mt-6 space-y-4 text-lg text-ink/90">
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul aria-label="Specialiteter" className="mt-8 flex flex-wrap gap-2">
          {text.specialties.map((specialty) => (
            <li
              key={specialty}
              className="rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium text-accent-deep"
            >
              {specialty}
            </li>
          ))}
        </ul>
        {widgetUrl && provider && (
          <>
            <h3 className="mt-12 text-xl font-semibold">{text.reviewsHeading}</h3>
            <ReviewsWidget
              url={widgetUrl}
              title={text.reviewsTitle}
              provider={provider}
              isLoadOnClick={loadOnClick}
            />
            <p className="mt-3 text-sm text-muted">{text.reviewsNote}</p>
          </>
        )}
      </div>
    </PageSection>
  );
}
