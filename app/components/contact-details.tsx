import { telHref } from "#app/lib/format.ts";
import { mailtoAddress } from "#model/mailto.ts";
import type { ContactFacts } from "#model/schema.ts";

/** Company name, organisation number and one-tap e-mail and phone links. */
export function ContactDetails({ contact }: { contact: ContactFacts }) {
  const linkClass =
    "inline-flex min-h-11 items-center font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent";
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium">Företag</dt>
      <dd className="mb-2 sm:mb-0">{contact.companyName}</dd>
      {contact.organisationNumber && (
        <>
          <dt className="font-medium">Organisationsnummer</dt>
          <dd className="mb-2 sm:mb-0">{contact.organisationNumber}</dd>
        </>
      )}
      <dt className="font-medium sm:self-center">E-post</dt>
      <dd>
        <a href={mailtoAddress(contact.email)} className={linkClass}>
          {contact.email}
        </a>
      </dd>
      <dt className="font-medium sm:self-center">Telefon</dt>
      <dd>
        <a href={telHref(contact.phone)} className={linkClass}>
          {contact.phone}
        </a>
      </dd>
    </dl>
  );
}
