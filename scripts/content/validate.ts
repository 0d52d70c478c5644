import type { z } from "zod";
import { emailLengthErrors } from "./email-lengths.ts";
import { type ContentFile, type ContentModules, contentFiles } from "./files.ts";
import { type PortfolioFolders, portfolioErrors } from "./portfolio-references.ts";

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
  const fieldErrors = (Object.keys(contentFiles) as ContentFile[]).flatMap((file) => {
    const exports: Record<string, unknown> = modules[file];
    return Object.entries(contentFiles[file] as Record<string, z.ZodType>).flatMap(
      ([exportName, schema]) => {
        const value = exports[exportName];
        if (value === undefined) return [`content/${file}: ${exportName}: saknas`];
        const result = schema.safeParse(value);
        if (result.success) return [];
        return result.error.issues.map(
          (issue) =>
            `content/${file}: ${exportName}${formatFieldPath(issue.path)}: ${issue.message}`,
        );
      },
    );
  });
  return [
    ...fieldErrors,
    ...portfolioErrors(modules, folders),
    ...(fieldErrors.length === 0 ? emailLengthErrors(modules) : []),
  ];
}
