// The start page's sections from the content they show: the page renders them from content/, the
// owner's editor (editor/preview/) from the draft it is editing.
import { href } from "react-router";
import { formatServiceArea } from "#app/lib/format.ts";
import type { Photo } from "#app/lib/photo.ts";
import { fillTemplate } from "#model/mailto.ts";
import type { AddOn, Emails, Home, PhotoPackage, Site } from "#model/schema.ts";
import { AboutSection } from "./about-section";
import { ContactSection } from "./contact-section";
import { HeroSection } from "./hero-section";
import { PackagesSection } from "./packages-section";
import { PortfolioTeaserSection } from "./portfolio-teaser-section";
import { PrintDesignSection } from "./print-design-section";

export type HomeContent = {
  home: Home;
  site: Site;
  packages: readonly PhotoPackage[];
  priceNote: string;
  addOns: readonly AddOn[];
  emails: Emails;
};

/** The packages with the texts around them and the enquiry each sends. */
export function HomePackages({ content }: { content: HomeContent }) {
  const { home, site, packages, priceNote, addOns, emails } = content;
  return (
    <PackagesSection
      text={home.packages}
      packages={packages}
      priceNote={priceNote}
      addOns={addOns}
      email={site.email}
      enquiryTemplate={emails.packageEnquiry}
    />
  );
}

/** Every section of the start page; `photoOf` gives the photo a file in content/images/ names. */
export function HomeSections({
  content,
  photoOf,
}: {
  content: HomeContent;
  photoOf: (file: string) => Photo;
}) {
  const { home, site, emails } = content;
  const { claims } = site;
  // The figures the owner has given; one left blank is not shown.
  const stats = [
    { value: claims.photographedHomes, label: home.hero.statLabels.photographedHomes },
    { value: claims.averageRating, label: home.hero.statLabels.averageRating },
    { value: claims.delivery, label: home.hero.statLabels.delivery },
  ].flatMap(({ value, label }) => (value ? [{ value, label }] : []));
  const teaserItems = home.teaser.items.map((item) => ({
    ...item,
    image: photoOf(item.image),
    href: `${href("/portfolio")}#${item.portfolio}`,
  }));
  return (
    <>
      <HeroSection
        text={home.hero}
        image={photoOf(home.hero.image.file)}
        imageAlt={home.hero.image.alt}
        stats={stats}
      />
      <AboutSection
        text={home.about}
        portrait={photoOf(home.about.portrait.file)}
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
      <HomePackages content={content} />
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
          phoneHours: site.phoneHours,
          serviceArea: formatServiceArea(site.serviceArea),
          quote: fillTemplate(site.email, emails.quoteRequest),
          question: fillTemplate(site.email, emails.question),
        }}
      />
    </>
  );
}
