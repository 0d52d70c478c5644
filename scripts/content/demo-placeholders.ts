// The demo's facts, which the owner must replace before the site goes live: an address on
// example.com, a phone number of the series reserved for fiction (070-174 06 05 to 070-174 06 99),
// organisation number 000000-0000, the demo's business name and social profiles, a text marked
// "platshållare" and the demo photos. Every build lists them; a build meant for publishing stops
// on them. They are looked for in the data files as written, so each is named where the owner
// changes it: a text that names the business by {namn} follows site.yaml's name by itself.
import {
  type ContentDocuments,
  type ContentFile,
  contentFiles,
  fieldError,
  lineOf,
} from "#model/files.ts";

const placeholders: [pattern: RegExp, what: string][] = [
  [/\bexample\.(com|org|net)\b/i, "en exempeladress på example.com"],
  [
    /\b070[- ]?174 ?06 ?(0[5-9]|[1-9]\d)\b/,
    "ett påhittat nummer ur serien 070-174 06 05 till 070-174 06 99",
  ],
  [/\b000000-?0000\b/, "organisationsnumret 000000-0000"],
  [/Exempel Foto/, "demons namn Exempel Foto …"],
  [/^https:\/\/[^/]+\/@?example\b/, "en exempelprofil; byt till din egen eller töm fältet"],
  [/platshållare/i, "märkt platshållare"],
];

/** Every string in a file's data with the path to it. */
export function strings(value: unknown, path: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  }
  return [];
}

/** "content/site.yaml: email: en exempeladress på example.com" for every placeholder left. */
export function placeholderWarnings(
  documents: ContentDocuments,
  demoPhotos: readonly string[],
): string[] {
  const texts = (Object.keys(contentFiles) as ContentFile[]).flatMap((file) =>
    strings(documents[file]).flatMap(([path, text]) => {
      const found = placeholders.filter(([pattern]) => pattern.test(text));
      return found.length === 0
        ? []
        : [lineOf(fieldError(file, path, found.map(([, what]) => what).join(", ")))];
    }),
  );
  const folders = Map.groupBy(demoPhotos, (photo) => photo.slice(0, photo.lastIndexOf("/") + 1));
  const photos = [...folders].map(
    ([folder, files]) =>
      `${folder}: ${files.length === 1 ? "1 exempelbild" : `${files.length} exempelbilder`} (märkta Exempelbild): ${files.map((file) => file.slice(folder.length)).join(", ")}`,
  );
  return [...texts, ...photos];
}

/**
 * A build meant for publishing: `npm run build -- --publicera`, or the build a host runs before
 * it publishes (Netlify's production context, every Cloudflare Pages build).
 */
export function isPublishingBuild(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  return (
    args.includes("--publicera") ||
    (env.NETLIFY === "true" && env.CONTEXT === "production") ||
    env.CF_PAGES === "1"
  );
}

/** What the build says of the placeholders left, and whether it stops on them. */
export function placeholderReport(
  warnings: readonly string[],
  publishing: boolean,
): { lines: string[]; stop: boolean } {
  if (warnings.length === 0) return { lines: [], stop: false };
  return {
    lines: [
      `Före publicering: ${warnings.length} av demons platshållare finns kvar:`,
      "",
      ...warnings.map((line) => `  ${line}`),
      "",
      publishing
        ? "Bygget är till för publicering och stoppas här. Byt ut platshållarna mot dina egna uppgifter och bilder (se ”Före publicering” i ägarens guide, docs/agarens-guide.md)."
        : "Bygget fortsätter, men sajten är inte klar att publicera. Ett bygge för publicering (npm run build -- --publicera) stoppar på dem.",
    ],
    stop: publishing,
  };
}
