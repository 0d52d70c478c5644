// What the data files of content/ must hold, the one definition of valid content: every field,
// its kind and its form (non-empty texts, price and phone formats, https links). Messages are
// Swedish because the site owner reads them. The pages take their types from here.
import { z } from "zod";
import { packageEnquiryFields, packageEnquiryLists, placeholdersOf } from "./mailto.ts";
import { isSwedishPhone } from "./phone.ts";
import { maxPriceText, priceInKronor } from "./price.ts";
import { slugify } from "./slug.ts";

/** Says "saknas" for a missing field, else `problem` (default: the expected kind). */
const required = (kind: string, problem = `ska vara ${kind}`) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "saknas" : problem),
});

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Text as it may reach a page, a mailto link and the JSON-LD: no control character (NUL, tab,
 * line break, the C1 range), which the owner cannot see and a page would carry raw, and no half
 * of a surrogate pair, which no page or link can encode.
 */
const plainString = () =>
  z.string(required("text")).superRefine((value, context) => {
    const control = value.match(/\p{Cc}/u);
    if (control) {
      context.addIssue({
        code: "custom",
        message: `innehåller ett osynligt styrtecken (${codePoint(control[0])}) efter ${[...value.slice(0, control.index)].length} tecken; ta bort det`,
      });
    } else if (!value.isWellFormed()) {
      const index = [...value].findIndex((char) => !char.isWellFormed());
      context.addIssue({
        code: "custom",
        message: `innehåller ett trasigt tecken efter ${index} tecken; skriv om det`,
      });
    }
  });

const text = () => plainString().trim().min(1, "får inte vara tom");
/** An optional field left blank in the editor, which writes it as "" or null, counts as not given. */
const blankAsMissing = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const pageTitle = () =>
  text().max(45, "bör vara högst 45 tecken, så att titeln med sajtens namn syns helt");
const pageDescription = () =>
  text().max(170, "bör vara högst 170 tecken för att synas helt i sökresultat");
/**
 * An https address whose host has a dot in it, as the editor's link fields take it: the regular
 * expression, then a parse by the URL standard, which the build asks for as well.
 */
export const httpsPattern = "^https://[^\\s/?#]+\\.[^\\s/?#]+(?:[/?#]\\S*)?$";
const https = new RegExp(httpsPattern);
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return https.test(value) && url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}
const link = () =>
  z.string(required("text")).refine((value) => !/[\s\p{Cc}]/u.test(value), {
    message: "får inte innehålla mellanslag eller osynliga tecken, inte heller före eller efter",
    abort: true,
  });
const httpsUrl = () => link().refine(isHttpsUrl, "ska vara en webbadress som börjar med https://");
/**
 * A page of the site as a path, which follows SITE_URL (site-links.ts checks that it exists), or
 * any https address.
 */
const siteLink = () =>
  link().refine(
    (value) => /^\/(?!\/)/.test(value) || isHttpsUrl(value),
    "ska vara en sida på sajten, som /bokningsvillkor, eller en webbadress som börjar med https://",
  );
/**
 * Metadata of a value kept in the data that no page shows: the editor offers no field for it, and
 * an item made in the editor, without the value, gets `fallback`.
 */
export type ContentMeta = { isDataOnly?: true };
const dataOnly = <Schema extends z.ZodType>(schema: Schema, fallback: z.output<Schema>) =>
  schema.default(fallback as never).meta({ isDataOnly: true } satisfies ContentMeta);

const wholeHours = () =>
  z.number(required("ett tal")).int("ska vara ett heltal").min(0).max(24, "ska vara högst 24");
const positiveInt = () =>
  z.number(required("ett tal")).int("ska vara ett heltal").positive("ska vara större än 0");
const openingHours = z
  .object({ opens: wholeHours(), closes: wholeHours() }, required("ett objekt"))
  .refine((hours) => hours.opens < hours.closes, "opens ska vara före closes");

/** What a photo's alt text may hold: a screen reader reads it whole, and the page writes it thrice. */
const altText = () => text().max(150, "bör vara högst 150 tecken; beskriv bilden kort");

export const siteSchema = z.object({
  name: text(),
  companyName: text(),
  organisationNumber: z
    .string(required("text"))
    .regex(/^\d{6}-\d{4}$/, "ska vara ett organisationsnummer som 556677-8899"),
  tagline: text(),
  description: pageDescription(),
  url: httpsUrl(),
  email: z.email(required("en e-postadress", "är inte en giltig e-postadress")),
  phone: z.string(required("text")).refine(isSwedishPhone, "ska skrivas som 070-123 45 67"),
  phoneHours: z.object({ weekdays: openingHours, weekends: openingHours }, required("ett objekt")),
  address: z.object(
    {
      street: blankAsMissing(text()),
      postalCode: blankAsMissing(
        z.string(required("text")).regex(/^\d{3} \d{2}$/, "ska skrivas som 123 45"),
      ),
      locality: text(),
      region: text(),
    },
    required("ett objekt"),
  ),
  serviceArea: z.object(
    {
      regions: z.array(text(), required("en lista")).min(1, "ange minst ett område"),
      note: text(),
    },
    required("ett objekt"),
  ),
  social: z.object(
    { facebook: httpsUrl(), instagram: httpsUrl(), tiktok: httpsUrl() },
    required("ett objekt"),
  ),
  reviews: z.object(
    {
      widgetUrl: httpsUrl(),
      provider: text(),
      loadOnClick: z.boolean(required("true eller false")),
    },
    required("ett objekt"),
  ),
  photoRights: z.object(
    {
      creator: text().max(64, "bör vara högst 64 tecken"),
      copyrightNotice: text().max(128, "bör vara högst 128 tecken"),
      creditText: text().max(128, "bör vara högst 128 tecken"),
      licenseUrl: siteLink(),
      acquireLicensePage: siteLink(),
    },
    required("ett objekt"),
  ),
  claims: z.object(
    {
      photographedHomes: text(),
      averageRating: text(),
      delivery: text(),
      yearsOfExperience: text(),
    },
    required("ett objekt"),
  ),
});

export const termsSchema = z.object({
  deliveryHours: positiveInt(),
  freeCancellationHours: positiveInt(),
  lateCancellationFee: positiveInt(),
  invoiceRetentionYears: positiveInt(),
});

/**
 * A portfolio section's key: its folder content/portfolio/<key>/ and its address /portfolio#<key>.
 * The sections that exist are the folders with an avsnitt.yaml; validate.ts checks every
 * reference to one.
 */
export const portfolioKeyFormat = /^[a-z0-9-]+$/;
const portfolioKey = z
  .string(required("text"))
  .regex(
    portfolioKeyFormat,
    "ska skrivas med små bokstäver a–z, siffror och bindestreck, utan å, ä, ö och mellanslag (till exempel kok)",
  );

/** A file name in the section's folder, such as 03.jpg. */
const photoFile = z.string(required("text")).trim().min(1, "får inte vara tom");

/**
 * One portfolio section, content/portfolio/<key>/avsnitt.yaml: its photos in the order shown,
 * each with its alt text, a styled photo naming the photo it was styled from (a before/after pair).
 */
export const portfolioSectionSchema = z.object({
  key: portfolioKey,
  title: text(),
  fit: z.enum(["cover", "contain"], { error: "ska vara cover eller contain" }),
  photos: z
    .array(
      z.object({
        file: photoFile,
        alt: blankAsMissing(
          plainString().trim().max(150, "bör vara högst 150 tecken; beskriv bilden kort"),
        ),
        before: blankAsMissing(photoFile),
      }),
      required("en lista"),
    )
    .superRefine((photos, context) => {
      const files = photos.map((photo) => photo.file);
      const befores = new Map<string, number>();
      photos.forEach((photo, index) => {
        if (files.indexOf(photo.file) !== index) {
          context.addIssue({
            code: "custom",
            path: [index, "file"],
            message: `${photo.file} står redan i listan; varje bild visas en gång`,
          });
        }
        if (photo.before === undefined) return;
        const path = [index, "before"];
        const issue = (message: string) => context.addIssue({ code: "custom", path, message });
        if (photo.before === photo.file) issue("ska vara en annan bild än den stylade");
        else if (!files.includes(photo.before)) {
          issue(
            `${photo.before} finns inte bland avsnittets bilder; välj en av ${files.join(", ")}`,
          );
        } else if (photos.some((other) => other.file === photo.before && other.before)) {
          issue(`${photo.before} är själv en stylad bild; välj bilden före stylingen`);
        } else if (befores.has(photo.before)) {
          issue(
            `${photo.before} är redan före-bild till bild ${(befores.get(photo.before) ?? 0) + 1}`,
          );
        }
        befores.set(photo.before, index);
      });
    }),
});

export const servicesSchema = z
  .array(z.object({ name: text(), portfolio: blankAsMissing(portfolioKey) }), required("en lista"))
  .min(1, "ange minst en tjänst");

export const packagesSchema = z
  .array(
    z.object({
      title: text(),
      description: text(),
      price: z
        .string(required("text"))
        .refine(
          (price) => priceInKronor(price) !== null,
          `ska vara ett pris från 1 kr till ${maxPriceText}, skrivet som 2.500 kr`,
        ),
      icon: z.enum(["camera", "drone", "film"], { error: "ska vara camera, drone eller film" }),
      isPopular: z.boolean(required("true eller false")),
      features: z.array(text(), required("en lista")).min(1, "ange minst en punkt"),
    }),
    required("en lista"),
  )
  .min(1, "ange minst ett paket");

export const priceNoteSchema = text();

export const addOnsSchema = z.array(text(), required("en lista"));

const textBlock = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("paragraph"), text: text() }),
    z.object({
      type: z.literal("list"),
      items: z.array(text(), required("en lista")).min(1, "ange minst en punkt"),
    }),
  ],
  {
    error:
      "ska vara ett stycke (type: paragraph, text: …) eller en punktlista (type: list, items: …)",
  },
);

export const textPageSchema = z.object({
  title: text(),
  description: pageDescription(),
  updated: z.iso.date(required("ett datum", "ska vara ett datum som 2026-11-23")),
  intro: z.array(textBlock, required("en lista")),
  sections: z
    .array(z.object({ heading: text(), blocks: z.array(textBlock).min(1) }), required("en lista"))
    .min(1)
    .superRefine((sections, context) => {
      // Each heading is its section's address (#id), which the page's links and the photos'
      // licence link use: it must exist, and be the page's own.
      const taken = new Map<string, string>([[slugify("Kontakt"), "sidans kontaktruta"]]);
      sections.forEach(({ heading }, index) => {
        const id = slugify(heading);
        const path = [index, "heading"];
        const owner = taken.get(id);
        if (!id) {
          context.addIssue({
            code: "custom",
            path,
            message:
              "ger ingen adress för länkar till avsnittet; skriv rubriken med minst en bokstav a–z eller en siffra",
          });
        } else if (owner) {
          context.addIssue({
            code: "custom",
            path,
            message: `ger samma adress (#${id}) som ${owner}; skriv en rubrik som skiljer sig`,
          });
        } else {
          taken.set(id, `sections[${index}].heading`);
        }
      });
    }),
});

const imageRef = z.object({
  file: z
    .string(required("text"))
    .regex(
      /^[\w-]+\.(jpe?g|png|webp|avif)$/,
      "ska vara ett filnamn i content/images/, till exempel hero.jpg",
    ),
  alt: altText(),
});

export const homeSchema = z.object({
  title: pageTitle(),
  hero: z.object({
    heading: text(),
    pitch: text(),
    image: imageRef,
    portfolioLabel: text(),
    contactLabel: text(),
    statLabels: z.object({ photographedHomes: text(), averageRating: text(), delivery: text() }),
  }),
  about: z.object({
    heading: text(),
    portrait: imageRef,
    experienceLabel: text(),
    paragraphs: z.array(text()).min(1, "skriv minst ett stycke"),
    specialties: z.array(text()).min(1, "ange minst en specialitet"),
    reviewsHeading: text(),
    reviewsTitle: text(),
    reviewsNote: text(),
  }),
  teaser: z.object({
    heading: text(),
    intro: text(),
    linkLabel: text(),
    items: z
      .array(
        z.object({
          id: text(),
          image: imageRef.shape.file,
          title: text(),
          category: z.enum(
            [
              "Interiör",
              "Exteriör",
              "Drönare",
              "Digitalstyling",
              "Företagsfoto",
              "Tryck & grafisk formgivning",
            ],
            {
              error:
                "ska vara en av kategorierna Interiör, Exteriör, Drönare, Digitalstyling, Företagsfoto, Tryck & grafisk formgivning",
            },
          ),
          // The specification's data model of a sample: kept in the data, shown on no page, so the
          // editor offers no field for them.
          price: dataOnly(plainString(), ""),
          views: dataOnly(z.number(required("ett tal")).int().nonnegative(), 0),
          likes: dataOnly(z.number(required("ett tal")).int().nonnegative(), 0),
          description: text(),
          portfolio: portfolioKey,
        }),
      )
      .length(6, "ska ha exakt 6 bilder"),
  }),
  packages: z.object({
    heading: text(),
    intro: text(),
    popularLabel: text(),
    addOnsHeading: text(),
    addOnsIntro: text(),
    enquiryLabel: text(),
  }),
  print: z.object({
    heading: text(),
    intro: text(),
    offerings: z.array(text()).min(1),
    portfolioLabel: text(),
    portfolio: portfolioKey,
    enquiryLabel: text(),
  }),
  contact: z.object({
    heading: text(),
    intro: text(),
    quoteLabel: text(),
    questionLabel: text(),
    bookingNote: text(),
  }),
});

export const portfolioPageSchema = z.object({
  title: pageTitle(),
  description: pageDescription(),
  heading: text(),
  backLabel: text(),
  sectionNavLabel: text(),
  sections: z.array(portfolioKey, required("en lista")).superRefine((keys, context) => {
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) {
        context.addIssue({
          code: "custom",
          path: [index],
          message: `${key} står redan i listan; varje avsnitt visas en gång`,
        });
      }
    });
  }),
});

/** "{paket}, {pris} eller {tillval}" */
const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} eller ${names.at(-1)}` : names.join("");

/**
 * An e-mail: a subject and body lines, in which only the template's own {fields} may stand, and
 * each of its {lists} alone on a line of the body, since a list fills whole lines.
 */
function mailTemplate(fields: readonly string[] = [], lists: readonly string[] = []) {
  const known = [...fields, ...lists].map((name) => `{${name}}`);
  return z
    .object(
      {
        subject: text(),
        body: z.array(plainString(), required("en lista")).min(1, "skriv minst en rad"),
      },
      required("ett objekt"),
    )
    .superRefine((template, context) => {
      const lines: [path: PropertyKey[], line: string][] = [
        [["subject"], template.subject],
        ...template.body.map((line, index): [PropertyKey[], string] => [["body", index], line]),
      ];
      for (const [path, line] of lines) {
        for (const name of placeholdersOf(line)) {
          if (!fields.includes(name) && !lists.includes(name)) {
            context.addIssue({
              code: "custom",
              path,
              message:
                known.length > 0
                  ? `{${name}} finns inte; använd ${orList(known)}`
                  : `{${name}} finns inte: det här mejlet fylls inte i med något`,
            });
          } else if (lists.includes(name) && (path[0] !== "body" || line.trim() !== `{${name}}`)) {
            context.addIssue({
              code: "custom",
              path,
              message: `{${name}} blir en lista och ska stå ensam på en egen rad i body`,
            });
          }
        }
      }
    });
}

export const emailsSchema = z.object({
  packageEnquiry: mailTemplate(packageEnquiryFields, packageEnquiryLists),
  quoteRequest: mailTemplate(),
  question: mailTemplate(),
  printEnquiry: mailTemplate(),
});

/**
 * Content as the pages receive it: what the schema makes of a data file (texts trimmed), every
 * list and object in it read-only.
 */
type Content<Schema extends z.ZodType> = DeepReadonly<z.output<Schema>>;
// A mapped type keeps a list a list and a pair a pair, read-only.
type DeepReadonly<T> = T extends object ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> } : T;

export type Site = Content<typeof siteSchema>;
export type Terms = Content<typeof termsSchema>;
export type Service = Content<typeof servicesSchema>[number];
export type PortfolioSection = Content<typeof portfolioSectionSchema>;
/**
 * A portfolio section as the page shows it, put together from its avsnitt.yaml by
 * galleries.ts: every photo with its alt text, the before/after pairs as
 * [before, after] file names.
 */
export type Gallery = Omit<PortfolioSection, "photos"> & {
  readonly photos: readonly { readonly file: string; readonly alt: string }[];
  readonly pairs: readonly (readonly [before: string, after: string])[];
};
export type PhotoPackage = Content<typeof packagesSchema>[number];
export type Home = Content<typeof homeSchema>;
export type TextPage = Content<typeof textPageSchema>;
export type TextBlock = TextPage["intro"][number];
export type Emails = Content<typeof emailsSchema>;
export type PortfolioPage = Content<typeof portfolioPageSchema>;
export type AddOn = Content<typeof addOnsSchema>[number];
/** The phone number as people read it, 070-174 06 50; tel: links are made from it. */
export type Phone = Site["phone"];
export type PhoneHours = Site["phoneHours"];
export type Hours = PhoneHours["weekdays"];
export type PhotoRights = Site["photoRights"];
/** Who the visitor is dealing with and how to reach them, as the text pages end. */
export type ContactFacts = Pick<Site, "companyName" | "organisationNumber" | "email" | "phone">;
