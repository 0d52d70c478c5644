// What the owner can edit, in the editor's list: one collection per part of content/, each file
// or folder of files, whose fields are made from the schema that checks it when its form opens
// (schema-fields.ts). Only what the schema cannot say is written here: how the lists are named
// and ordered, and the file a new entry of a folder is written to. No checks load with it.
import { type ContentFile, sectionFile, textPageFile } from "#model/content-paths.ts";
import { slugify } from "#model/slug.ts";
import type { Collection, FileEntry } from "./fields.ts";

/** A file of content/ as one entry of a collection. */
const entry = (name: string, label: string, file: ContentFile): FileEntry => ({
  name,
  label,
  file: `content/${file}`,
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
  description:
    "Ett avsnitt per slags uppdrag, med bilderna i den ordning de visas. I vilken ordning avsnitten visas väljer du under Övriga texter › Portfoliosidan.",
  folder: "content/portfolio",
};

// One entry per text page, content/pages/<address>.yaml: the booking terms, the privacy policy
// and any page the owner adds, whose file name (made from its heading) is its address.
const textPages: Collection = {
  name: "textsidor",
  label: "Textsidor",
  description:
    "Bokningsvillkoren, integritetspolicyn och andra sidor med löpande text. Varje sida länkas längst ned på alla sidor, med sin rubrik.",
  folder: "content/pages",
};

const otherTexts: Collection = {
  name: "sidor",
  label: "Övriga texter",
  description: "Portfoliosidans texter, tjänsterna och mejlen.",
  files: [
    entry("portfolioPage", "Portfoliosidan", "portfolio.yaml"),
    entry("services", "Tjänster", "services.yaml"),
    entry("emails", "E-postmeddelanden", "emails.yaml"),
  ],
};

const company: Collection = {
  name: "foretaget",
  label: "Företaget och villkoren",
  description: "Företagets uppgifter och villkoren som texterna på sajten hämtar.",
  files: [
    entry("site", "Företagets uppgifter", "site.yaml"),
    entry("terms", "Villkoren i siffror", "terms.yaml"),
  ],
};

export const collections: Collection[] = [startPage, portfolio, textPages, otherTexts, company];

/**
 * The file a new entry's `data` names in a folder's collection: a section's folder by its key, a
 * text page by the address its heading gives it ("Om oss" is /om-oss); a stand-in name while
 * the field is empty, which the check then names.
 */
export function pathOfNew(collection: Collection, data: unknown): string {
  const { key, title } = (data ?? {}) as { key?: unknown; title?: unknown };
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return collection.name === "portfolio"
    ? `content/${sectionFile(text(key) || "nytt-avsnitt")}`
    : `content/${textPageFile(slugify(text(title)) || "ny-sida")}`;
}
