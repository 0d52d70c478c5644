// The data files of content/ and the schema of each: the one list that the build, the app's
// content modules and the tests read content/ by. A test fails when a file in content/ is
// missing here.
import { z } from "zod";
import {
  addressOfTextPageFile,
  type ContentFile,
  type FixedFile,
  keyOfSectionFile,
  type SectionFile,
  type TextPageFile,
} from "./content-paths.ts";
import {
  addOnsSchema,
  type ContentOf,
  emailsSchema,
  type Gallery,
  homeSchema,
  packagesSchema,
  portfolioPageSchema,
  portfolioSectionSchema,
  priceNoteSchema,
  servicesSchema,
  siteSchema,
  type TextPage,
  termsSchema,
  textPageSchema,
} from "./schema.ts";

// The paths with the schemas, for what reads both (the build, the app, the checks).
export * from "./content-paths.ts";

/**
 * Each file's schema, and the name the app knows it by: a file that is one object (site.yaml)
 * is known whole by `name`; a file of several lists (packages.yaml) by each of its top-level keys.
 */
export const contentFiles = {
  "site.yaml": { name: "site", schema: siteSchema },
  "terms.yaml": { name: "terms", schema: termsSchema },
  "services.yaml": { schema: z.object({ services: servicesSchema }) },
  "packages.yaml": {
    schema: z.object({
      packages: packagesSchema,
      priceNote: priceNoteSchema,
      addOns: addOnsSchema,
    }),
  },
  "home.yaml": { name: "home", schema: homeSchema },
  "emails.yaml": { name: "emails", schema: emailsSchema },
  "portfolio.yaml": { name: "portfolioPage", schema: portfolioPageSchema },
} as const satisfies Record<FixedFile, { name?: string; schema: z.ZodType }>;

/** The schema a file of content/ is checked by. */
export const schemaOf = (file: ContentFile): z.ZodType =>
  keyOfSectionFile(file) !== null
    ? portfolioSectionSchema
    : addressOfTextPageFile(file) !== null
      ? textPageSchema
      : contentFiles[file as keyof typeof contentFiles].schema;

/** Each file's data as read, before its placeholders are filled in and it is checked. */
export type ContentDocuments = Record<keyof typeof contentFiles, unknown> &
  Partial<Record<SectionFile | TextPageFile, unknown>>;

/** The files read: every fixed one, then each section's and each text page's, in name order. */
export const filesOf = (documents: ContentDocuments) => Object.keys(documents) as ContentFile[];

type FixedFiles = typeof contentFiles;
/** The names a fixed file gives the app, with their types: its `name`, or each top-level key. */
type ExportsOf<File extends keyof FixedFiles> = FixedFiles[File] extends {
  name: infer Name extends string;
  schema: infer Schema extends z.ZodType;
}
  ? { [Key in Name]: ContentOf<Schema> }
  : ContentOf<FixedFiles[File]["schema"]>;
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  whole: infer Whole,
) => void
  ? Whole
  : never;

/** All of content/, checked, with its placeholders filled in: what the pages are built from. */
export type Content = Intersection<
  { [File in keyof FixedFiles]: ExportsOf<File> }[keyof FixedFiles]
> & {
  readonly galleries: readonly Gallery[];
  /** Each text page by its address without the slash ("bokningsvillkor"), in address order. */
  readonly textPages: Readonly<Record<string, TextPage>>;
};

/** The names a checked file gives the app, with their values. */
export function exportsOf(file: keyof typeof contentFiles, data: unknown): Record<string, unknown> {
  const entry = contentFiles[file];
  return "name" in entry ? { [entry.name]: data } : (data as Record<string, unknown>);
}

/** "hero.image.file", "packages[1].price", "photos[2].alt" for a path into a file's data. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path
    .reduce<string>(
      (out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}.${String(key)}`),
      "",
    )
    .replace(/^\./, "");
}

/**
 * A problem the build's check finds in content/: where, and what is wrong, as data. The editor
 * places it by its file and path and says it in her labels; the build prints it as a line
 * (`lineOf`). No layer reads these back out of a line's words.
 */
export type Problem = {
  /**
   * The data file it is about, from the project ("content/home.yaml"); "" for a line about no
   * data file (a photo's, the environment's), said as it is.
   */
  file: string;
  /** The value's path in the file ("packages[0].price"); "" for the file as a whole. */
  path: string;
  /** What is wrong, and what to do, in Swedish. */
  words: string;
  /** Where a slip in the file's text is, as an editor counts lines and columns. */
  at?: { line: number; col: number };
  /** A file of content/ the problem says is not there: a photo, a section's file. */
  missing?: string;
};

/** The problem with the value at `path` of `file` (the file as a whole for an empty path). */
export function fieldError(
  file: ContentFile,
  path: readonly PropertyKey[],
  words: string,
  missing?: string,
): Problem {
  return {
    file: `content/${file}`,
    path: formatFieldPath(path),
    words,
    ...(missing === undefined ? {} : { missing }),
  };
}

/** The problem as the build prints it: "content/<file>: <field>: <words>", a slip with its place. */
export function lineOf({ file, path, words, at }: Problem): string {
  if (file === "") return words;
  const place = at ? `, rad ${at.line}, kolumn ${at.col}` : "";
  return `${file}${place}: ${path ? `${path}: ` : ""}${words}`;
}

/** A line about no data file (a photo's, the environment's), as a problem said as it is. */
export const lineProblem = (line: string): Problem => ({ file: "", path: "", words: line });
