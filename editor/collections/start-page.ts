// The start page: its texts and photos (content/home.yaml) and the packages and add-ons it sells
// (content/packages.yaml).
import { typedPricePattern } from "#model/price.ts";
import { homeSchema } from "#model/schema.ts";
import {
  type Collection,
  checkedLine,
  choice,
  type Field,
  type FileEntry,
  group,
  items,
  line,
  lines,
  paragraph,
  photo,
  sectionChoice,
  yesNo,
} from "../fields.ts";

const image = (name: string, label: string, hint: string): Field =>
  group({ name, label, hint }, [
    photo({
      name: "file",
      label: "Bild",
      hint: "Ladda upp eller välj en bild. Filnamnet får bara ha bokstäver a–z, siffror, - och _.",
    }),
    line({
      name: "alt",
      label: "Alt-text",
      hint: "Vad bilden visar, för den som inte ser den. Högst 150 tecken.",
    }),
  ]);

// The categories the build accepts, as they are written on the page.
const teaserCategories = homeSchema.shape.teaser.shape.items.element.shape.category.options.map(
  (category) => ({ label: category, value: category }),
);

export const homeFile: FileEntry = {
  name: "home",
  label: "Startsidan",
  file: "content/home.yaml",
  fields: [
    line({
      name: "title",
      label: "Sidans titel",
      hint: "Fliken och sökresultatet, före sajtens namn. Högst 45 tecken.",
    }),
    group({ name: "hero", label: "Toppen", hint: "Det första besökaren ser." }, [
      line({ name: "heading", label: "Rubrik", hint: "Sidans stora rubrik." }),
      paragraph({
        name: "pitch",
        label: "Ingress",
        hint: "Några meningar under rubriken. {leveranstid} hämtar leveranstiden.",
      }),
      image("image", "Stor bild", "Bilden bredvid rubriken."),
      line({
        name: "portfolioLabel",
        label: "Knapp till portfolion",
        hint: "Texten på knappen som leder till portfolion.",
      }),
      line({
        name: "contactLabel",
        label: "Knapp till kontakt",
        hint: "Texten på knappen som leder till kontaktrutan.",
      }),
      group(
        {
          name: "statLabels",
          label: "Texter under siffrorna",
          hint: "Siffrorna själva står under Företagets uppgifter.",
        },
        [
          line({
            name: "photographedHomes",
            label: "Under antalet bostäder",
            hint: "Till exempel fotograferade bostäder.",
          }),
          line({
            name: "averageRating",
            label: "Under snittbetyget",
            hint: "Till exempel i snittbetyg.",
          }),
          line({
            name: "delivery",
            label: "Under leveranstiden",
            hint: "Till exempel leveranstid.",
          }),
        ],
      ),
    ]),
    group({ name: "about", label: "Om fotografen", hint: "Avsnittet om dig." }, [
      line({ name: "heading", label: "Rubrik", hint: "Avsnittets rubrik." }),
      image("portrait", "Porträtt", "Bilden av dig."),
      line({
        name: "experienceLabel",
        label: "Text efter åren",
        hint: "Till exempel års erfarenhet, efter siffran under Företagets uppgifter.",
      }),
      lines(
        {
          name: "paragraphs",
          label: "Stycken",
          hint: "Minst ett stycke; dra för att byta ordning.",
        },
        { name: "paragraph", label: "Stycke", hint: "Ett stycke text." },
        { min: 1, multiline: true },
      ),
      lines(
        {
          name: "specialties",
          label: "Specialiteter",
          hint: "Minst en; visas som en lista.",
        },
        { name: "specialty", label: "Specialitet", hint: "Till exempel Drönarfoto." },
        { min: 1 },
      ),
      line({
        name: "reviewsHeading",
        label: "Rubrik för omdömena",
        hint: "Till exempel Vad kunderna säger.",
      }),
      line({
        name: "reviewsTitle",
        label: "Omdömesrutans namn",
        hint: "För skärmläsare: rutans titel.",
      }),
      paragraph({
        name: "reviewsNote",
        label: "Om omdömena",
        hint: "Hur omdömena samlas in, under rutan.",
      }),
    ]),
    group(
      {
        name: "teaser",
        label: "Urval av bilder",
        hint: "De sex bilderna som leder till portfolion.",
      },
      [
        line({ name: "heading", label: "Rubrik", hint: "Avsnittets rubrik." }),
        paragraph({ name: "intro", label: "Ingress", hint: "En mening under rubriken." }),
        line({
          name: "linkLabel",
          label: "Länk till portfolion",
          hint: "Texten på länken under bilderna.",
        }),
        items(
          { name: "items", label: "Bilder", hint: "Exakt sex; dra för att byta ordning." },
          "bild",
          [
            line({
              name: "id",
              label: "Namn för sidan",
              hint: "Ett kort eget namn för bilden, till exempel interior. Syns inte för besökaren.",
            }),
            photo({
              name: "image",
              label: "Bild",
              hint: "Ladda upp eller välj en bild. Filnamnet får bara ha bokstäver a–z, siffror, - och _.",
            }),
            line({ name: "title", label: "Rubrik", hint: "Till exempel Ljus tvåa i Vasastan." }),
            choice(
              { name: "category", label: "Kategori", hint: "Visas ovanför rubriken." },
              teaserCategories,
            ),
            paragraph({ name: "description", label: "Beskrivning", hint: "En mening om bilden." }),
            sectionChoice({
              name: "portfolio",
              label: "Avsnitt i portfolion",
              hint: "Vilket avsnitt bilden leder till.",
            }),
          ],
          { summary: "{{fields.title}}", min: 6, max: 6 },
        ),
      ],
    ),
    group(
      {
        name: "packages",
        label: "Paket och priser",
        hint: "Texterna runt paketen; paketen själva står under Paket och tillval.",
      },
      [
        line({ name: "heading", label: "Rubrik", hint: "Avsnittets rubrik." }),
        paragraph({ name: "intro", label: "Ingress", hint: "En mening under rubriken." }),
        line({
          name: "popularLabel",
          label: "Märkning för populärt paket",
          hint: "Till exempel Mest populär.",
        }),
        line({
          name: "addOnsHeading",
          label: "Rubrik för tillvalen",
          hint: "Till exempel Tillval.",
        }),
        paragraph({ name: "addOnsIntro", label: "Om tillvalen", hint: "En mening om tillvalen." }),
        line({
          name: "enquiryLabel",
          label: "Knapp för intresseanmälan",
          hint: "Texten på varje pakets knapp.",
        }),
      ],
    ),
    group(
      {
        name: "print",
        label: "Tryck och grafisk formgivning",
        hint: "Avsnittet om trycksaker.",
      },
      [
        line({ name: "heading", label: "Rubrik", hint: "Avsnittets rubrik." }),
        paragraph({ name: "intro", label: "Ingress", hint: "Några meningar om trycksakerna." }),
        lines(
          { name: "offerings", label: "Erbjudanden", hint: "Minst ett; visas som en lista." },
          { name: "offering", label: "Erbjudande", hint: "Till exempel Visitkort." },
          { min: 1 },
        ),
        line({
          name: "portfolioLabel",
          label: "Länk till exempel",
          hint: "Texten på länken till portfolion.",
        }),
        sectionChoice({
          name: "portfolio",
          label: "Avsnitt i portfolion",
          hint: "Vilket avsnitt länken leder till.",
        }),
        line({
          name: "enquiryLabel",
          label: "Knapp för förfrågan",
          hint: "Texten på knappen som öppnar ett mejl.",
        }),
      ],
    ),
    group({ name: "contact", label: "Kontakt", hint: "Kontaktrutan längst ned." }, [
      line({ name: "heading", label: "Rubrik", hint: "Avsnittets rubrik." }),
      paragraph({ name: "intro", label: "Ingress", hint: "Några meningar om hur man når dig." }),
      line({ name: "quoteLabel", label: "Knapp för offert", hint: "Till exempel Begär offert." }),
      line({
        name: "questionLabel",
        label: "Knapp för fråga",
        hint: "Till exempel Ställ en fråga.",
      }),
      paragraph({
        name: "bookingNote",
        label: "Om bokningen",
        hint: "Hur bokningen bekräftas och betalas.",
      }),
    ]),
  ],
};

export const packagesFile: FileEntry = {
  name: "packages",
  label: "Paket och tillval",
  file: "content/packages.yaml",
  fields: [
    items(
      {
        name: "packages",
        label: "Paket",
        hint: "Minst ett; dra för att byta ordning på startsidan.",
      },
      "paket",
      [
        line({ name: "title", label: "Namn", hint: "Till exempel Bas." }),
        paragraph({ name: "description", label: "Beskrivning", hint: "En mening om paketet." }),
        checkedLine(
          {
            name: "price",
            label: "Pris",
            hint: "Inklusive moms, från 1 kr till 100.000 kr, till exempel 2.500 kr eller 2 500 kr. Sparas som 2.500 kr.",
          },
          typedPricePattern,
          "Skriv priset i hela kronor från 1 kr till 100.000 kr, till exempel 2.500 kr eller 2 500",
        ),
        choice({ name: "icon", label: "Ikon", hint: "Bilden överst på paketets kort." }, [
          { label: "Kamera", value: "camera" },
          { label: "Drönare", value: "drone" },
          { label: "Filmkamera", value: "film" },
        ]),
        yesNo({
          name: "isPopular",
          label: "Mest populär",
          hint: "Märker paketet med texten för populärt paket.",
        }),
        lines(
          {
            name: "features",
            label: "Punkter",
            hint: "Vad som ingår, minst en punkt. {leveranstid} hämtar leveranstiden.",
          },
          { name: "feature", label: "Punkt", hint: "Till exempel Planritning." },
          { min: 1 },
        ),
      ],
      { summary: "{{fields.title}} – {{fields.price}}", min: 1 },
    ),
    line({
      name: "priceNote",
      label: "Efter priset",
      hint: "Står efter varje pris, till exempel inkl. moms, per uppdrag.",
    }),
    lines(
      {
        name: "addOns",
        label: "Tillval",
        hint: "Går att kombinera med alla paket; besökaren kryssar i dem.",
      },
      { name: "addOn", label: "Tillval", hint: "Till exempel Skymningsbilder." },
    ),
  ],
};

export const startPageCollection: Collection = {
  name: "startsidan",
  label: "Startsidan",
  description: "Startsidans texter och bilder, paketen och tillvalen.",
  files: [homeFile, packagesFile],
};
