import { ArrowRight, Check } from "lucide-react";
import { href } from "react-router";
import { ButtonLink, buttonClass } from "#app/components/button-link.tsx";
import { EnquiryFallback } from "#app/components/enquiry-fallback.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { type Enquiry, mailtoHref } from "#model/mailto.ts";
import type { Home } from "#model/schema.ts";

export function PrintDesignSection({ text, enquiry }: { text: Home["print"]; enquiry: Enquiry }) {
  return (
    <PageSection
      id="tryck-grafisk-formgivning"
      className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28"
    >
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading title={text.heading}>{text.intro}</SectionHeading>
        <div>
          <ul className="space-y-3 text-lg">
            {text.offerings.map((offering) => (
              <li key={offering} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                {offering}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={`${href("/portfolio")}#${text.portfolio}`} variant="secondary">
              {text.portfolioLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <a href={mailtoHref(enquiry)} className={buttonClass("primary")}>
              {text.enquiryLabel}
              <span className="sr-only"> via e-post</span>
            </a>
          </div>
          <EnquiryFallback enquiry={enquiry} label="förfrågan om tryck" className="mt-3" />
        </div>
      </div>
    </PageSection>
  );
}
