// The content files and the schema of each of their exports: the one list that the build's
// content check loads and validates. A test fails when a file in content/ is missing here.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import {
  addOnsSchema,
  emailsSchema,
  galleriesSchema,
  homeSchema,
  packagesSchema,
  portfolioPageSchema,
  priceNoteSchema,
  servicesSchema,
  siteSchema,
  termsSchema,
  textPageSchema,
} from "./schema.ts";

export const contentFiles = {
  "site.ts": { site: siteSchema },
  "terms.ts": { terms: termsSchema },
  "services.ts": { services: servicesSchema },
  "packages.ts": { packages: packagesSchema, priceNote: priceNoteSchema, addOns: addOnsSchema },
  "home.ts": { home: homeSchema },
  "emails.ts": { emails: emailsSchema },
  "pages/booking-terms.ts": { bookingTerms: textPageSchema },
  "pages/privacy-policy.ts": { privacyPolicy: textPageSchema },
  "portfolio/galleries.ts": { galleries: galleriesSchema },
  "portfolio/page.ts": { portfolioPage: portfolioPageSchema },
} as const satisfies Record<string, Record<string, z.ZodType>>;

export type ContentFile = keyof typeof contentFiles;

/** The content files as they are imported, before they are checked. */
export type ContentModules = {
  [File in ContentFile]: { -readonly [Export in keyof (typeof contentFiles)[File]]: unknown };
};

const contentFolder = join(import.meta.dirname, "..", "..", "content");

/** Imports every file of the table from content/. */
export async function loadContent(): Promise<ContentModules> {
  const modules = await Promise.all(
    Object.keys(contentFiles).map(async (file) => [
      file,
      await import(pathToFileURL(join(contentFolder, file)).href),
    ]),
  );
  return Object.fromEntries(modules) as ContentModules;
}
