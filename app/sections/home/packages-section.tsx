import { useState } from "react";
import { SectionHeading } from "~/components/section-heading";
import { packageEnquiryMail } from "~/lib/mailto";
import type { PhotoPackage } from "~content/packages";
import { AddOnToggles } from "./add-on-toggles";
import { PackageCard } from "./package-card";

export type PackagesText = {
  heading: string;
  intro: string;
  popularLabel: string;
  addOnsHeading: string;
  addOnsIntro: string;
  enquiryLabel: string;
};

export function PackagesSection({
  text,
  packages,
  priceNote,
  addOns,
  email,
}: {
  text: PackagesText;
  packages: readonly PhotoPackage[];
  priceNote: string;
  addOns: readonly string[];
  email: string;
}) {
  const [selected, setSelected] = useState<readonly string[]>([]);

  // Keep the content's order, whatever order the visitor clicked in.
  const handleToggle = (addOn: string) =>
    setSelected((current) =>
      addOns.filter((name) => (name === addOn ? !current.includes(name) : current.includes(name))),
    );

  return (
    <section
      id="paket"
      aria-labelledby="paket-rubrik"
      className="bg-paper-deep py-20 sm:py-28 render-when-near [contain-intrinsic-size:auto_169rem] sm:[contain-intrinsic-size:auto_146rem] lg:[contain-intrinsic-size:auto_81rem]"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id="paket-rubrik" title={text.heading}>
          {text.intro}
        </SectionHeading>
        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.title}
              pkg={pkg}
              priceNote={priceNote}
              popularLabel={text.popularLabel}
              enquiryLabel={text.enquiryLabel}
              enquiryHref={packageEnquiryMail(
                email,
                {
                  title: pkg.title,
                  priceText: `${pkg.price} ${priceNote}`,
                  features: pkg.features,
                },
                selected,
              )}
            />
          ))}
        </div>
        <div className="mt-14 rounded-3xl border border-line bg-white p-7">
          <h3 id="tillval-rubrik" className="text-2xl font-semibold">
            {text.addOnsHeading}
          </h3>
          <p className="mt-2 mb-5 text-muted">{text.addOnsIntro}</p>
          <AddOnToggles
            addOns={addOns}
            selected={selected}
            onToggle={handleToggle}
            labelledBy="tillval-rubrik"
          />
        </div>
      </div>
    </section>
  );
}
