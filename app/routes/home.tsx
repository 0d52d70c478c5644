import { emails } from "virtual:content/emails";
import { home } from "virtual:content/home";
import { addOns, packages, priceNote } from "virtual:content/packages";
import { site } from "virtual:content/site";
import { priceInKronor } from "#model/price.ts";
import { contentImage } from "~/content-images";
import { internationalPhone } from "~/lib/format";
import { photoPreload } from "~/lib/photo";
import { socialLinks } from "~/lib/social-links";
import { organizationLd, webSiteLd } from "~/lib/structured-data";
import { heroImageSizes } from "~/sections/home/hero-section";
import { HomeSections } from "~/sections/home/home-sections";
import { shareImage, meta as siteMeta, siteUrl } from "~/site-meta";
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
