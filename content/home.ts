// The texts of the start page, section by section. Photos are named by their file in
// content/images/; the numbers in the hero come from content/site.ts (claims), the delivery
// time from content/terms.ts.
import type { Home } from "../scripts/content/schema.ts";
import { terms } from "./terms.ts";

export const home = {
  /** The start page's title in search results; the site name is added after it. */
  title: "Fastighetsfotograf i Stockholm",
  hero: {
    heading: "Bilder som får bostaden att sticka ut",
    pitch: `Jag fotograferar bostäder i Stockholm och Mälardalen för mäklare och säljare – ljusa, ärliga bilder som lockar fler till visningen. Levererade inom ${terms.deliveryHours} timmar.`,
    image: { file: "hero.jpg", alt: "Ljust vardagsrum med stora fönster, soffa och ekgolv" },
    portfolioLabel: "Vill du se vad jag kan göra för dig?",
    contactLabel: "Kontakta mig",
    statLabels: {
      photographedHomes: "fotograferade bostäder",
      averageRating: "i snittbetyg",
      delivery: "leveranstid",
    },
  },
  about: {
    heading: "Fotografen bakom bilderna",
    portrait: { file: "portrait.jpg", alt: "Fotografen med kameran i handen" },
    experienceLabel: "års erfarenhet",
    paragraphs: [
      "Jag har fotograferat bostäder i över tio år – från ettor på Söder till sekelskiftesvillor i Mälardalen. Varje bostad har sitt ljus, och mitt jobb är att hitta det.",
      "Som grafisk formgivare tar jag också hand om det som kommer efter bilderna: broschyrer, skyltar och annonser som håller samma känsla hela vägen.",
      "Du får en fotograf som kommer i tid, arbetar snabbt och lämnar bostaden som den var.",
    ],
    specialties: [
      "Bostadsfotografering",
      "Drönarfoto",
      "Digitalstyling",
      "Företagsfoto",
      "Film för sociala medier",
      "Grafisk formgivning",
    ],
    reviewsHeading: "Vad kunderna säger",
    reviewsTitle: "Kundomdömen",
    reviewsNote:
      "Omdömena samlas in av en oberoende omdömestjänst. Bara kunder som har anlitat mig får en inbjudan att lämna omdöme, och alla omdömen visas – även de mindre positiva.",
  },
  teaser: {
    heading: "Ett urval av mina bilder",
    intro: "Ett smakprov från olika typer av uppdrag. Fler bilder finns i portfolion.",
    linkLabel: "Se hela portfolion",
    items: [
      {
        id: "interior",
        image: "teaser-interior.jpg",
        title: "Ljus tvåa i Vasastan",
        category: "Interiör",
        price: "",
        views: 1840,
        likes: 126,
        description: "Vardagsrum i morgonljus, fotograferat för försäljning.",
        portfolio: "bostad",
      },
      {
        id: "exterior",
        image: "teaser-exterior.jpg",
        title: "Villa i Saltsjöbaden",
        category: "Exteriör",
        price: "",
        views: 1320,
        likes: 98,
        description: "Fasaden i kvällsljus, när huset är som vackrast.",
        portfolio: "exterior",
      },
      {
        id: "drone",
        image: "teaser-drone.jpg",
        title: "Gård vid Mälaren",
        category: "Drönare",
        price: "",
        views: 2210,
        likes: 174,
        description: "Tomten, sjön och närheten till vattnet i en och samma bild.",
        portfolio: "dronare",
      },
      {
        id: "styling",
        image: "teaser-styling.jpg",
        title: "Tomt vardagsrum, möblerat digitalt",
        category: "Digitalstyling",
        price: "",
        views: 1590,
        likes: 143,
        description: "Ett tomt rum blir ett hem som köparen kan föreställa sig.",
        portfolio: "digitalstyling",
      },
      {
        id: "company",
        image: "teaser-company.jpg",
        title: "Kontor i city",
        category: "Företagsfoto",
        price: "",
        views: 870,
        likes: 54,
        description: "Lokaler och arbetsplatser för webb, rekrytering och presentationer.",
        portfolio: "foretag",
      },
      {
        id: "print",
        image: "teaser-print.jpg",
        title: "Broschyr för nyproduktion",
        category: "Tryck & grafisk formgivning",
        price: "",
        views: 640,
        likes: 41,
        description: "Objektsbroschyr med bilder, planritning och text i samma stil.",
        portfolio: "tryck",
      },
    ],
  },
  packages: {
    heading: "Paket och priser",
    intro: "Välj det paket som passar bostaden. Alla priser gäller per uppdrag.",
    popularLabel: "Mest populär",
    addOnsHeading: "Tillval",
    addOnsIntro:
      "Kan kombineras med alla paket. Markera det du vill ha, så kommer det med i din intresseanmälan.",
    enquiryLabel: "Skicka intresseanmälan",
  },
  print: {
    heading: "Tryck & grafisk formgivning",
    intro:
      "Bra bilder förtjänar en trycksak i samma klass. Jag formger material som gör bostaden – eller företaget – rättvisa, från första skiss till tryckfärdig fil.",
    offerings: [
      "Objektsbroschyrer och foldrar",
      "Visningsskyltar och roll-ups",
      "Annonser för tidning och sociala medier",
      "Visitkort och grafisk profil",
    ],
    portfolioLabel: "Se exempel på trycksaker",
    /** The portfolio section the examples link opens (a key in content/portfolio/galleries.ts). */
    portfolio: "tryck",
    enquiryLabel: "Fråga om tryck",
  },
  contact: {
    heading: "Kontakta mig",
    intro:
      "Ring, mejla eller skicka en förfrågan direkt från din e-post. Jag svarar så snart jag kan, oftast samma dag.",
    quoteLabel: "Begär offert",
    questionLabel: "Ställ en fråga",
    bookingNote:
      "Bokningen bekräftas via e-post eller sms. Du betalar mot faktura när bilderna är levererade.",
  },
} as const satisfies Home;
