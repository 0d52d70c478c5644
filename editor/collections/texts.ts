// The texts that are neither the start page nor a text page: the portfolio page's own texts
// (content/portfolio.yaml), the services in the footer (content/services.yaml) and the e-mails
// the buttons open (content/emails.yaml).
import {
  type Collection,
  type Field,
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

export const textsCollection: Collection = {
  name: "sidor",
  label: "Övriga texter",
  description: "Portfoliosidans texter, tjänsterna och mejlen.",
  files: [
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
