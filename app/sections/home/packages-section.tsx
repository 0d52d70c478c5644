import { useState } from "react";
import { PageSection } from "#app/components/page-section.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { enquiryPackage, type MailTemplate, packageEnquiry } from "#model/mailto.ts";
import type { Home, PhotoPackage } from "#model/schema.ts";
import { AddOnCheckboxes } from "./add-on-checkboxes";
import { PackageCard } from "./package-card";

export function PackagesSection({
  text,
  packages,
  priceNote,
  addOns,
  email,
  enquiryTemplate,
}: {
  text: Home["packages"];
  packages: readonly PhotoPackage[];
  priceNote: string;
  addOns: readonly string[];
  email: string;
  enquiryTemplate: MailTemplate;
}) {
  const [selected, setSelected] = useState<readonly string[]>([]);

  return (
    <PageSection id="paket" className="bg-paper-deep py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading title={text.heading}>{text.intro}</SectionHeading>
        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.title}
              pkg={pkg}
              priceNote={priceNote}
              popularLabel={text.popularLabel}
              enquiryLabel={text.enquiryLabel}
              enquiry={packageEnquiry(
                email,
                enquiryTemplate,
                enquiryPackage(pkg, priceNote),
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
          <AddOnCheckboxes addOns={addOns} onChange={setSelected} labelledBy="tillval-rubrik" />
        </div>
      </div>
    </PageSection>
  );
}
