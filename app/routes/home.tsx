import { emails } from "virtual:content/emails";
import { home } from "virtual:content/home";
import { addOns, packages, priceNote } from "virtual:content/packages";
import { site } from "virtual:content/site";
import { href } from "react-router";
import { contentImage } from "~/content-images";
import { footerFacts } from "~/layout-content";
import { internationalPhone, priceInKronor } from "~/lib/format";
import { fillTemplate } from "~/lib/mailto";
import { photoPreload } from "~/lib/photo";
import { organizationLd, webSiteLd } from "~/lib/structured-data";
import { AboutSection } from "~/sections/home/about-section";
import { ContactSection } from "~/sections/home/contact-section";
import { HeroSection, heroImageSizes } from "~/sections/home/hero-section";
import { PackagesSection } from "~/sections/home/packages-section";
import { PortfolioTeaserSection } from "~/sections/home/portfolio-teaser-section";
import { PrintDesignSection } from "~/sections/home/print-design-section";
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
        sameAs: Object.values(site.social),
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

const { claims } = site;
const stats = [
  { value: claims.photographedHomes, label: home.hero.statLabels.photographedHomes },
  { value: claims.averageRating, label: home.hero.statLabels.averageRating },
  { value: claims.delivery, label: home.hero.statLabels.delivery },
];

const teaserItems = home.teaser.items.map((item) => ({
  ...item,
  image: contentImage(item.image),
  href: `${href("/portfolio")}#${item.portfolio}`,
}));

export default function HomePage() {
  return (
    <>
      <HeroSection
        text={home.hero}
        image={heroImage}
        imageAlt={home.hero.image.alt}
        stats={stats}
      />
      <AboutSection
        text={home.about}
        portrait={contentImage(home.about.portrait.file)}
        portraitAlt={home.about.portrait.alt}
        yearsOfExperience={claims.yearsOfExperience}
        reviews={site.reviews}
      />
      <PortfolioTeaserSection
        heading={home.teaser.heading}
        intro={home.teaser.intro}
        linkLabel={home.teaser.linkLabel}
        items={teaserItems}
      />
      <PackagesSection
        text={home.packages}
        packages={packages}
        priceNote={priceNote}
        addOns={addOns}
        email={site.email}
        enquiryTemplate={emails.packageEnquiry}
      />
      <hr className="mx-auto max-w-6xl border-line" />
      <PrintDesignSection
        text={home.print}
        enquiry={fillTemplate(site.email, emails.printEnquiry)}
      />
      <ContactSection
        text={home.contact}
        facts={{
          email: site.email,
          phone: site.phone,
          phoneHours: footerFacts.phoneHours,
          phoneHoursData: site.phoneHours,
          serviceArea: footerFacts.serviceArea,
          quote: fillTemplate(site.email, emails.quoteRequest),
          question: fillTemplate(site.email, emails.question),
        }}
      />
    </>
  );
}
