// The portfolio: one entry per section, content/portfolio/<key>/avsnitt.yaml, whose photos lie
// in the same folder. A section made here gets its folder from its key, so it has its carousel
// and its address /portfolio#key with no change anywhere else.
import { portfolioKeyFormat } from "#model/schema.ts";
import { type Collection, checkedLine, choice, items, line, photo } from "../fields.ts";

/** The custom widget (editor/before-photo-widget.tsx) that picks a photo of the same section. */
export const beforePhotoWidget = "beforePhoto";

export const portfolioCollection: Collection = {
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
  fields: [
    checkedLine(
      {
        name: "key",
        label: "Nyckel",
        hint: "Avsnittets mapp och adress, /portfolio#nyckel: små bokstäver a–z, siffror och bindestreck, till exempel kok. Välj den när du skapar avsnittet; mappen behåller sitt namn.",
      },
      portfolioKeyFormat.source,
      "Skriv nyckeln med små bokstäver a–z, siffror och bindestreck, utan å, ä, ö och mellanslag (till exempel kok)",
    ),
    line({ name: "title", label: "Rubrik", hint: "Avsnittets rubrik på portfoliosidan." }),
    choice(
      {
        name: "fit",
        label: "Bildform",
        hint: "Fyll rutan passar foton; Visa hela bilden passar trycksaker och planritningar.",
      },
      [
        { label: "Fyll rutan", value: "cover" },
        { label: "Visa hela bilden", value: "contain" },
      ],
      // A new section is most often photos.
      "cover",
    ),
    items(
      {
        name: "photos",
        label: "Bilder",
        hint: "I den ordning de visas; dra för att byta ordning. En bild i mappen som inte står här publiceras inte.",
      },
      "bild",
      [
        photo({
          name: "file",
          label: "Bild",
          hint: "Ladda upp eller välj en bild i avsnittets mapp.",
        }),
        line(
          {
            name: "alt",
            label: "Alt-text",
            hint: "Vad bilden visar, för den som inte ser den. Högst 150 tecken. Tomt: avsnittets rubrik och bildens nummer.",
          },
          { required: false },
        ),
        {
          name: "before",
          label: "Före-bild",
          hint: "Bara för en stylad bild: välj bilden av samma rum före stylingen, så visas de som ett före/efter-par.",
          widget: beforePhotoWidget,
          required: false,
        },
      ],
      // Open, so that each photo shows beside its alt text.
      { summary: "{{fields.file}}", isOpen: true },
    ),
  ],
};
