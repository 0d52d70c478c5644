import { ArrowRight } from "lucide-react";
import { href } from "react-router";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Photo } from "#app/components/photo.tsx";
import type { Photo as PhotoData } from "#app/lib/photo.ts";
import type { Home } from "#model/schema.ts";

export type HeroText = Pick<Home["hero"], "heading" | "pitch" | "portfolioLabel" | "contactLabel">;

/** The width the hero photo is shown at, for srcset selection and the preload. */
export const heroImageSizes = "(min-width: 1152px) 560px, (min-width: 1024px) 48vw, 100vw";

export function HeroSection({
  text,
  image,
  imageAlt,
  stats,
}: {
  text: HeroText;
  image: PhotoData;
  imageAlt: string;
  stats: readonly { value: string; label: string }[];
}) {
  return (
    <section
      aria-labelledby="hero-rubrik"
      className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-8 pb-16 sm:px-8 sm:pt-12 lg:grid-cols-[1fr_minmax(0,1.05fr)] lg:gap-14 lg:pb-24"
    >
      <div>
        <h1
          id="hero-rubrik"
          className="text-4xl leading-[1.05] font-semibold tracking-tight sm:text-6xl"
        >
          {text.heading}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-muted sm:text-xl">{text.pitch}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={href("/portfolio")}>
            {text.portfolioLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="#contact" variant="secondary">
            {text.contactLabel}
          </ButtonLink>
        </div>
        <ul className="mt-10 grid grid-cols-3 gap-4 border-t border-line pt-6">
          {stats.map((stat) => (
            <li key={stat.label}>
              {/* A figure is read as one: it never breaks, so it takes one line in any face. */}
              <span className="block whitespace-nowrap font-display text-2xl font-semibold sm:text-3xl">
                {stat.value}
              </span>
              <span className="mt-1 block text-sm text-muted">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <Photo
        photo={image}
        alt={imageAlt}
        sizes={heroImageSizes}
        loading="eager"
        fetchPriority="high"
        className="aspect-[4/3] overflow-hidden rounded-3xl shadow-xl shadow-ink/10"
      />
    </section>
  );
}
