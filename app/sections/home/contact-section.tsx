import { Clock, Mail, MapPin, MessageCircleQuestion, Phone, Receipt } from "lucide-react";
import { buttonClass } from "#app/components/button-link.tsx";
import { EnquiryFallback } from "#app/components/enquiry-fallback.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { PhoneStatus } from "#app/components/phone-status.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { formatPhoneHours, telHref } from "#app/lib/format.ts";
import { type Enquiry, mailtoAddress, mailtoHref } from "#model/mailto.ts";
import type { ContactFacts, Home, PhoneHours } from "#model/schema.ts";

export type ContactSectionFacts = Pick<ContactFacts, "email" | "phone"> & {
  phoneHours: PhoneHours;
  serviceArea: string;
  quote: Enquiry;
  question: Enquiry;
};

const factClass = "flex gap-3";
const iconClass = "mt-0.5 size-5 shrink-0 text-accent";

export function ContactSection({
  text,
  facts,
}: {
  text: Home["contact"];
  facts: ContactSectionFacts;
}) {
  return (
    <PageSection id="contact" className="bg-accent-soft py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading title={text.heading}>{text.intro}</SectionHeading>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={telHref(facts.phone)} className={buttonClass("primary")}>
              <Phone aria-hidden="true" className="size-5" />
              Ring {facts.phone}
            </a>
            <a href={mailtoAddress(facts.email)} className={buttonClass("secondary")}>
              <Mail aria-hidden="true" className="size-5" />
              {facts.email}
            </a>
          </div>
        </div>

        <div className="space-y-8">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <a href={mailtoHref(facts.quote)} className={buttonClass("secondary", "w-full")}>
                <Receipt aria-hidden="true" className="size-5" />
                {text.quoteLabel}
                <span className="sr-only"> via e-post</span>
              </a>
              <EnquiryFallback
                enquiry={facts.quote}
                label="offertförfrågan"
                isAddressShown={false}
              />
            </div>
            <div>
              <a href={mailtoHref(facts.question)} className={buttonClass("secondary", "w-full")}>
                <MessageCircleQuestion aria-hidden="true" className="size-5" />
                {text.questionLabel}
                <span className="sr-only"> via e-post</span>
              </a>
              <EnquiryFallback enquiry={facts.question} label="frågan" isAddressShown={false} />
            </div>
          </div>
          <ul className="space-y-4 text-lg">
            <li className={factClass}>
              <Clock aria-hidden="true" className={iconClass} />
              <span>
                Telefontider: {formatPhoneHours(facts.phoneHours)}
                <PhoneStatus hours={facts.phoneHours} className="mt-1 text-base text-muted" />
              </span>
            </li>
            <li className={factClass}>
              <MapPin aria-hidden="true" className={iconClass} />
              <span>{facts.serviceArea}</span>
            </li>
            <li className={factClass}>
              <Mail aria-hidden="true" className={iconClass} />
              <span>{text.bookingNote}</span>
            </li>
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
