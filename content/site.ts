// Business identity and contact details. Every value marked "platshållare" must be replaced
// before the site goes live (see "Gör sajten till din" in README.md).
import type { Site } from "../scripts/content/schema.ts";
import { terms } from "./terms.ts";

export const site = {
  /** Brand name shown in the logo, titles and share cards. */
  name: "Exempel Foto & Form",
  /** Registered company name, shown in the booking terms and privacy policy. */
  companyName: "Exempel Foto & Form (platshållare)",
  /** Swedish organisation number, NNNNNN-NNNN. */
  organisationNumber: "000000-0000",
  /** One line describing the business, used as the default description in search results. */
  tagline: "Fastighetsfotograf och grafisk formgivare i Stockholm",
  description: `Bostadsfotografering, drönarfoto, digitalstyling och tryck för mäklare och säljare i Stockholm och Mälardalen. Bilder inom ${terms.deliveryHours} timmar.`,
  /** Public address of the site; the SITE_URL environment variable overrides it at build. */
  url: "https://www.example.com",
  email: "hej@example.com",
  /** The phone number as people read it; the links that call it are made from it. */
  phone: "070-174 06 50",
  /** Opening hours of the phone line, in whole hours, Swedish time. */
  phoneHours: {
    weekdays: { opens: 8, closes: 18 },
    weekends: { opens: 10, closes: 16 },
  },
  serviceArea: {
    regions: ["Stockholm", "Mälardalen"],
    note: "Andra orter enligt överenskommelse.",
  },
  social: {
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
    tiktok: "https://www.tiktok.com/@example",
  },
  reviews: {
    /** Address of the third-party reviews widget shown in an iframe on the start page. */
    widgetUrl: "https://reviews.example.com/widget/exempel-foto",
    /** The reviews service's name, named in the privacy policy. */
    provider: "Omdömestjänsten (platshållare)",
    /**
     * false: the widget loads by itself as the visitor scrolls near it. true: it loads only
     * when the visitor clicks "Visa omdömen", so the reviews service learns nothing before that.
     */
    loadOnClick: false,
  },
  /**
   * Your rights in your photos. Written into every published photo (EXIF and XMP, which Google
   * Images reads) and into the portfolio's structured data, so search engines can show who took
   * them and where to license them. Location and camera data are always removed.
   */
  photoRights: {
    /** Who took the photos. */
    creator: "Exempel Fotograf (platshållare)",
    /** The copyright notice: © year and the owner's name. */
    copyrightNotice: "© 2026 Exempel Foto & Form (platshållare)",
    /** How others credit a photo they publish with your permission. */
    creditText: "Foto: Exempel Foto & Form",
    /** A page with the terms for using the photos. */
    licenseUrl: "https://www.example.com/bildlicens",
    /** Where someone asks to use a photo: here the start page's contact section. */
    acquireLicensePage: "https://www.example.com/#contact",
  },
  /** The claims on the start page. */
  claims: {
    photographedHomes: "3000+",
    averageRating: "4,9 av 5",
    delivery: `${terms.deliveryHours}h`,
    yearsOfExperience: "10+",
  },
} as const satisfies Site;
