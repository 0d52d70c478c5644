import { Camera, Check, Drone, Film } from "lucide-react";
import { buttonClass } from "#app/components/button-link.tsx";
import { EnquiryFallback } from "#app/components/enquiry-fallback.tsx";
import { type Enquiry, mailtoHref } from "#model/mailto.ts";
import type { PhotoPackage } from "#model/schema.ts";

const icons = { camera: Camera, drone: Drone, film: Film } as const;

export function PackageCard({
  pkg,
  priceNote,
  popularLabel,
  enquiryLabel,
  enquiry,
}: {
  pkg: PhotoPackage;
  priceNote: string;
  popularLabel: string;
  enquiryLabel: string;
  enquiry: Enquiry;
}) {
  const Icon = icons[pkg.icon];
  const headingId = `paket-${pkg.title.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl border bg-white p-7 shadow-sm ${pkg.isPopular ? "border-accent ring-1 ring-accent" : "border-line"}`}
    >
      {pkg.isPopular && (
        <p className="absolute -top-3.5 left-7 rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          {popularLabel}
        </p>
      )}
      <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.5} />
      <h3 id={headingId} className="mt-4 text-2xl font-semibold">
        {pkg.title}
      </h3>
      <p className="mt-2 text-muted">{pkg.description}</p>
      <p className="mt-6">
        <span className="font-display text-4xl font-semibold">{pkg.price}</span>
        <span className="ml-2 text-sm text-muted">{priceNote}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={mailtoHref(enquiry)}
        className={buttonClass(pkg.isPopular ? "primary" : "secondary", "mt-8 w-full")}
      >
        {enquiryLabel}
        <span className="sr-only"> om paketet {pkg.title} via e-post</span>
      </a>
      <EnquiryFallback
        enquiry={enquiry}
        label={`meddelandet om paketet ${pkg.title}`}
        className="mt-3"
      />
    </article>
  );
}
