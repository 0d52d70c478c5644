import { Link } from "react-router";
import { formatPhoneHours, telHref } from "#app/lib/format.ts";
import { mailtoAddress } from "#model/mailto.ts";
import type { ContactFacts, PhoneHours } from "#model/schema.ts";
import { ExternalLink } from "./external-link";

export type FooterFacts = ContactFacts & {
  name: string;
  tagline: string;
  phoneHours: PhoneHours;
  serviceArea: string;
  social: readonly { label: string; href: string }[];
  services: readonly { name: string; href?: string }[];
  textPages: readonly { label: string; to: string }[];
};

const headingClass = "font-sans text-sm font-semibold uppercase tracking-wider text-muted";
const linkClass =
  "inline-flex min-h-11 items-center underline decoration-line underline-offset-4 hover:decoration-ink";

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <h2 className={headingClass}>{title}</h2>
      {children}
    </div>
  );
}

export function SiteFooter({ facts }: { facts: FooterFacts }) {
  // Without a profile there is no column to follow: the other three share the width.
  const hasSocial = facts.social.length > 0;
  return (
    <footer className="border-t border-line bg-paper-deep text-ink">
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 ${
          hasSocial ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3"
        }`}
      >
        <div className="space-y-3">
          <p className="font-display text-xl font-semibold">{facts.name}</p>
          <p className="text-muted">{facts.tagline}.</p>
          <p className="text-muted">{facts.serviceArea}</p>
        </div>

        <Column title="Tjänster">
          <ul>
            {facts.services.map((service) => (
              <li key={service.name}>
                {service.href ? (
                  <Link to={service.href} className={linkClass}>
                    {service.name}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-11 items-center">{service.name}</span>
                )}
              </li>
            ))}
          </ul>
        </Column>

        <Column title="Kontakt">
          <ul>
            <li>
              <a href={mailtoAddress(facts.email)} className={linkClass}>
                {facts.email}
              </a>
            </li>
            <li>
              <a href={telHref(facts.phone)} className={linkClass}>
                {facts.phone}
              </a>
            </li>
          </ul>
          <p className="text-muted">Telefontider: {formatPhoneHours(facts.phoneHours)}</p>
        </Column>

        {hasSocial && (
          <Column title="Följ mig">
            <ul>
              {facts.social.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href} className={linkClass}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </Column>
        )}
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {facts.companyName}
            {facts.organisationNumber && ` · Org.nr ${facts.organisationNumber}`}
          </p>
          <nav aria-label="Fler sidor">
            <ul className="flex flex-wrap gap-x-6">
              {facts.textPages.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
