import { Link } from "react-router";
import { organizationLd, webSiteLd } from "~/lib/structured-data";
import { meta as siteMeta, siteUrl } from "~/site-meta";
import { site } from "~content/site";

export const meta = () =>
  siteMeta({
    title: `${site.name} – ${site.tagline}`,
    description: site.description,
    path: "/",
    jsonLd: [
      organizationLd({
        name: site.name,
        url: siteUrl,
        description: site.description,
        email: site.email,
        telephone: site.phone.international,
        areaServed: site.serviceArea.regions,
        sameAs: Object.values(site.social),
      }),
      webSiteLd({ name: site.name, url: siteUrl }),
    ],
  });

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-5 pt-16 pb-24 sm:px-8 sm:pt-24">
      <h1 className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-6xl">
        {site.tagline}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{site.description}</p>
      <Link
        to="/portfolio"
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-accent px-7 font-medium text-white hover:bg-accent-deep"
      >
        Vill du se vad jag kan göra för dig?
      </Link>
    </section>
  );
}
