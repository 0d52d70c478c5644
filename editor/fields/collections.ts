// What the owner can edit, in the editor's lists: one collection per part of content/, each file
// or folder of files with its fields made from the schema that checks it (schema-fields.ts).
// Only what the schema cannot say is written here: how the lists are named and ordered, and how
// a folder's files are named and made.
import { type ContentFile, schemaOf } from "#model/files.ts";
import { portfolioSectionSchema, textPageSchema } from "#model/schema.ts";
import type { Collection, FileEntry } from "./fields.ts";
import { fieldsOf } from "./schema-fields.ts";

/** A file of content/ as one entry of a collection, its fields from its schema. */
const entry = (
  name: string,
  label: string,
  file: ContentFile,
  { hasPreview = true } = {},
): FileEntry => ({
  name,
  label,
  file: `content/${file}`,
  fields: fieldsOf(schemaOf(file)),
  ...(hasPreview ? {} : { editor: { preview: false } }),
});

const startPage: Collection = {
  name: "startsidan",
  label: "Startsidan",
  description: "Startsidans texter och bilder, paketen och tillvalen.",
  files: [
    entry("home", "Startsidan", "home.yaml"),
    entry("packages", "Paket och tillval", "packages.yaml"),
  ],
};

// One entry per section, content/portfolio/<key>/avsnitt.yaml, whose photos lie in the same
// folder. A section made here gets its folder from its key, so it has its carousel and its
// address /portfolio#key with no change anywhere else.
const portfolio: Collection = {
  name: "portfolio",
  label: "Portfolio",
  label_singular: "avsnitt",
  description:
    "Ett avsnitt per slags uppdrag, med bilderna i den ordning de visas. I vilken ordning avsnitten visas väljer du under Övriga texter › Portfoliosidan.",
  folder: "content/portfolio",
  path: "{{slug}}/avsnitt",
  extension: "yaml",
  slug: "{{key}}",
  identifier_field: "key",
  summary: "{{title}}",
  create: true,
  delete: true,
  // Uploads go into the section's own folder, next to avsnitt.yaml, and a photo is written as its
  // file name there.
  media_folder: "",
  public_folder: "",
  fields: fieldsOf(portfolioSectionSchema),
};

// One entry per text page, content/pages/<address>.yaml: the booking terms, the privacy policy
// and any page the owner adds, whose file name (made from its heading) is its address.
const textPages: Collection = {
  name: "textsidor",
  label: "Textsidor",
  label_singular: "textsida",
  description:
    "Bokningsvillkoren, integritetspolicyn och andra sidor med löpande text. Varje sida länkas längst ned på alla sidor, med sin rubrik.",
  folder: "content/pages",
  extension: "yaml",
  // A new page's address is its heading, as the editor writes addresses: "Om oss" is /om-oss.
  slug: "{{title}}",
  identifier_field: "title",
  summary: "{{title}}",
  create: true,
  // Other pages and site.yaml link to the booking terms; a page is removed outside the editor.
  delete: false,
  fields: fieldsOf(textPageSchema),
};

const otherTexts: Collection = {
  name: "sidor",
  label: "Övriga texter",
  description: "Portfoliosidans texter, tjänsterna och mejlen.",
  files: [
    entry("portfolioPage", "Portfoliosidan", "portfolio.yaml"),
    entry("services", "Tjänster", "services.yaml", { hasPreview: false }),
    entry("emails", "E-postmeddelanden", "emails.yaml", { hasPreview: false }),
  ],
};

const company: Collection = {
  name: "foretaget",
  label: "Företaget och villkoren",
  description: "Företagets uppgifter och villkoren som texterna på sajten hämtar.",
  editor: { preview: false },
  files: [
    entry("site", "Företagets uppgifter", "site.yaml"),
    entry("terms", "Villkoren i siffror", "terms.yaml"),
  ],
};

export const collections: Collection[] = [startPage, portfolio, textPages, otherTexts, company];
