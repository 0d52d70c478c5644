import { ArrowRight } from "lucide-react";
import { href, Link } from "react-router";
import { ButtonLink } from "#app/components/button-link.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { Photo } from "#app/components/photo.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { Photo as PhotoData } from "#app/lib/photo.ts";
import type { Home } from "#model/schema.ts";

export type TeaserItem = Pick<
  Home["teaser"]["items"][number],
  "id" | "title" | "category" | "description"
> & { image: PhotoData; href: string };

export function PortfolioTeaserSection({
  heading,
  intro,
  linkLabel,
  items,
}: {
  heading: string;
  intro: string;
  linkLabel: string;
  items: readonly TeaserItem[];
}) {
  return (
    <PageSection id="urval" className="mx-auto max-w-6xl px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
        <SectionHeading title={heading}>{intro}</SectionHeading>
        <ButtonLink to={href("/portfolio")} variant="secondary" className="shrink-0">
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className="group block overflow-hidden rounded-3xl border border-line bg-white transition-shadow hover:shadow-lg"
            >
              <Photo
                photo={item.image}
                alt=""
                sizes="(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                className="aspect-[3/2] overflow-hidden"
                imgClassName="h-full w-full object-cover group-hover:scale-[1.03]"
              />
              <div className="p-5">
                <p className="text-xs font-semibold tracking-wider text-accent uppercase">
                  {item.category}
                </p>
                <h3 className="mt-1 text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
