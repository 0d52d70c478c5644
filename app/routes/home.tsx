import { emails } from "virtual:content/emails";
import { home } from "virtual:content/home";
import { addOns, packages, priceNote } from "virtual:content/packages";
import { site } from "virtual:content/site";
import { contentImage } from "#app/content-images.ts";
import { internationalPhone } from "#app/lib/format.ts";
import { photoPreload } from "#app/lib/photo.ts";
import { socialLinks } from "#app/lib/social-links.ts";
import { organizationLd, webSiteLd } from "#app/lib/structured-data.ts";
import { heroImageSizes } from "#app/sections/home/hero-section.tsx";
import { HomeSections } from "#app/sections/home/home-sections.tsx";
import { shareImage, meta as siteMeta, siteUrl } from "#app/site-meta.ts";
import { priceInKronor } from "#model/price.ts";
import type { Route } from "./+types/home";

const heroImage = contentImage(home.hero.image.file);

export const links = () => [photoPreload(heroImage, heroImageSizes)];

export const meta = ({ location }: Route.MetaArgs) =>
  siteMeta({
    title: home.title,
    description: site.description,
    path: location.pathname,
    jsonLd: [
      organizationLd({
        name: site.name,
        url: siteUrl,
        description: site.description,
        email: site.email,
        telephone: internationalPhone(site.phone),
        address: site.address,
        areaServed: site.serviceArea.regions,
        sameAs: socialLinks(site.social).map((link) => link.href),
        image: shareImage.url,
        offers: packages.flatMap((item) => {
          const priceSek = priceInKronor(item.price);
          return priceSek === null
            ? []
            : [{ name: item.title, description: item.description, priceSek }];
        }),
      }),
      webSiteLd({ name: site.name, url: siteUrl }),
    ],
  });

export default function HomePage() {
  return (
    <HomeSections
      content={{ home, site, packages, priceNote, addOns, emails }}
      photoOf={contentImage}
    />
  );
}
