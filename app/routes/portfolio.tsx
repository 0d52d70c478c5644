import { portfolioPage } from "virtual:content/portfolio";
import { ArrowLeft } from "lucide-react";
import { href, Link } from "react-router";
import { GallerySection } from "#app/components/gallery-section.tsx";
import { slideSizes } from "#app/components/photo-carousel.tsx";
import { photoPreload } from "#app/lib/photo.ts";
import { collectionPageLd } from "#app/lib/structured-data.ts";
import { portfolio } from "#app/portfolio-photos.ts";
import { pageUrl, photoRights, meta as siteMeta, siteUrl } from "#app/site-meta.ts";
import type { Route } from "./+types/portfolio";

const { title, description } = portfolioPage;

// The first photo of the first section is the largest paint on every screen size.
const firstPhoto = portfolio[0]?.photos[0]?.photo;
export const links = () => (firstPhoto ? [photoPreload(firstPhoto, slideSizes)] : []);

export const meta = ({ location }: Route.MetaArgs) =>
  siteMeta({
    title,
    description,
    path: location.pathname,
    jsonLd: [
      collectionPageLd({
        url: pageUrl(location.pathname),
        name: title,
        description,
        siteUrl,
        images: portfolio.flatMap((gallery) =>
          gallery.photos.map((item) => ({ url: pageUrl(item.photo.src), name: item.alt })),
        ),
        rights: photoRights,
      }),
    ],
  });

export default function PortfolioPage() {
  return (
    <div className="mx-auto max-w-6xl px-5 pt-8 pb-24 sm:px-8">
      <Link
        to="/"
        className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-ink hover:bg-paper-deep"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {portfolioPage.backLabel}
      </Link>
      <h1 className="mt-6 text-4xl font-semibold tracking-tight sm:text-5xl">
        {portfolioPage.heading}
      </h1>
      {/* One row that scrolls sideways rather than wraps: how many rows wrapped links take
          depends on their width to a few percent, so the web fonts' arrival would move every
          section below (docs/decisions/027). The row reaches the screen's edges on a phone. Each
          link names its page: the prerendered page's own address ends in a slash, and a bare
          "#bostad" would resolve against it, a reload where a tap before the app should jump. */}
      <nav aria-label={portfolioPage.sectionNavLabel} className="-mx-5 mt-8 sm:-mx-8">
        <ul className="flex scroll-px-5 gap-2 overflow-x-auto px-5 py-1.5 [scrollbar-color:var(--color-line)_transparent] [scrollbar-width:thin] sm:scroll-px-8 sm:px-8 pointer-fine:overflow-x-scroll">
          {portfolio.map((gallery) => (
            <li key={gallery.key} className="shrink-0">
              <Link
                to={`${href("/portfolio")}#${gallery.key}`}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-ink/15 bg-white px-4 text-sm font-medium hover:bg-paper-deep"
              >
                {gallery.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {portfolio.map((gallery, index) => (
        <GallerySection key={gallery.key} gallery={gallery} isPageLead={index === 0} />
      ))}
    </div>
  );
}
