// The texts that are not the start page: the services in the footer (content/services.yaml), the
// e-mails the buttons open (content/emails.yaml), the booking terms and the privacy policy
// (content/pages/) and the portfolio page's own texts (content/portfolio.yaml).
import {
  type Collection,
  type Field,
  type FileEntry,
  group,
  items,
  line,
  lines,
  paragraph,
  sectionChoice,
} from "../fields.ts";

const mail = (name: string, label: string, hint: string): Field =>
  group({ name, label, hint }, [
    line({ name: "subject", label: "Ämnesrad", hint: "Mejlets ämne." }),
    lines(
      {
        name: "body",
        label: "Rader",
        hint: "En rad per fält; lämna en rad tom för en tom rad i mejlet.",
      },
      { name: "line", label: "Rad", hint: "En rad i mejlet." },
      { min: 1 },
    ),
  ]);

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

const textPage = (name: string, label: string, file: string, facts: string): FileEntry => ({
  name,
  label,
  file,
  fields: [
    line({ name: "title", label: "Rubrik", hint: "Sidans rubrik och titel." }),
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
});

export const textsCollection: Collection = {
  name: "sidor",
  label: "Sidor och mejl",
  description: "Villkoren, integritetspolicyn, portfoliosidans texter, tjänsterna och mejlen.",
  files: [
    textPage(
      "bookingTerms",
      "Bokningsvillkor",
      "content/pages/booking-terms.yaml",
      "{avbokningsgräns}, {avbokningsavgift}, {leveranstid} och {sparandetid} hämtar villkoren, {namn} och {källangivelse} företagets uppgifter.",
    ),
    textPage(
      "privacyPolicy",
      "Integritetspolicy",
      "content/pages/privacy-policy.yaml",
      "{namn}, {företagsnamn} och {omdömestjänst} hämtar företagets uppgifter, {sparandetid} villkoren.",
    ),
    {
      name: "portfolioPage",
      label: "Portfoliosidan",
      file: "content/portfolio.yaml",
      fields: [
        line({
          name: "title",
          label: "Sidans titel",
          hint: "Fliken och sökresultatet, före sajtens namn. Högst 45 tecken.",
        }),
        paragraph({
          name: "description",
          label: "Beskrivning i sökresultat",
          hint: "Högst 170 tecken.",
        }),
        line({ name: "heading", label: "Rubrik", hint: "Sidans stora rubrik." }),
        line({
          name: "backLabel",
          label: "Länk tillbaka",
          hint: "Texten på länken till startsidan.",
        }),
        line({
          name: "sectionNavLabel",
          label: "Avsnittsmenyns namn",
          hint: "För skärmläsare: namnet på raden med avsnitten.",
        }),
        {
          ...lines(
            {
              name: "sections",
              label: "Avsnitt i ordning",
              hint: "Dra för att byta ordning. Ett avsnitt som inte står här visas efter de andra.",
            },
            { name: "section", label: "Avsnitt", hint: "Välj ett avsnitt." },
          ),
          field: sectionChoice({ name: "section", label: "Avsnitt", hint: "Välj ett avsnitt." }),
        },
      ],
    },
    {
      name: "services",
      label: "Tjänster",
      file: "content/services.yaml",
      editor: { preview: false },
      fields: [
        items(
          {
            name: "services",
            label: "Tjänster",
            hint: "Listan i sidfoten; minst en, dra för att byta ordning.",
          },
          "tjänst",
          [
            line({ name: "name", label: "Namn", hint: "Till exempel Drönarfotografering." }),
            sectionChoice(
              {
                name: "portfolio",
                label: "Avsnitt i portfolion",
                hint: "Valfritt: avsnittet med exempel som tjänsten länkar till. Utan avsnitt visas tjänsten som vanlig text.",
              },
              { required: false },
            ),
          ],
          { summary: "{{fields.name}}", min: 1 },
        ),
      ],
    },
    {
      name: "emails",
      label: "E-postmeddelanden",
      file: "content/emails.yaml",
      editor: { preview: false },
      fields: [
        mail(
          "packageEnquiry",
          "Intresseanmälan för ett paket",
          "{paket} och {pris} blir paketets namn och pris. {innehåll} och {tillval}, var för sig ensamma på en rad, blir paketets innehåll och de tillval besökaren kryssade i.",
        ),
        mail("quoteRequest", "Offertförfrågan", "Mejlet som knappen för offert öppnar."),
        mail("question", "Fråga", "Mejlet som knappen för frågor öppnar."),
        mail("printEnquiry", "Förfrågan om tryck", "Mejlet från avsnittet om trycksaker."),
      ],
    },
  ],
};
