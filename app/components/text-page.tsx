import { formatDate } from "#app/lib/format.ts";
import type { ContactFacts, TextBlock, TextPage as TextPageContent } from "#model/schema.ts";
import { slugify } from "#model/slug.ts";
import { ContactDetails } from "./contact-details";

function Blocks({ blocks }: { blocks: readonly TextBlock[] }) {
  // The blocks never move once the page is built, so their place is a stable key.
  return blocks.map((block, index) =>
    block.type === "paragraph" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a built page's blocks keep their order
      <p key={index}>{block.text}</p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a built page's blocks keep their order
      <ul key={index} className="list-disc space-y-1 pl-6 marker:text-accent">
        {block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a built page's items keep their order
          <li key={itemIndex}>{item}</li>
        ))}
      </ul>
    ),
  );
}

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  const id = slugify(heading);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A legal or informational page: title, sections of prose, and the business's contact details. */
export function TextPage({ page, contact }: { page: TextPageContent; contact: ContactFacts }) {
  return (
    <article className="mx-auto max-w-2xl px-5 pt-12 pb-20 sm:px-8 sm:pt-16">
      <header className="mb-10 space-y-3">
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{page.title}</h1>
        <p className="text-sm text-muted">
          Senast uppdaterad <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </header>
      <div className="space-y-10 text-base/7 text-ink/90 sm:text-lg/8">
        <div className="space-y-4">
          <Blocks blocks={page.intro} />
        </div>
        {page.sections.map((section) => (
          <Section key={section.heading} heading={section.heading}>
            <Blocks blocks={section.blocks} />
          </Section>
        ))}
        <Section heading="Kontakt">
          <ContactDetails contact={contact} />
        </Section>
      </div>
    </article>
  );
}
