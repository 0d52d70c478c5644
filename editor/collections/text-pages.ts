// The text pages, one file each in content/pages/: the booking terms, the privacy policy and any
// page the owner adds, whose file name (made from its heading) is its address.
import { type Collection, type Field, items, line, lines, paragraph } from "../fields.ts";

/** A text page's paragraphs and bulleted lists, in order. */
const blocks = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  label_singular: "stycke eller lista",
  hint,
  widget: "list",
  typeKey: "type",
  summary: "{{fields.text}}",
  types: [
    {
      name: "paragraph",
      label: "Stycke",
      hint: "Ett stycke text.",
      widget: "object",
      summary: "{{fields.text}}",
      fields: [paragraph({ name: "text", label: "Text", hint: "Stycket, i löpande text." })],
    },
    {
      name: "list",
      label: "Punktlista",
      hint: "En lista med punkter.",
      widget: "object",
      fields: [
        lines(
          { name: "items", label: "Punkter", hint: "Minst en punkt; dra för att byta ordning." },
          { name: "item", label: "Punkt", hint: "En punkt i listan." },
          { min: 1, multiline: true },
        ),
      ],
    },
  ],
});

const facts =
  "{namn}, {företagsnamn}, {källangivelse} och {omdömestjänst} hämtar företagets uppgifter, {avbokningsgräns}, {avbokningsavgift}, {leveranstid} och {sparandetid} villkoren.";

export const textPagesCollection: Collection = {
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
  fields: [
    line({
      name: "title",
      label: "Rubrik",
      hint: "Sidans rubrik, titel och länktext. En ny sida får sin adress av den: Om oss blir /om-oss.",
    }),
    paragraph({
      name: "description",
      label: "Beskrivning i sökresultat",
      hint: "Högst 170 tecken. {namn} hämtar sajtens namn.",
    }),
    {
      name: "updated",
      label: "Senast ändrad",
      hint: "Datumet då texten senast ändrades i sak; visas överst på sidan.",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    },
    blocks("intro", "Inledande stycken och listor", `Stycken och listor före avsnitten. ${facts}`),
    items(
      {
        name: "sections",
        label: "Avsnitt",
        hint: "Minst ett; dra för att byta ordning. Kontaktuppgifterna läggs till sist av sig själva.",
      },
      "avsnitt",
      [
        line({
          name: "heading",
          label: "Rubrik",
          hint: "Avsnittets rubrik; den blir också avsnittets adress, så skriv en egen för varje avsnitt.",
        }),
        blocks("blocks", "Stycken och listor", `Minst ett stycke eller en lista. ${facts}`),
      ],
      { summary: "{{fields.heading}}", min: 1 },
    ),
  ],
};
