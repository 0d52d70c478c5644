import type { z } from "zod";
import { type PortfolioFolders, portfolioErrors } from "./portfolio-references.ts";
import {
  addOnsSchema,
  galleriesSchema,
  homeSchema,
  packagesSchema,
  priceNoteSchema,
  servicesSchema,
  siteSchema,
  termsSchema,
  textPageSchema,
} from "./schema.ts";

/** One export of one content file, and the schema it must satisfy. */
type ContentCheck = { file: string; exportName: string; value: unknown; schema: z.ZodType };

/** The content files as they are imported, keyed by their path under content/. */
export type ContentModules = {
  "site.ts": { site: unknown };
  "terms.ts": { terms: unknown };
  "services.ts": { services: unknown };
  "packages.ts": { packages: unknown; priceNote: unknown; addOns: unknown };
  "home.ts": { home: unknown };
  "pages/booking-terms.ts": { bookingTerms: unknown };
  "pages/privacy-policy.ts": { privacyPolicy: unknown };
  "portfolio/galleries.ts": { galleries: unknown };
};

function checksOf(modules: ContentModules): ContentCheck[] {
  return [
    { file: "site.ts", exportName: "site", value: modules["site.ts"].site, schema: siteSchema },
    {
      file: "terms.ts",
      exportName: "terms",
      value: modules["terms.ts"].terms,
      schema: termsSchema,
    },
    {
      file: "services.ts",
      exportName: "services",
      value: modules["services.ts"].services,
      schema: servicesSchema,
    },
    {
      file: "packages.ts",
      exportName: "packages",
      value: modules["packages.ts"].packages,
      schema: packagesSchema,
    },
    {
      file: "packages.ts",
      exportName: "priceNote",
      value: modules["packages.ts"].priceNote,
      schema: priceNoteSchema,
    },
    {
      file: "packages.ts",
      exportName: "addOns",
      value: modules["packages.ts"].addOns,
      schema: addOnsSchema,
    },
    { file: "home.ts", exportName: "home", value: modules["home.ts"].home, schema: homeSchema },
    {
      file: "portfolio/galleries.ts",
      exportName: "galleries",
      value: modules["portfolio/galleries.ts"].galleries,
      schema: galleriesSchema,
    },
    ...(["pages/booking-terms.ts", "pages/privacy-policy.ts"] as const).map((file) => {
      const [exportName, value] = Object.entries(modules[file])[0] ?? ["", undefined];
      return { file, exportName, value, schema: textPageSchema };
    }),
  ];
}

/** "packages[1].price" for the path ["packages", 1, "price"]. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}.${String(key)}`),
    "",
  );
}

/**
 * Every problem in the content, as lines "content/<file>: <field>: <problem>". `folders` lists
 * the files in content/portfolio/<key>/, which the galleries and their references must match.
 */
export function contentErrors(modules: ContentModules, folders: PortfolioFolders): string[] {
  const fieldErrors = checksOf(modules).flatMap(({ file, exportName, value, schema }) => {
    const result = schema.safeParse(value);
    if (result.success) return [];
    return result.error.issues.map(
      (issue) => `content/${file}: ${exportName}${formatFieldPath(issue.path)}: ${issue.message}`,
    );
  });
  return [...fieldErrors, ...portfolioErrors(modules, folders)];
}
